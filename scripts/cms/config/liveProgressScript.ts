/**
 * Under npm start, after a save: a notice in the editor's page that says what the live site is
 * doing with it (rebuilding the page, preparing its photos: how many, about how long) and then
 * "Live now", with a link to the page; or, if the site could not be updated, why and where to
 * look. It follows the live site's own progress (scripts/dev/live/liveStatus.ts), sent on the
 * stream the site's pages reload by, on the editor's own origin (/admin/ is served by the same
 * server as the site, so the Content-Security-Policy's connect-src 'self' lets it in). Hosted,
 * the same notice says how long a deploy takes (LIVE_WHEN_SCRIPT).
 */

/** The live site's event stream (scripts/dev/live/liveReload.ts serves it). */
export const LIVE_EVENTS_PATH = '/__live/events';

/** Said when the site has sent nothing about a save for this long. */
const QUIET_MS = 30_000;

/** The notice after a save, in both set-ups: at the bottom left, until the next save. */
const LIVE_NOTICE_SCRIPT = `function liveNotice(...parts) {
  const notice = noticeBox('entry-live', 'status', 'position:fixed;left:16px;bottom:56px;z-index:10000;max-width:440px;padding:10px 16px;border:2px solid;border-radius:6px;color:#222;font:15px/1.45 system-ui,sans-serif');
  // Green for news of a save, whatever the last one said (a failure turns it red below).
  notice.style.background = '#eef6ee';
  notice.style.borderColor = '#2e7d32';
  notice.replaceChildren(...parts);
  return notice;
}
`;

/** What the hosted editor says after a save: when the site will show it. */
const LIVE_WHEN =
  'Saved. Once it is published, the site checks the change and builds it again: the page shows it a few minutes after "Publish now" (longer when new photos are being prepared).';

/**
 * Hosted, after a save, when the page will show it: a published change is checked by CI and built
 * by the host (docs/CONTENT.md, "Hosted, from Publish to the live site").
 */
export const LIVE_WHEN_SCRIPT = `${LIVE_NOTICE_SCRIPT}CMS.registerEventListener({ name: 'postSave', handler: () => liveNotice(${JSON.stringify(LIVE_WHEN)}) });
`;

export const LIVE_PROGRESS_SCRIPT = `${LIVE_NOTICE_SCRIPT}const QUIET_MS = ${QUIET_MS};
let liveEvents;
// What the site said since the last Publish began, for a save whose news arrives before "Entry saved".
let liveSaid = [];
// The save being followed: which files are its own, and where its page is.
let liveSave;
let liveQuiet;
function followLiveSite() {
  if (liveEvents && liveEvents.readyState !== EventSource.CLOSED) return Promise.resolve();
  liveEvents = new EventSource(${JSON.stringify(LIVE_EVENTS_PATH)});
  liveEvents.addEventListener('status', (event) => {
    const status = JSON.parse(event.data);
    liveSaid.push(status);
    if (liveSave) showLiveStatus(status);
  });
  return new Promise((resolve) => {
    liveEvents.addEventListener('open', resolve, { once: true });
    setTimeout(resolve, 3000);
  });
}
const aboutSeconds = (seconds) => (seconds < 60 ? seconds + ' s' : Math.floor(seconds / 60) + ' min' + (seconds % 60 ? ' ' + (seconds % 60) + ' s' : ''));
function liveLink(path, text) {
  const link = document.createElement('a');
  link.href = path;
  link.target = '_blank';
  link.rel = 'noopener';
  link.textContent = text || location.origin + path;
  return link;
}
function stillQuiet() {
  clearTimeout(liveQuiet);
  liveQuiet = setTimeout(() => {
    if (liveSave) liveNotice('Saved. The site has not said yet whether the page is live: see the window where npm start runs.');
  }, QUIET_MS);
}
function showLiveStatus(status) {
  if (!status.files.some(liveSave.mine)) return;
  stillQuiet();
  if (status.state === 'updating') return liveNotice('Saved. The site is preparing the page: it will be live in a moment.');
  if (status.state === 'building') {
    const left = status.secondsLeft ? ', about ' + aboutSeconds(status.secondsLeft) + ' left' : '';
    if (status.stage === 'photos')
      return liveNotice('Saved. The site is preparing the photos of the page: ' + status.done + ' of ' + status.total + ' ready' + left + '. The page goes live when they are.');
    return liveNotice('Saved. The site is being rebuilt whole for this change: page ' + status.done + ' of ' + status.total + left + '.');
  }
  clearTimeout(liveQuiet);
  const save = liveSave;
  liveSave = undefined;
  if (status.state === 'failed') {
    const where = status.where.startsWith('/') ? liveLink(status.where, 'the list of problems') : status.where;
    const notice = liveNotice('Saved, but not live: ' + status.reason + '. See ', where, '.');
    notice.style.background = '#fdecea';
    notice.style.borderColor = '#c0392b';
    return;
  }
  const routes = status.state === 'live' ? status.routes : [];
  // The page the preview drew, else the entry's own among those rebuilt.
  const page = save.page || (Array.isArray(routes) && routes.find((route) => route.endsWith('/' + save.slug))) || '/';
  liveNotice(status.state === 'unchanged' ? 'Live now (the site already showed this): ' : 'Live now: ', liveLink(page));
}
if (typeof EventSource === 'function') followLiveSite();
CMS.registerEventListener({
  name: 'preSave',
  handler: async () => {
    liveSave = undefined;
    liveSaid = [];
    await followLiveSite();
  },
});
CMS.registerEventListener({
  name: 'postSave',
  handler: ({ entry }) => {
    const slug = String(entry.get('slug') || (entry.getIn(['data', 'slug']) ?? ''));
    const path = String(entry.get('path') || '').replace(/^\\/?data\\//, '');
    const page = previewedPage === '*' ? '/404' : previewedPage;
    liveSave = { slug, page, mine: (file) => file === path || file.endsWith('/' + slug + '.json') || file === slug + '.json' };
    liveNotice('Saved. The site is preparing the page: it will be live in a moment.');
    stillQuiet();
    for (const status of liveSaid.splice(0)) if (liveSave) showLiveStatus(status);
  },
});
`;
