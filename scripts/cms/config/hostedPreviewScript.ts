/**
 * The hosted editor's preview (no editor server there): the page drawn in the editor's page by
 * the site's own renderer (admin/preview.js, previewEntryPoint.ts, fetched when a preview first
 * opens) from the entry as it stands in the form, against the published content and the
 * backend's entries, as the check reads them. A photo chosen in the form and not stored yet is
 * drawn from its file (a blob: URL), and so is one saved earlier in the session and not deployed
 * yet; each is measured as the check measures a photo chosen (chosenPhotos, in siteCheckScript.ts).
 * The entry's warnings come with the page, read from the same loading of the site, for the pane to
 * show beside the form.
 */
export const HOSTED_DRAW_SCRIPT = `let sitePreviewLoaded;
function loadSitePreview() {
  sitePreviewLoaded ??= import(new URL('preview.js', document.baseURI).href).then(() => window.sitePreview);
  sitePreviewLoaded.catch(() => { sitePreviewLoaded = undefined; });
  return sitePreviewLoaded;
}
// The photos Decap holds as files in this session, by path (data/media/uploads/x.jpg): each chosen
// in a form, and each an entry brings back from its draft (photoBlob, in siteCheckScript.ts, which
// runs before this in the same page). A photo saved earlier is not on the site until the next
// deploy: the preview draws it from here, as Decap holds it, and measures it as the check measures
// a photo chosen.
const heldPhotoFiles = new Map();
function holdPhotos(entry) {
  for (const file of (entry.get('mediaFiles') || { toArray: () => [] }).toArray()) {
    const blob = photoBlob(file);
    if (blob instanceof Blob) heldPhotoFiles.set(String(file.get('path')).replace(/^\\/+/, ''), blob);
  }
}
// (A preSave handler that returns nothing leaves the entry as it is.)
CMS.registerEventListener({ name: 'preSave', handler: ({ entry }) => { holdPhotos(entry); } });
// Each file's blob: URL and size in pixels, once (the preview is drawn again after every keystroke).
const photoUrls = new WeakMap();
const photoSizes = new WeakMap();
function sizeOf(blob) {
  if (!photoSizes.has(blob)) photoSizes.set(blob, createImageBitmap(blob).then((bitmap) => {
    const { width, height } = bitmap;
    bitmap.close();
    return { width, height };
  }, () => ({ width: 0, height: 0 })));
  return photoSizes.get(blob);
}
async function heldPhotos(entry) {
  holdPhotos(entry);
  const shown = JSON.stringify(entry.get('data').toJS());
  const held = [...heldPhotoFiles].filter(([path]) => shown.includes('"/' + path.replace(/^data\\//, '') + '"'));
  return Promise.all(held.map(async ([path, blob]) => {
    if (!photoUrls.has(blob)) photoUrls.set(blob, URL.createObjectURL(blob));
    return { path, size: blob.size, ...(await sizeOf(blob)), url: photoUrls.get(blob) };
  }));
}
async function drawPreview(entry) {
  try {
    const [preview, photos] = await Promise.all([loadSitePreview(), heldPhotos(entry)]);
    return await preview.page({ collection: entry.get('collection'), slug: entry.get('slug'), data: fileData(entry) }, photos);
  } catch (error) {
    console.error(error);
    const text = document.createElement('p');
    text.textContent = 'The preview could not be drawn. The entry can still be saved: the check runs before each save.';
    text.style.cssText = 'font:15px system-ui;padding:24px';
    return { html: text.outerHTML, warnings: [] };
  }
}
`;
