import { maxLongEdge, minLongEdge, photoRefusals } from '../../lib/photoRules.ts';

/** Stand-ins for a refusal's parts, filled in by the page (the sentences stay those of photoRules.ts). */
const NAME = '\u0000name\u0000';
const WIDTH = '\u0000width\u0000';
const HEIGHT = '\u0000height\u0000';

/**
 * What the editor's page does with a file chosen in Decap's media library, before Decap sees it
 * (a listener on the window, in the capture phase, runs before React's own on the page's root):
 *
 * - its name made the site's (lower case, hyphens: "IMG_0414.JPG" is "img-0414.jpg") and free: a
 *   name the media library or this session already holds gets "-2", "-3"… ("img-0414-2.jpg").
 *   Decap would otherwise ask to replace the file, and when the question is declined it stores
 *   nothing and then highlights the library's first tile, which "Choose selected" inserts: the
 *   wrong photo on the page. The names taken are those Decap's backend lists (its getMedia,
 *   wrapped here) and those given in this page since it opened.
 * - a photo made fit for the site by the rules and sentences of `npm run photos`, in both set-ups
 *   (npm start stores what the page sends, as the hosted backend commits it), with the browser's
 *   own decoder: turned upright by its EXIF orientation (createImageBitmap, imageOrientation
 *   "from-image"), drawn on a canvas and encoded again, which writes none of the file's metadata
 *   (EXIF and its GPS position, XMP, IPTC, the ICC profile: the pixels are drawn in sRGB, and the
 *   profile the encoder adds for sRGB is taken out too), scaled down
 *   past 4000 px, and refused under 1600 px with the photos tool's sentence. A JPEG, HEIC or TIFF becomes a
 *   JPEG (a TIFF the browser cannot decode is refused, never stored with its metadata); a PNG or WebP (a logo) keeps its format and is not held to the photo's minimum, as by the photos tool.
 *   A refused file is not passed on: nothing is added, nothing highlighted, and the reason shows.
 */
export const PHOTO_UPLOADS_SCRIPT = `(function () {
  const MIN = ${minLongEdge}, MAX = ${maxLongEdge};
  const SAYS = ${JSON.stringify({
    tooSmall: photoRefusals.tooSmall(NAME, WIDTH, HEIGHT),
    heicUnreadable: photoRefusals.heicUnreadable(NAME),
    unreadable: photoRefusals.unreadable(NAME),
  })};
  const say = (what, name, width, height) => SAYS[what].split(${JSON.stringify(NAME)}).join(name).split(${JSON.stringify(WIDTH)}).join(String(width)).split(${JSON.stringify(HEIGHT)}).join(String(height));
  const taken = new Set();
  const take = (name) => taken.add(String(name).split('/').pop().toLowerCase());
  // Each backend the editor may run on: its list of media files, noted as it is read.
  for (const name of ['proxy', 'test-repo', 'git-gateway', 'github']) {
    const registered = CMS.getBackend(name);
    if (!registered || typeof registered.init !== 'function') continue;
    const init = registered.init;
    registered.init = (...args) => {
      const backend = init(...args);
      const getMedia = backend.getMedia && backend.getMedia.bind(backend);
      if (getMedia)
        backend.getMedia = async (...more) => {
          const files = await getMedia(...more);
          for (const file of files || []) take(file.path || file.name);
          return files;
        };
      return backend;
    };
  }
  function freeName(name, extension) {
    const dot = name.lastIndexOf('.');
    const stem = (dot > 0 ? name.slice(0, dot) : name).normalize('NFKD').replace(/[\\u0300-\\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'photo';
    const ext = (extension || (dot > 0 ? name.slice(dot + 1) : '')).toLowerCase().replace(/[^a-z0-9]/g, '');
    const dotted = ext ? '.' + ext : '';
    let chosen = stem + dotted;
    for (let n = 2; taken.has(chosen); n += 1) chosen = stem + '-' + n + dotted;
    take(chosen);
    return chosen;
  }
  // A TIFF (a scanner's or a camera's export) is a photo too: saved as JPEG where the browser can
  // read it, refused with the reason where it cannot, never stored as sent with its metadata.
  const PHOTO = /\\.(jpe?g|hei[cf]|tiff?)$/i;
  const IMAGE = /\\.(png|webp)$/i;
  async function prepared(file) {
    const name = file.name;
    const photo = PHOTO.test(name);
    if (!photo && !IMAGE.test(name)) return { blob: file };
    let bitmap;
    try {
      bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    } catch {
      throw new Error(say(/\\.hei[cf]$/i.test(name) ? 'heicUnreadable' : 'unreadable', name));
    }
    const { width, height } = bitmap;
    if (photo && Math.max(width, height) < MIN) {
      bitmap.close();
      throw new Error(say('tooSmall', name, width, height));
    }
    const scale = Math.min(1, MAX / Math.max(width, height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(width * scale);
    canvas.height = Math.round(height * scale);
    const context = canvas.getContext('2d');
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const type = photo ? 'image/jpeg' : /\\.webp$/i.test(name) ? 'image/webp' : 'image/png';
    const blob = await new Promise((resolve) => canvas.toBlob(resolve, type, 0.85));
    if (!blob) throw new Error(say('unreadable', name));
    return { blob: await withoutProfile(blob), extension: photo ? 'jpg' : undefined };
  }
  // The canvas's encoder adds a colour profile of its own (sRGB, which browsers assume without
  // one): left out, as the photos tool's photos carry none. A JPEG keeps its JFIF header only.
  async function withoutProfile(blob) {
    const bytes = new Uint8Array(await blob.arrayBuffer());
    const kept = [];
    let at;
    if (bytes[0] === 0xff && bytes[1] === 0xd8) {
      kept.push(bytes.subarray(0, 2));
      for (at = 2; at + 4 <= bytes.length && bytes[at] === 0xff && bytes[at + 1] !== 0xda; ) {
        const marker = bytes[at + 1];
        const end = at + 2 + ((bytes[at + 2] << 8) | bytes[at + 3]);
        if (!((marker >= 0xe1 && marker <= 0xef) || marker === 0xfe)) kept.push(bytes.subarray(at, end));
        at = end;
      }
    } else if (bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) {
      kept.push(bytes.subarray(0, 8));
      for (at = 8; at + 12 <= bytes.length; ) {
        const length = ((bytes[at] << 24) >>> 0) + (bytes[at + 1] << 16) + (bytes[at + 2] << 8) + bytes[at + 3];
        const type = String.fromCharCode(bytes[at + 4], bytes[at + 5], bytes[at + 6], bytes[at + 7]);
        const end = at + 12 + length;
        if (!['iCCP', 'eXIf', 'tEXt', 'iTXt', 'zTXt'].includes(type)) kept.push(bytes.subarray(at, end));
        at = end;
      }
    } else return blob;
    kept.push(bytes.subarray(at));
    return new Blob(kept, { type: blob.type });
  }
  async function forTheSite(file) {
    const { blob, extension } = await prepared(file);
    const ext = extension || (/\\.jpeg$/i.test(file.name) ? 'jpg' : undefined);
    return new File([blob], freeName(file.name, ext), { type: blob.type || file.type, lastModified: file.lastModified });
  }
  function showRefusal(message) {
    const notice = noticeBox('photo-refused', 'alert', 'position:fixed;left:50%;top:16px;transform:translateX(-50%);max-width:640px;z-index:2147483647;padding:12px 16px;background:#fde8e8;border:2px solid #a61b1b;color:#222;font:15px/1.4 system-ui,sans-serif;border-radius:4px');
    const close = document.createElement('button');
    close.type = 'button';
    close.textContent = 'OK';
    close.style.marginLeft = '12px';
    close.addEventListener('click', () => notice.remove());
    notice.replaceChildren('Not added: ' + message + '. ', close);
  }
  const passing = new WeakSet();
  window.addEventListener('change', (event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || input.type !== 'file' || passing.has(input) || !input.files || input.files.length === 0) return;
    event.stopImmediatePropagation();
    const notice = document.getElementById('photo-refused');
    if (notice) notice.remove();
    Promise.all([...input.files].map(forTheSite)).then(
      (files) => {
        const transfer = new DataTransfer();
        for (const file of files) transfer.items.add(file);
        input.files = transfer.files;
        passing.add(input);
        try {
          input.dispatchEvent(new Event('change', { bubbles: true }));
        } finally {
          passing.delete(input);
        }
      },
      (error) => {
        input.value = '';
        showRefusal(error && error.message ? error.message : String(error));
      },
    );
  }, true);
})();
`;
