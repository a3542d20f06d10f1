/**
 * The content check before each save, in the editor's page, in both set-ups: the entry as it
 * stands in the form, with the photos chosen in it (prepared in the page as they will be stored:
 * photoUploads.ts), checked by the same rules as `npm run check`, the stand-in rules included
 * (admin/check.js, fetched at the first save) against the content index (admin/content.json:
 * written by the build hosted, read from data/ at each save under npm start) and the backend's
 * entries. A refused save commits nothing: Decap shows "Not saved: …", and each refusal also
 * stands under the field it concerns; warnings are shown beside the form and the save goes ahead.
 * Under npm start (LOCAL_EDITOR, set by adminFiles.ts) the notice keeps each refusal's details
 * (file:line:column) for whoever edits the files.
 */
export const SITE_CHECK_SCRIPT = `let siteCheckLoaded;
function loadSiteCheck() {
  siteCheckLoaded ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = 'check.js';
    script.onload = () => resolve(window.siteCheck);
    script.onerror = () => { siteCheckLoaded = undefined; reject(new Error('check.js')); };
    document.head.append(script);
  });
  return siteCheckLoaded;
}
// The photos chosen in this form and not stored yet: their byte size and size in pixels, as the rules read them.
// A photo chosen in this form is Decap's \`file\`; one an entry brings back from its draft, Decap's
// test-repo backend names \`fileObj\` (the hosted preview holds both the same way).
const photoBlob = (file) => file.get('file') || file.get('fileObj');
async function chosenPhotos(entry) {
  const shown = JSON.stringify(entry.get('data').toJS());
  const drafts = (entry.get('mediaFiles') || { toArray: () => [] }).toArray().filter((file) => file.get('draft') && photoBlob(file) instanceof Blob && shown.includes('/' + String(file.get('path')).split('/').pop() + '"'));
  return Promise.all(drafts.map(async (file) => {
    const blob = photoBlob(file);
    let width = 0, height = 0;
    try {
      const bitmap = await createImageBitmap(blob);
      ({ width, height } = bitmap);
      bitmap.close();
    } catch {}
    return { path: String(file.get('path')).replace(/^\\/+/, ''), size: blob.size, width, height };
  }));
}
// The field a refusal concerns, found by its labels down the form ("Sold", "Sale price"); a label
// the form does not show as such (a list's "Photo 2") is passed over.
function fieldOf(labels) {
  let scope = document.querySelector('[class*="ControlPaneContainer"]') || document.body;
  let found;
  for (const label of labels) {
    const match = [...scope.querySelectorAll('label')].find((element) => normalLabel(element.textContent || '') === label.toLowerCase());
    if (!match) continue;
    // The field's whole box (label, widget, Decap's own messages), not the label's own wrapper.
    found = match.closest('[class*="ControlContainer"]') || match.parentElement;
    scope = found;
  }
  return found;
}
function clearRefusals() {
  for (const element of document.querySelectorAll('[data-site-refusal]')) element.remove();
  // Decap's "Not saved: …" notice of an earlier try, left beside "Entry saved".
  for (const toast of document.querySelectorAll('.Toastify__toast')) if (/^\\s*Not saved/.test(toast.textContent || '')) toast.remove();
}
function showRefusals(errors) {
  clearRefusals();
  for (const { message, labels } of errors) {
    const field = fieldOf(labels);
    if (!field) continue;
    const note = document.createElement('p');
    note.dataset.siteRefusal = '';
    note.setAttribute('role', 'alert');
    note.style.cssText = 'margin:6px 0 0;padding:6px 10px;border-left:3px solid #c0392b;background:#fdecea;color:#7a1c12;font:14px/1.4 system-ui,sans-serif';
    note.textContent = message;
    field.append(note);
  }
}
CMS.registerEventListener({
  name: 'preSave',
  handler: async ({ entry }) => {
    const local = LOCAL_EDITOR;
    const toCheck = { collection: entry.get('collection'), slug: entry.get('slug'), data: fileData(entry) };
    let answer;
    try {
      const check = await loadSiteCheck();
      answer = await check.check(toCheck, await chosenPhotos(entry), local);
    } catch {
      throw saveRefused('the content check could not be loaded, so nothing was saved: reload the page and publish again.');
    }
    const said = (text, details) => (local && details ? text + '\\n      ' + details : text);
    if (answer.errors.length > 0) {
      showRefusals(answer.errors);
      throw saveRefused(answer.errors.map((error) => said(error.message, error.details)).join(' '));
    }
    clearRefusals();
    // Warnings do not stop the save: they are shown once it is done (their details under npm start only).
    savedWithWarnings = answer.warnings.map((warning) => (local ? warning : warning.split('\\n')[0].trim()));
  },
});
CMS.registerEventListener({ name: 'postSave', handler: () => clearRefusals() });
`;

/** In both set-ups: the labels as the form shows them, and the fields needed in a given case marked so. */
export const NEEDED_FIELDS_SCRIPT = `const normalLabel = (text) => text.replace(/\\s*\\(optional\\)\\s*$/i, '').trim().toLowerCase();
// Fields the check requires in a given case: both consents once a sale price is shown. Decap's
// form knows only always-required fields, so these say "(optional)"; while the price in the same
// group has an amount, that word is hidden and a line under each says they are needed.
const NEEDED_WITH_PRICE = ["seller's written consent (date)", "buyer's written consent (date)"];
// Decap's "(optional)" in a label: a span of its own (a field's label), or a text node (a group's).
const optionalMark = (label) => [...label.childNodes].find((node) => /^\\s*\\(optional\\)\\s*$/i.test(node.textContent || ''));
function sayOptional(label, optional) {
  const mark = optionalMark(label);
  if (!mark) return;
  // Hidden, not removed: the node is Decap's (React's), and it comes back as it was once the price is cleared.
  if (mark.nodeType === Node.ELEMENT_NODE) mark.hidden = !optional;
  else if (optional && mark.siteOptional) mark.textContent = mark.siteOptional;
  else if (!optional && mark.textContent.trim()) { mark.siteOptional = mark.textContent; mark.textContent = ''; }
}
function markNeeded() {
  for (const label of document.querySelectorAll('label')) {
    if (!NEEDED_WITH_PRICE.includes(normalLabel(label.textContent || ''))) continue;
    const field = label.closest('[class*="ControlContainer"]') || label.parentElement;
    // The group the consents belong to ("Sold", or a sale's whole form) holds its own "Amount".
    let group = field.parentElement;
    while (group && !group.querySelector('[id^="amount-field-"]')) group = group.parentElement;
    const amount = group && group.querySelector('[id^="amount-field-"]');
    const needed = Boolean(amount && String(amount.value || '').trim());
    sayOptional(label, !needed);
    let note = field.querySelector(':scope > [data-site-needed]');
    if (!needed) { if (note) note.remove(); continue; }
    if (!note) {
      note = document.createElement('p');
      note.dataset.siteNeeded = '';
      note.style.cssText = 'margin:4px 0 0;color:#7a1c12;font:600 13px/1.4 system-ui,sans-serif';
      note.textContent = 'Needed: the sale price is shown, and it may be published only with both written consents.';
      field.append(note);
    }
  }
}
let markTimer;
const markSoon = () => { clearTimeout(markTimer); markTimer = setTimeout(markNeeded, 200); };
// As the form changes, and as it is drawn (an entry opened with its price already shown).
// (typeof: the formats' tests run this script without a page.)
if (typeof document === 'object') {
  for (const type of ['input', 'change', 'keyup', 'click']) document.addEventListener(type, markSoon, true);
  new MutationObserver(markSoon).observe(document.body, { childList: true, subtree: true });
}
`;
