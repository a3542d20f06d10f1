/**
 * A stand-in for CREA's DDF® Web API on a free port of this machine: the OAuth 2.0 token endpoint
 * and the OData v4 resources the sync reads (the Property replication list, Property with Media
 * and OpenHouse expanded, Member), answering from the recorded, RESO-shaped responses in
 * tests/fixtures/ddf. A test changes `feed` (the records the board has today) between runs, as the
 * board would; `requests` records what the sync asked for. It is the feed's photo host too: the
 * recorded photo addresses are rewritten to its own, where each photo is served in DDF®'s three
 * sizes. No test reaches the real service.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import sharp from 'sharp';

type Row = Record<string, unknown>;
const fixtures = join(import.meta.dirname, '..', 'fixtures', 'ddf');
const recorded = (name: string) => JSON.parse(readFileSync(join(fixtures, name), 'utf8')) as { value: Row[] } & Row;

const CLIENT_ID = 'fixture-client';
const CLIENT_SECRET = 'fixture-secret';

export interface DdfServer {
  url: string;
  env: { DDF_CLIENT_ID: string; DDF_CLIENT_SECRET: string; DDF_API_URL: string; DDF_TOKEN_URL: string };
  /** The board's records today: a fresh copy of the recording, for the test to change. */
  feed: Row[];
  members: Row[];
  /** When set, the API answers 401 to the token it issued (a revoked feed). */
  revoked: boolean;
  /** Photo paths ("/listings/<key>/medres/1.jpg") the photo host answers 404. */
  missingPhotos: Set<string>;
  requests: string[];
  close(): Promise<void>;
}

const REPLICATION_PAGE = 15;

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** The keys an OData `$filter` of "Field eq 'a' or Field eq 'b'" names (all the sync sends). */
const keysOf = (filter: string | null, field: string) =>
  new Set(
    [...(filter ?? '').matchAll(new RegExp(`${field} eq '((?:[^']|'')*)'`, 'g'))].map((m) => m[1]!.replace(/''/g, "'")),
  );

async function body(req: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return text;
}

/** The recorded photo host; the stand-in serves its photos itself, at its own address. */
const RECORDED_PHOTO_HOST = 'https://ddf-photos.example.com';
/** The sizes the stand-in's photo host serves of each photo, as DDF®'s does (lowres, medres, highres). */
const PHOTO_SIZES: Record<string, { width: number; height: number }> = {
  lowres: { width: 240, height: 160 },
  medres: { width: 640, height: 427 },
  highres: { width: 1920, height: 1280 },
};
const photoBytes = new Map<string, Promise<Buffer>>();
/** A plain JPEG of that size, made once: the sync reads only its header. */
const jpeg = (width: number, height: number) => {
  const key = `${width}x${height}`;
  if (!photoBytes.has(key))
    photoBytes.set(
      key,
      sharp({ create: { width, height, channels: 3, background: '#8a9bab' } })
        .jpeg({ quality: 60 })
        .toBuffer(),
    );
  return photoBytes.get(key)!;
};

export async function startDdfServer(): Promise<DdfServer> {
  const token = recorded('token.json');
  const state = {
    feed: structuredClone(recorded('property.json').value),
    members: structuredClone(recorded('member.json').value),
    revoked: false,
    missingPhotos: new Set<string>(),
    requests: [] as string[],
  };
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      state.requests.push(`${req.method} ${url.pathname}${url.search}`);
      if (req.method === 'POST' && url.pathname === '/connect/token') {
        const form = new URLSearchParams(await body(req));
        const good =
          form.get('grant_type') === 'client_credentials' &&
          form.get('client_id') === CLIENT_ID &&
          form.get('client_secret') === CLIENT_SECRET &&
          form.get('scope') === 'DDFApi_Read';
        return good ? send(res, 200, token) : send(res, 400, { error: 'invalid_client' });
      }
      const photo = /^\/listings\/[^/]+\/(lowres|medres|highres)\/[^/]+\.jpg$/.exec(url.pathname);
      if (req.method === 'GET' && photo) {
        if (state.missingPhotos.has(url.pathname)) return send(res, 404, { error: 'no such photo' });
        const { width, height } = PHOTO_SIZES[photo[1]!]!;
        res.writeHead(200, { 'content-type': 'image/jpeg' });
        return res.end(await jpeg(width, height));
      }
      if (req.headers.authorization !== `Bearer ${String(token.access_token)}` || state.revoked)
        return send(res, 401, { error: { code: '401', message: 'Unauthorized' } });
      const base = `http://${req.headers.host}/odata/v1`;
      if (url.pathname === '/odata/v1/Property/PropertyReplication()') {
        const skip = Number(url.searchParams.get('$skip') ?? 0);
        const rows = state.feed.map((p) => ({
          ListingKey: p.ListingKey,
          ModificationTimestamp: p.ModificationTimestamp,
        }));
        const page = rows.slice(skip, skip + REPLICATION_PAGE);
        const next =
          skip + REPLICATION_PAGE < rows.length
            ? `${base}/Property/PropertyReplication()?$skip=${skip + REPLICATION_PAGE}`
            : undefined;
        return send(res, 200, { value: page, ...(next ? { '@odata.nextLink': next } : {}) });
      }
      if (url.pathname === '/odata/v1/Property') {
        const keys = keysOf(url.searchParams.get('$filter'), 'ListingKey');
        const expand = (url.searchParams.get('$expand') ?? '').split(',');
        const value = state.feed
          .filter((p) => keys.has(String(p.ListingKey)))
          .map((p) =>
            Object.fromEntries(
              Object.entries(p).filter(([k]) => !['Media', 'OpenHouse'].includes(k) || expand.includes(k)),
            ),
          );
        // The photos' addresses name the stand-in, which serves them as the feed's photo host would.
        const origin = `http://${req.headers.host}`;
        return send(res, 200, { value: JSON.parse(JSON.stringify(value).replaceAll(RECORDED_PHOTO_HOST, origin)) });
      }
      if (url.pathname === '/odata/v1/Member') {
        const keys = keysOf(url.searchParams.get('$filter'), 'MemberKey');
        return send(res, 200, { value: state.members.filter((m) => keys.has(String(m.MemberKey))) });
      }
      send(res, 404, { error: { code: '404', message: 'Not found' } });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(state, {
    url,
    env: {
      DDF_CLIENT_ID: CLIENT_ID,
      DDF_CLIENT_SECRET: CLIENT_SECRET,
      DDF_API_URL: `${url}/odata/v1`,
      DDF_TOKEN_URL: `${url}/connect/token`,
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // The client keeps connections alive: closed too, the next request meets a closed port.
        server.closeAllConnections();
      }),
  });
}
