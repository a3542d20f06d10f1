/**
 * The photos' rules and refusals in words, without sharp: `npm run photos` and the local editor
 * (preparePhoto.ts) and the hosted editor's page (photoUploads.ts, which prepares a photo in the
 * browser) say the same sentences.
 */

/** The shortest long edge a photo may have: smaller ones look soft on the site's large screens. */
export const minLongEdge = 1600;
/** Larger photos are scaled down to this long edge: more pixels only cost download and storage. */
export const maxLongEdge = 4000;

export const photoRefusals = {
  tooSmall: (name: string, width: number | string, height: number | string) =>
    `${name} is ${width} × ${height} px, too small to look sharp on large screens: the site needs at least ${minLongEdge} px on the long edge (use the original from the camera or the photographer's full-size export)`,
  heicUnreadable: (name: string) =>
    `${name} is an HEIC photo this computer cannot read: on the iPhone, choose Settings > Camera > Formats > Most Compatible, or export it as JPEG, and add that`,
  unreadable: (name: string) => `${name} is not a picture this tool can read: use a JPEG or PNG photo`,
};
