import type { decapConfig } from './decapConfig.ts';

/**
 * The check's warnings of the entry open in the form (a price under $50,000, a photo nobody uses
 * now), in a notice beside it: from the preview while it is edited, and after a save. A save
 * with warnings goes ahead: they say what looks like a slip, in the form's words.
 */
export const ENTRY_WARNINGS_SCRIPT = `const WARNINGS_WHILE_EDITING = 'Worth a look (the entry can be saved as it is):';
const WARNINGS_SAVED = 'Saved, with these to look at:';
// The entry as last saved (its file's data), so the preview drawn after a save keeps saying "Saved".
let savedEntry = '';
function showEntryWarnings(warnings, heading) {
  if (!warnings || warnings.length === 0) return document.getElementById('entry-warnings')?.remove();
  const notice = noticeBox('entry-warnings', 'status', 'position:fixed;right:16px;bottom:56px;z-index:10000;max-width:560px;max-height:45vh;overflow:auto;padding:10px 16px;background:#fffbe6;border:2px solid #b07a00;border-radius:6px;color:#222;font:14px/1.4 system-ui,sans-serif');
  const title = document.createElement('strong');
  title.textContent = heading;
  const list = document.createElement('ul');
  list.style.cssText = 'margin:6px 0 0;padding-left:20px';
  for (const warning of warnings) {
    // The sentence first; the file, line and field for whoever edits JSON, small below it.
    const [sentence, ...details] = warning.split('\\n');
    const item = document.createElement('li');
    item.textContent = sentence;
    if (details.length > 0) {
      const small = document.createElement('small');
      small.style.cssText = 'display:block;color:#555';
      small.textContent = details.join(' ').trim();
      item.append(small);
    }
    list.append(item);
  }
  notice.replaceChildren(title, list);
}
`;

/** Under npm start the page is drawn by the editor's server (POST /admin/preview), with the entry's warnings and the page's path. */
const LOCAL_DRAW_SCRIPT = `// The site's page the last preview drew (its path), where "Live now" links after a save (liveProgressScript.ts).
let previewedPage = '';
async function drawPreview(entry) {
  try {
    const response = await fetch('/admin/preview', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ collection: entry.get('collection'), slug: entry.get('slug'), data: fileData(entry), media: await pendingMedia(entry) }),
    });
    const warnings = JSON.parse(decodeURIComponent(response.headers.get('X-Entry-Warnings') || '%5B%5D'));
    previewedPage = response.headers.get('X-Entry-Page') || '';
    return { html: await response.text(), warnings };
  } catch {
    return { html: '<p style="font:15px system-ui;padding:24px">The preview needs npm start running.</p>', warnings: [] };
  }
}
`;

/**
 * The preview pane: the page that shows the entry, drawn by the site's own components from the
 * entry as it stands in the form (a moment after the last keystroke), photos chosen and not saved
 * yet included, in place of Decap's plain list of the fields, with the entry's warnings shown
 * beside the form. Under npm start the editor's server draws it; hosted, the editor's page draws
 * it itself (`drawScript`: hostedPreviewScript.ts). Either way the page and the warnings come from
 * one loading of the site per pause in the typing, not from a check of their own.
 */
export function pagePreviewScript(config: ReturnType<typeof decapConfig>, drawScript = LOCAL_DRAW_SCRIPT): string {
  const names = config.collections.flatMap((collection) =>
    'files' in collection ? collection.files.map((file) => file.name) : [collection.name],
  );
  return `${drawScript}const SitePagePreview = createClass({
  getInitialState() { return { html: '' }; },
  componentDidMount() { this.refresh(); },
  componentDidUpdate(previous) {
    if (previous.entry === this.props.entry) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(this.refresh, 400);
  },
  componentWillUnmount() { clearTimeout(this.timer); this.asked = Infinity; showEntryWarnings([]); },
  async refresh() {
    const entry = this.props.entry;
    const asked = (this.asked = (this.asked || 0) + 1);
    const { html, warnings } = await drawPreview(entry);
    // An answer to an older keystroke that arrives late is dropped.
    if (asked !== this.asked) return;
    this.setState({ html });
    if (warnings) showEntryWarnings(warnings, JSON.stringify(fileData(entry)) === savedEntry ? WARNINGS_SAVED : WARNINGS_WHILE_EDITING);
  },
  render() {
    return h('iframe', { title: 'The page as the site will show it', srcDoc: this.state.html, style: { border: 0, width: '100%', height: '100vh', display: 'block' } });
  },
});
for (const name of ${JSON.stringify(names)}) CMS.registerPreviewTemplate(name, SitePagePreview);
`;
}
