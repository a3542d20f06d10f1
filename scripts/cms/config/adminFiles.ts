import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { decapConfig, type EditorOptions } from './decapConfig.ts';
import { keyOrders } from './keyOrders.ts';
import { PRICE_WIDGET_SCRIPT } from './priceWidget.ts';
import { ENTRY_WARNINGS_SCRIPT, pagePreviewScript } from './previewScript.ts';
import { EDITOR_PHRASES_SCRIPT, EDITOR_PHRASES_STYLE, SAVE_REFUSED_SCRIPT } from './editorPhrases.ts';
import { NEEDED_FIELDS_SCRIPT, SITE_CHECK_SCRIPT } from './siteCheckScript.ts';
import { checkBundle } from './checkBundle.ts';
import { HOSTED_DRAW_SCRIPT } from './hostedPreviewScript.ts';
import { previewBundle } from './previewBundle.ts';
import { contentIndex } from './contentIndex.ts';
import { TEST_REPO, testRepoScript } from './testRepo.ts';
import { PHOTO_UPLOADS_SCRIPT } from './photoUploads.ts';
import { LIVE_PROGRESS_SCRIPT, LIVE_WHEN_SCRIPT } from './liveProgressScript.ts';
import { NOTICE_BOX_SCRIPT } from './noticeBox.ts';
import { projectRoot } from '../../lib/paths.ts';

/** The editor's own page: not part of the site (no sitemap entry, noindex, robots.txt disallows it). */
const ADMIN_PATH = '/admin/';

const require = createRequire(import.meta.url);

/** Decap CMS's prebuilt bundle (React and every widget in one file), served as it is. */
export const decapBundlePath = () => require.resolve('decap-cms/dist/decap-cms.js');

/** The configuration generated from the content's definitions: JSON, which is YAML, as Decap reads config.yml. */
export const adminConfigText = (options: EditorOptions) => JSON.stringify(decapConfig(options), null, 1) + '\n';

/** Netlify Identity's sign-in, which Decap's git-gateway backend signs editors in with. */
const IDENTITY_WIDGET = 'https://identity.netlify.com/v1/netlify-identity-widget.js';

/** The editor's page (the configuration comes from its script, so the page holds no inline script),
 *  with the site's own icon (without one the browser asks for /favicon.ico, which the site has not).
 *  Hosted on Git Gateway, it loads Netlify Identity's sign-in first. Under npm start it carries
 *  the start's key for the editor's API (editorAccess.ts), which only a page on this origin can read. */
export const adminPage = ({
  identity = false,
  editorKey,
  testRepo = false,
}: { identity?: boolean; editorKey?: string; testRepo?: boolean } = {}) => `<!doctype html>
<html lang="en-CA">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex, nofollow">${editorKey ? `\n  <meta name="editor-key" content="${editorKey}">` : ''}
  <title>Content editor</title>
  <link rel="icon" href="/favicon.svg" type="image/svg+xml">
  <style>${EDITOR_PHRASES_STYLE}</style>${identity ? `\n  <script src="${IDENTITY_WIDGET}"></script>` : ''}
</head>
<body>
  <script src="manual-init.js"></script>${testRepo ? '\n  <script src="test-repo.js"></script>' : ''}
  <script src="decap-cms.js"></script>
  <script src="editor.js"></script>
</body>
</html>
`;

/** Set before Decap's bundle runs, so the editor's formats are registered before it reads its config. */
export const MANUAL_INIT_SCRIPT = 'window.CMS_MANUAL_INIT = true;\n';

/**
 * What the page runs after Decap's bundle:
 * - formats that save each file with its keys in the schema's order, two-space indented, as the
 *   team's files are written, so a save shows in git as the fields it changed;
 * - each photo chosen prepared for the site before Decap sees it, in both set-ups (photoUploads.ts);
 * - the content check before each save, the same in both set-ups (siteCheckScript.ts): an entry
 *   with errors is not saved, and Decap shows why, each problem under its field with its fix; one
 *   with only warnings is saved, and they are shown in a notice beside the form (previewScript.ts);
 * - the page's own preview: drawn by npm start's server locally, and hosted in the page itself
 *   from preview.js (hostedPreviewScript.ts);
 * - after a save, when the page will be live: under npm start, followed on the live site's own
 *   progress until "Live now" (liveProgressScript.ts); hosted, how long a deploy takes (LIVE_WHEN_SCRIPT).
 */
export function editorScript(options: EditorOptions): string {
  const orders = keyOrders(decapConfig(options));
  return `${NOTICE_BOX_SCRIPT}const ORDERS = ${JSON.stringify(orders)};
function ordered(value, spec) {
  // A map the editor showed as a list of entries with their keys: a map again, in the list's order.
  if (Array.isArray(value) && spec && spec.mapKey)
    return Object.fromEntries(value.map(({ [spec.mapKey]: key, ...rest }) => [key, ordered(rest, spec.items)]));
  if (Array.isArray(value)) return value.map((item) => ordered(item, spec && spec.typeKey ? spec.types[item && item[spec.typeKey]] : spec && spec.items));
  if (!value || typeof value !== 'object' || !spec || !spec.keys) return value;
  const out = {};
  for (const key of spec.keys) if (key in value) out[key] = ordered(value[key], spec.children[key]);
  for (const key of Object.keys(value)) if (!(key in out)) out[key] = value[key];
  // A union (a price): only the chosen alternative's keys; what was typed for another goes.
  const allowed = spec.union && spec.union.keys[value[spec.union.key]];
  if (allowed) for (const key of Object.keys(out)) if (!allowed.includes(key)) delete out[key];
  // An optional number emptied in the form (a team member's order): left out, not saved as "".
  for (const key of spec.optionalNumbers || []) if (out[key] === '' || out[key] === null) delete out[key];
  // An optional object the form left blank (a page's share image opened and not filled): left out.
  for (const key of Object.keys(out)) if (spec.children[key] && spec.children[key].optional && blank(out[key])) delete out[key];
  return out;
}
function blank(value) {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === 'object' && Object.values(value).every(blank);
}
// The reverse, on reading a file: each such map as a list of entries, its key a field of each.
function asLists(value, spec) {
  if (!spec || !value || typeof value !== 'object') return value;
  if (spec.mapKey && !Array.isArray(value)) return Object.entries(value).map(([key, item]) => ({ [spec.mapKey]: key, ...asLists(item, spec.items) }));
  if (Array.isArray(value)) return value.map((item) => asLists(item, spec.typeKey ? spec.types[item && item[spec.typeKey]] : spec.items));
  if (!spec.children) return value;
  const out = { ...value };
  for (const [key, child] of Object.entries(spec.children)) if (key in out) out[key] = asLists(out[key], child);
  return out;
}
for (const [format, spec] of Object.entries(ORDERS)) {
  CMS.registerCustomFormat(format, 'json', { fromFile: (text) => asLists(JSON.parse(text), spec), toFile: (data) => JSON.stringify(ordered(data, spec), null, 2) + '\\n' });
}
// An entry as its file will hold it: what the check and the preview read.
function fileData(entry) {
  const format = 'json-' + (entry.get('collection') === 'settings' ? entry.get('slug') : entry.get('collection'));
  return ordered(entry.get('data').toJS(), ORDERS[format]);
}
// The photos chosen in this form and not stored yet (Decap stores them with the entry), base64;
// each file read once, as the preview sends them again after every keystroke. Only those the entry
// shows: Decap keeps one chosen and then replaced (a photo refused as too small), which is not stored.
const base64Of = new WeakMap();
function pendingMedia(entry) {
  const shown = JSON.stringify(entry.get('data').toJS());
  const drafts = (entry.get('mediaFiles') || { toArray: () => [] }).toArray().filter((file) => file.get('draft') && file.get('file') && shown.includes('/' + String(file.get('path')).split('/').pop() + '"'));
  return Promise.all(drafts.map((file) => {
    const blob = file.get('file');
    if (!base64Of.has(blob)) base64Of.set(blob, new Promise((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result).split(',')[1]);
      reader.onerror = () => reject(reader.error);
      reader.readAsDataURL(blob);
    }));
    return base64Of.get(blob).then((content) => ({ path: file.get('path'), content }));
  }));
}
const LOCAL_EDITOR = ${Boolean(options.localBackend)};
${ENTRY_WARNINGS_SCRIPT}${SAVE_REFUSED_SCRIPT}let savedWithWarnings = [];
CMS.registerEventListener({
  name: 'postSave',
  handler: ({ entry }) => {
    savedEntry = JSON.stringify(fileData(entry));
    showEntryWarnings(savedWithWarnings, WARNINGS_SAVED);
  },
});
${NEEDED_FIELDS_SCRIPT}${PRICE_WIDGET_SCRIPT}${EDITOR_PHRASES_SCRIPT}${PHOTO_UPLOADS_SCRIPT}${SITE_CHECK_SCRIPT}${options.localBackend ? pagePreviewScript(decapConfig(options)) + PROBLEMS_NOTICE_SCRIPT + LIVE_PROGRESS_SCRIPT : LIVE_WHEN_SCRIPT + pagePreviewScript(decapConfig(options), HOSTED_DRAW_SCRIPT)}CMS.init();
`;
}

/**
 * Under npm start, a notice along the foot of every editor page while the content on disk has
 * problems (the site then runs on its last good build): how many, and a link to the list, which
 * opens each entry to fix it. Asked again after each save, so a fix clears it.
 */
export const PROBLEMS_NOTICE_SCRIPT = `function showContentProblems() {
  fetch('/admin/problems.json').then((response) => (response.ok ? response.json() : undefined)).then((state) => {
    if (!state || state.count === 0) return document.getElementById('content-problems')?.remove();
    const notice = noticeBox('content-problems', 'alert', 'position:fixed;left:0;right:0;bottom:0;z-index:10000;padding:10px 16px;background:#fff4d6;border-top:2px solid #b07a00;color:#222;font:15px/1.4 system-ui,sans-serif');
    const link = document.createElement('a');
    link.href = '/admin/problems';
    link.textContent = 'See them and fix them here';
    notice.replaceChildren('The content has ' + state.count + (state.count === 1 ? ' problem' : ' problems') + ', so the site ' + (state.hasBuild ? 'shows its last good build' : 'is not built') + ' until they are fixed. ', link);
  }).catch(() => {});
}
showContentProblems();
CMS.registerEventListener({ name: 'postSave', handler: () => showContentProblems() });
`;

/**
 * The browser editor at /admin/ in a built site: the page, Decap's bundle and the generated
 * configuration. Only \`npm run build:deploy -- --with-editor\` writes it (npm start serves it
 * itself), so the public site's pages, budgets and sitemap never include it.
 */
export async function writeAdmin(outDir: string, options: EditorOptions, contentRoot = projectRoot): Promise<void> {
  const dir = join(outDir, 'admin');
  mkdirSync(dir, { recursive: true });
  copyFileSync(decapBundlePath(), join(dir, 'decap-cms.js'));
  writeFileSync(join(dir, 'config.yml'), adminConfigText(options));
  const testRepo = options.hosted?.name === TEST_REPO;
  if (testRepo) writeFileSync(join(dir, 'test-repo.js'), testRepoScript(contentRoot));
  writeFileSync(
    join(dir, 'index.html'),
    adminPage({ identity: (options.hosted?.name ?? 'git-gateway') === 'git-gateway', testRepo }),
  );
  writeFileSync(join(dir, 'editor.js'), editorScript(options));
  writeFileSync(join(dir, 'manual-init.js'), MANUAL_INIT_SCRIPT);
  // The check before each save (siteCheckScript.ts): its rules, and the content it checks an entry against.
  writeFileSync(join(dir, 'check.js'), await checkBundle());
  writeFileSync(join(dir, 'content.json'), JSON.stringify(contentIndex(contentRoot)));
  // The preview (hostedPreviewScript.ts): the site's renderer, and the blocks' components in preview/.
  mkdirSync(join(dir, 'preview'), { recursive: true });
  for (const [path, code] of await previewBundle()) writeFileSync(join(dir, path), code);
}

/**
 * The editor's own Content-Security-Policy: Decap compiles its config checks at run time
 * ('unsafe-eval'), draws previews in same-origin frames and blob: images, and talks to the local
 * backend (decap-server) or, hosted, to the Git host's API and its sign-in.
 */
export function adminContentSecurityPolicy(_options: EditorOptions): string {
  // Locally the backend is the site's own /admin/api/v1 ('self'): decap-server has no address a page can reach.
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval' https://identity.netlify.com",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https:",
    "font-src 'self' data:",
    // blob: Decap reads a photo chosen in the form from its blob: URL when it saves the entry.
    `connect-src 'self' blob: https://api.github.com https://identity.netlify.com https://*.netlify.app`,
    "frame-src 'self' https://identity.netlify.com",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The _headers rule for /admin/*: Cloudflare Pages and Netlify add headers of every matching
 *  rule, so the site's policy is detached first ("! Name") and the editor's set in its place. */
export function adminHeadersRule(options: EditorOptions): string {
  return `
${ADMIN_PATH}*
  ! Content-Security-Policy
  Content-Security-Policy: ${adminContentSecurityPolicy(options)}
  X-Robots-Tag: noindex, nofollow
  Cache-Control: no-cache
`;
}
