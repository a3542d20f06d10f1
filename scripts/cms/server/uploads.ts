import sharp from 'sharp';
import { maxLongEdge, preparePhoto } from '../../lib/preparePhoto.ts';

/** A file the editor sends with a save or an upload (decap-server's asset: base64 content). */
export interface UploadedAsset {
  path: string;
  content: string;
  encoding: 'base64';
}

const PHOTO = /\.(jpe?g|hei[cf])$/i;
const IMAGE = /\.(png|webp|tiff?)$/i;

/**
 * A file uploaded in the browser editor, made fit for the site by the code `npm run photos` uses:
 * a photo is turned upright, stripped of every piece of metadata (a phone's GPS position is the
 * seller's address), scaled down past 4000 px, and refused with the reason when it is too small or
 * unreadable. Other images (a logo) lose their metadata and keep their format; other files pass.
 * Decap has already named the file in lower case with hyphens for spaces, as the site requires.
 */
export async function prepareUpload(asset: UploadedAsset): Promise<UploadedAsset> {
  const name = asset.path.split('/').at(-1) ?? asset.path;
  const input = Buffer.from(asset.content, asset.encoding);
  if (PHOTO.test(name)) {
    const { data } = await preparePhoto(input, name);
    // An HEIC that sharp can read is saved as JPEG under a .jpg name.
    return { ...asset, path: asset.path.replace(/\.hei[cf]$/i, '.jpg'), content: data.toString('base64') };
  }
  if (IMAGE.test(name)) {
    const data = await sharp(input)
      .rotate()
      .resize({ width: maxLongEdge, height: maxLongEdge, fit: 'inside', withoutEnlargement: true })
      .toBuffer();
    return { ...asset, content: data.toString('base64') };
  }
  return asset;
}
