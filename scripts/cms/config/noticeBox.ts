/**
 * The editor page's notices (a photo refused, the content's problems, an entry's warnings, when a
 * save is live) each sit pinned at their own place over Decap's page: made once under their id,
 * then their words replaced. Defined once at the top of editor.js (adminFiles.ts), where every
 * notice script finds it.
 */
export const NOTICE_BOX_SCRIPT = `function noticeBox(id, role, css) {
  let notice = document.getElementById(id);
  if (!notice) {
    notice = document.createElement('div');
    notice.id = id;
    notice.setAttribute('role', role);
    notice.style.cssText = css;
    document.body.append(notice);
  }
  return notice;
}
`;
