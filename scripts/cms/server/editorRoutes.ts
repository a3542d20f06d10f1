import { createReadStream, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EditorEntry } from './entryCopy.ts';
import { refusedWrite, replacedMedia, type DataFileWrite } from './writeGuard.ts';
import { refusedRequest } from './contentPaths.ts';
import { BACKEND_KEY_HEADER, type DecapServer } from './decapServer.ts';
import { EDITOR_KEY_HEADER, EDITOR_KEY_SCRIPT, newEditorKey, refusedEditorRequest } from './editorAccess.ts';
import { currentProblems, currentReport, problemsPage } from './contentProblems.ts';
import { PREVIEW_MEDIA_PATH, previewEntry, previewMediaFile, type EntryToCheck, type PreviewBuild } from './preview.ts';
import { distDir, imageCacheDir, ssrOutDir } from '../../lib/paths.ts';
import {
  MANUAL_INIT_SCRIPT,
  adminPage,
  adminConfigText,
  adminContentSecurityPolicy,
  decapBundlePath,
  editorScript,
} from '../config/adminFiles.ts';
import { checkBundle } from '../config/checkBundle.ts';
import { contentIndex } from '../config/contentIndex.ts';

async function readJson<T = EditorEntry>(req: IncomingMessage): Promise<T> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as T;
}

/** A write from the editor's own page sends JSON (a form on another site cannot without a preflight). */
const isJson = (req: IncomingMessage) =>
  (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase() === 'application/json';

/** A file the editor sends with a save or an upload (decap-server's asset: base64 content), prepared by the page (photoUploads.ts). */
interface UploadedAsset {
  path: string;
  content: string;
  encoding: 'base64';
}

/** Where the editor's requests to its backend arrive on the site's origin. */
const EDITOR_API = '/admin/api/v1';

interface BackendRequest {
  action: string;
  params?: {
    branch?: string;
    asset?: UploadedAsset;
    assets?: UploadedAsset[];
    entry?: DataFileWrite;
    dataFiles?: DataFileWrite[];
    options?: { newEntry?: boolean; commitMessage?: string };
  };
}

/** Passes an editor request to decap-server; an entry's write that would put a file the site
 *  refuses into data/, or replace a stored photo with another, stops here (writeGuard.ts). An
 *  uploaded photo arrives prepared: the editor's page made it fit for the site (photoUploads.ts). */
async function forwardToBackend(
  req: IncomingMessage,
  backend: DecapServer | undefined,
  contentRoot: string,
): Promise<{ status: number; body: string }> {
  const request = await readJson<BackendRequest>(req);
  // Only data/ (the content and its media), whatever the spelling: decap-server says the same again.
  const outside = refusedRequest(contentRoot, request);
  if (outside) return { status: 403, body: JSON.stringify({ error: outside }) };
  if (!backend) return { status: 503, body: JSON.stringify({ error: "The editor's backend is not running." }) };
  const params = request.params;
  if (request.action === 'persistEntry' && params) {
    const files = params.dataFiles ?? (params.entry ? [params.entry] : []);
    const refusal = refusedWrite(contentRoot, files, params.options ?? {});
    if (refusal) return { status: 409, body: JSON.stringify({ error: refusal }) };
    // Decap sends every file chosen in the form, one replaced before the save too (a photo refused as too small): only those the entry shows are stored.
    if (params.assets)
      params.assets = params.assets.filter((asset) =>
        files.some((file) => file.raw.includes(`/${asset.path.split('/').at(-1)}"`)),
      );
  }
  const replaced = replacedMedia(contentRoot, [...(params?.asset ? [params.asset] : []), ...(params?.assets ?? [])]);
  if (replaced) return { status: 409, body: JSON.stringify({ error: replaced }) };
  const send = (body: BackendRequest) =>
    fetch(backend.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [BACKEND_KEY_HEADER]: backend.key },
      body: JSON.stringify(body),
    });
  // decap-server writes an entry before its photos: the live site, which rebuilds on the entry's
  // file, then found the photos missing. Each photo is stored first, then the entry without them.
  if (request.action === 'persistEntry' && params?.assets?.length) {
    for (const asset of params.assets) {
      const stored = await send({
        action: 'persistMedia',
        params: { branch: params.branch, asset, options: { commitMessage: params.options?.commitMessage ?? 'Upload' } },
      });
      if (!stored.ok) return { status: stored.status, body: await stored.text() };
    }
    params.assets = [];
  }
  const response = await send(request);
  return { status: response.status, body: await response.text() };
}

/**
 * /admin/ for npm start: the editor's page, Decap's bundle, the configuration generated afresh
 * on every request (so it always matches the schemas), the pre-save check's script and the
 * content index it reads (from data/ at each request; the check itself runs in the page) and the
 * preview (the page drawn by the site's own components, preview.ts). Returns false for any other path, for the
 * site's own files.
 */
export function editorRoutes(
  contentRoot: string,
  {
    backend,
    build = { distDir, ssrDir: ssrOutDir, imageCacheDir },
    hasBuild = () => true,
    key = newEditorKey(),
    tempDir = tmpdir(),
  }: {
    /** Where the preview's photos go (npm start's run folder, which the next start removes after a crash). */
    tempDir?: string;
    /** decap-server in this process (startDecapServer): without it the editor's pages answer, its saves do not. */
    backend?: DecapServer;
    /** What the editor's page must send back with each request: a fresh one per start unless a test gives one. */
    key?: string;
    build?: PreviewBuild;
    /** Whether the site serves a build (npm start keeps the last good one). */ hasBuild?: () => boolean;
  } = {},
) {
  // The editor talks to decap-server through /admin/api/v1 on the site's own origin, so that
  // every write passes this start's key, the confinement to data/ and writeGuard.ts.
  const optionsFor = (req: IncomingMessage) => ({
    localBackend: true,
    backendUrl: `http://${req.headers.host ?? '127.0.0.1'}${EDITOR_API}`,
  });
  const policy = adminContentSecurityPolicy({ localBackend: true });
  // The photo variants the preview makes, kept for the session (named by content, so never stale).
  let previewMedia: string | undefined;
  const mediaOut = () => (previewMedia ??= mkdtempSync(join(tempDir, 'editor-preview-media-')));
  const routes = (req: IncomingMessage, res: ServerResponse): boolean => {
    const path = (req.url ?? '/').split('?')[0]!;
    if (!path.startsWith('/admin')) return false;
    // Another site's page in the same browser, or one that rebinds its name to 127.0.0.1, could
    // call here (the writes reach data/): only this start's editor page, on this address, may.
    // The content index is data/ whole: read only by this start's editor page, as a write is made.
    const needsKey = (req.method !== 'GET' && req.method !== 'HEAD') || path === '/admin/content.json';
    const refusal = refusedEditorRequest(req, key, needsKey);
    if (refusal || (req.method === 'POST' && !isJson(req))) {
      res
        .writeHead(403, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ error: refusal ?? 'Only the editor on this site may write here.' }));
      return true;
    }
    res.setHeader('Content-Security-Policy', policy);
    res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    res.setHeader('Cache-Control', 'no-cache');
    const send = (type: string, body: string) => {
      res.setHeader('Content-Type', type);
      res.end(body);
    };
    if (path === '/admin') {
      res.writeHead(301, { Location: '/admin/' }).end();
    } else if (path === '/admin/' || path === '/admin/index.html') {
      // The check's script is built once per process (seconds): begun as the editor opens, not at its first save.
      checkBundle().catch(() => undefined);
      send('text/html; charset=utf-8', adminPage({ editorKey: key }));
    } else if (path === '/admin/config.yml') {
      send('text/yaml; charset=utf-8', adminConfigText(optionsFor(req)));
    } else if (path === '/admin/editor.js') {
      send('text/javascript; charset=utf-8', editorScript(optionsFor(req)));
    } else if (path === '/admin/manual-init.js') {
      send('text/javascript; charset=utf-8', MANUAL_INIT_SCRIPT + EDITOR_KEY_SCRIPT);
    } else if (path === '/admin/check.js') {
      // The content check the page runs before each save (siteCheckScript.ts), as the hosted editor's.
      checkBundle()
        .then((code) => send('text/javascript; charset=utf-8', code))
        .catch((error: unknown) => {
          res.statusCode = 500;
          send(
            'text/plain; charset=utf-8',
            `The check could not be built: ${error instanceof Error ? error.message : String(error)}`,
          );
        });
    } else if (path === '/admin/content.json') {
      // Read from data/ at each request: the page checks against the content as the last save left it.
      send('application/json', JSON.stringify(contentIndex(contentRoot)));
    } else if (path === '/admin/decap-cms.js') {
      res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
      createReadStream(decapBundlePath()).pipe(res);
    } else if (path === EDITOR_API && req.method === 'POST') {
      forwardToBackend(req, backend, contentRoot)
        .then(({ status, body }) => {
          res.statusCode = status;
          send('application/json', body);
        })
        .catch((error: unknown) => {
          res.statusCode = 502;
          send('application/json', JSON.stringify({ error: error instanceof Error ? error.message : String(error) }));
        });
    } else if (
      path.startsWith(`${PREVIEW_MEDIA_PATH}/`) &&
      req.method === 'GET' &&
      previewMediaFile(mediaOut(), path.slice(PREVIEW_MEDIA_PATH.length + 1))
    ) {
      const extension = extname(path).slice(1).toLowerCase();
      res.setHeader('Content-Type', `image/${extension === 'jpg' ? 'jpeg' : extension}`);
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      createReadStream(previewMediaFile(mediaOut(), path.slice(PREVIEW_MEDIA_PATH.length + 1))!).pipe(res);
    } else if (path === '/admin/problems') {
      // The content on disk, checked afresh: what keeps the site from being rebuilt, in the browser.
      const { errors, warnings } = currentReport(contentRoot);
      send('text/html; charset=utf-8', problemsPage(errors, { hasBuild: hasBuild(), warnings }));
    } else if (path === '/admin/problems.json') {
      send('application/json', JSON.stringify({ count: currentProblems(contentRoot).length, hasBuild: hasBuild() }));
    } else if (path === '/admin/preview' && req.method === 'POST') {
      readJson<EntryToCheck>(req)
        .then(async (entry) => {
          const { html, warnings, page } = await previewEntry(contentRoot, entry, build, mediaOut());
          // The form shows the warnings beside the preview (the header keeps the answer the page itself),
          // and links to the page once a save of it is live (liveProgressScript.ts).
          res.setHeader('X-Entry-Warnings', encodeURIComponent(JSON.stringify(warnings)));
          if (page) res.setHeader('X-Entry-Page', encodeURI(page));
          send('text/html; charset=utf-8', html);
        })
        .catch((error: unknown) => {
          res.statusCode = 500;
          send(
            'text/plain; charset=utf-8',
            `The preview could not be drawn: ${error instanceof Error ? error.message : String(error)}`,
          );
        });
    } else {
      return false;
    }
    return true;
  };
  return Object.assign(routes, { key, keyHeader: EDITOR_KEY_HEADER });
}
