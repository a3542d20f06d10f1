import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The header the editor's page adds to its own requests (EDITOR_KEY_SCRIPT), with the key it was served. */
export const EDITOR_KEY_HEADER = 'x-editor-key';

/** A fresh key for each start of the editor: a page on another origin can neither read nor guess it. */
export const newEditorKey = () => randomBytes(32).toString('hex');

/**
 * Run by the editor's page before Decap's bundle (manual-init.js, served by npm start only): every
 * request it sends to /admin/ on its own origin (the backend, the check, the preview) carries the
 * key from the page's meta tag. The key is in the HTML page only, never in a script: a page on
 * another site may run this site's scripts with <script src>, but cannot read its pages.
 */
export const EDITOR_KEY_SCRIPT = `(() => {
  const key = document.querySelector('meta[name="editor-key"]')?.content;
  if (!key) return;
  const send = window.fetch.bind(window);
  window.fetch = (input, init = {}) => {
    const request = input instanceof Request ? input : undefined;
    const url = new URL(request ? request.url : String(input), location.href);
    if (url.origin !== location.origin || !url.pathname.startsWith('/admin/')) return send(input, init);
    const headers = new Headers(init.headers || (request && request.headers));
    headers.set(${JSON.stringify(EDITOR_KEY_HEADER)}, key);
    return send(input, { ...init, headers });
  };
})();
`;

/**
 * Why the editor at /admin/ must not answer this request, or undefined: it must be addressed to
 * 127.0.0.1 or localhost on the port it arrived on (a page that rebinds its own name to 127.0.0.1
 * sends its own name as Host), come from that origin when the browser names one, and, for
 * anything but reading the editor's page and files, carry this start's key (`needsKey`).
 */
export function refusedEditorRequest(req: IncomingMessage, key: string, needsKey: boolean): string | undefined {
  const port = req.socket.localPort;
  const host = req.headers.host ?? '';
  if (host !== `127.0.0.1:${port}` && host !== `localhost:${port}`)
    return `The editor answers only at http://127.0.0.1:${port}/admin/.`;
  const origin = req.headers.origin;
  if (origin !== undefined && origin !== `http://${host}`) return 'Only the editor on this site may use it.';
  if (!needsKey) return undefined;
  const given = req.headers[EDITOR_KEY_HEADER];
  const matches =
    typeof given === 'string' && given.length === key.length && timingSafeEqual(Buffer.from(given), Buffer.from(key));
  return matches ? undefined : 'Only the editor on this site may use it: reload the editor (/admin/) and try again.';
}
