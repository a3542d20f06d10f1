import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Headers that describe the upstream body as sent, not as passed on here (decoded, in parts). */
const BODY_FRAMING = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive']);

/**
 * A front for the test site that sends one page's HTML in two parts with a pause between them, as
 * a slow connection or a slow phone's parser leaves a long page half read for a while. Every
 * other request passes straight through. GET only, which is all a page load needs.
 */
export async function serveDocumentInTwoParts(
  origin: string,
  path: string,
  { splitBefore, pauseMs }: { splitBefore: string; pauseMs: number },
) {
  const server = createServer((request, response) => void relay(request, response));
  async function relay(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', origin);
    const upstream = await fetch(url, { headers: { accept: request.headers.accept ?? '*/*' } });
    const body = Buffer.from(await upstream.arrayBuffer());
    response.writeHead(
      upstream.status,
      Object.fromEntries([...upstream.headers].filter(([name]) => !BODY_FRAMING.has(name))),
    );
    if (url.pathname !== path) return void response.end(body);
    const cut = body.indexOf(splitBefore);
    if (cut < 0) throw new Error(`${path} has no "${splitBefore}" to split before`);
    response.write(body.subarray(0, cut));
    setTimeout(() => response.end(body.subarray(cut)), pauseMs);
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
