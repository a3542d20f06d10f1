/**
 * The hosted editor's preview (no editor server there): the page drawn in the editor's page by
 * the site's own renderer (admin/preview.js, previewEntryPoint.ts, fetched when a preview first
 * opens) from the entry as it stands in the form, against the published content and the
 * backend's entries, as the check reads them. A photo chosen in the form and not stored yet is
 * drawn from its file (a blob: URL); it is measured as the check measures it (chosenPhotos, in
 * siteCheckScript.ts, which this script follows in editor.js). The entry's warnings come with
 * the page, read from the same loading of the site, for the pane to show beside the form.
 */
export const HOSTED_DRAW_SCRIPT = `let sitePreviewLoaded;
function loadSitePreview() {
  sitePreviewLoaded ??= import(new URL('preview.js', document.baseURI).href).then(() => window.sitePreview);
  sitePreviewLoaded.catch(() => { sitePreviewLoaded = undefined; });
  return sitePreviewLoaded;
}
// One blob: URL for each file chosen (the preview is drawn again after every keystroke).
const photoUrls = new WeakMap();
function photoUrl(entry, path) {
  const file = (entry.get('mediaFiles') || { toArray: () => [] }).toArray().find((file) => String(file.get('path')).replace(/^\\/+/, '') === path);
  const blob = file && file.get('file');
  if (!blob) return undefined;
  if (!photoUrls.has(blob)) photoUrls.set(blob, URL.createObjectURL(blob));
  return photoUrls.get(blob);
}
async function drawPreview(entry) {
  try {
    const [preview, chosen] = await Promise.all([loadSitePreview(), chosenPhotos(entry)]);
    const photos = chosen.map((photo) => ({ ...photo, url: photoUrl(entry, photo.path) })).filter((photo) => photo.url);
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
