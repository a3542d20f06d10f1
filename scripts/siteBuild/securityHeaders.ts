import type { Content } from '../../src/content/load/content.ts';
import { remoteHost } from '../../src/content/checks/media.ts';
import { walkJson } from '../../src/content/checks/walk.ts';
import { appLoaderCspSource } from './appLoader.ts';
import { FEED_CONTENT_TYPE, FEED_PATH } from './journalFeed.ts';
import { frameOrigins as listingFrameOrigins } from '../../src/model/listingVideo.ts';

/** Origins the content's video and tour players load in an iframe (YouTube, Vimeo, Matterport…): exactly those, none when the content has none. */
export function frameOrigins(content: Content): string[] {
  const origins = new Set<string>();
  for (const { value } of content.collections.listings)
    for (const origin of listingFrameOrigins(value)) origins.add(origin);
  return [...origins].sort();
}

/**
 * Origins of media the content loads from other hosts (e.g. a video host or a logo CDN): only those
 * of the hosts data/site.json lists in "imageHosts" (the check refuses any other), so no address
 * written in an entry can add a host to the policy by itself.
 */
export function mediaOrigins(content: Content): string[] {
  const listed = new Set(content.singletons.site.value.imageHosts ?? []);
  const origins = new Set<string>();
  const files = [...Object.values(content.collections).flat(), ...Object.values(content.singletons)];
  for (const { raw } of files)
    walkJson(raw, (value, path) => {
      if (path.at(-1) !== 'src' || typeof value !== 'string' || !/^https:\/\//.test(value)) return;
      const host = remoteHost(value);
      if (host && listed.has(host)) origins.add(new URL(value).origin);
    });
  return [...origins].sort();
}

/**
 * The Content-Security-Policy: as strict as the stack allows. Scripts come only from the site,
 * plus the one inline app loader, allowed by its hash (the route data and JSON-LD are data
 * blocks, not scripts); the forms may talk only to the
 * configured Supabase project; images and media come from the site, data: placeholders, and
 * the media hosts named in data; frames only from the video and tour providers the listings use
 * (a player is inserted when pressed). Styles need 'unsafe-inline' because Emotion inserts its rules
 * at run time.
 */
export function contentSecurityPolicy(supabaseUrl: string, media: string[], frames: string[] = []): string {
  const hosts = media.length ? ` ${media.join(' ')}` : '';
  return [
    "default-src 'self'",
    `script-src 'self' ${appLoaderCspSource}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${hosts}`,
    `media-src 'self'${hosts}`,
    "font-src 'self'",
    `connect-src 'self' ${new URL(supabaseUrl).origin}`,
    `frame-src ${frames.length ? frames.join(' ') : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    'upgrade-insecure-requests',
  ].join('; ');
}

/**
 * Headers for static hosts in the _headers format that Netlify and Cloudflare Pages read:
 * hashed assets cached for a year, HTML and data revalidated on every visit; the journal's feed
 * as Atom, not the generic XML type hosts guess from .xml (feed readers and browsers tell a feed by it).
 */
export function headersFile(csp: string, { local }: { local: boolean }): string {
  // A local build talks to http://127.0.0.1, which upgrade-insecure-requests would break.
  const policy = local ? csp.replace('; upgrade-insecure-requests', '') : csp;
  return `/*
  Content-Security-Policy: ${policy}
  X-Content-Type-Options: nosniff
  Referrer-Policy: strict-origin-when-cross-origin
  Permissions-Policy: camera=(), microphone=(), geolocation=(), interest-cohort=()
  Cross-Origin-Opener-Policy: same-origin
  X-Frame-Options: DENY${local ? '' : '\n  Strict-Transport-Security: max-age=63072000; includeSubDomains'}
  Cache-Control: public, max-age=0, must-revalidate

/assets/*
  Cache-Control: public, max-age=31536000, immutable

/media/*
  Cache-Control: public, max-age=604800, stale-while-revalidate=86400

${FEED_PATH}
  Content-Type: ${FEED_CONTENT_TYPE}
`;
}
