import { describe, expect, it } from 'vitest';
import { type SiteSnapshot, changesBetween } from '../../scripts/dev/live/siteSnapshot.ts';

/** A served site of no pages, as far as changesBetween reads one. */
const served = {
  site: { routes: new Map(), notFound: { page: { blocks: [] } } },
  pages: new Map(),
  dataFiles: new Map(),
  redirects: '[]',
  characters: 'abc',
  mediaOrigins: '',
  frameOrigins: '',
} as unknown as SiteSnapshot;

describe('what a saved change asks of the running site (npm start)', () => {
  it('nothing but the content changed: pages are rewritten in place, no full build', () => {
    expect(changesBetween(served, { ...served }, new Set()).fullBuild).toBeUndefined();
  });

  it('a first video or tour from a provider rebuilds, so the Content-Security-Policy lets its player in', () => {
    const next = { ...served, frameOrigins: 'https://my.matterport.com' };
    expect(changesBetween(served, next, new Set()).fullBuild).toMatch(/video or tour from another provider/);
  });

  it('media from another host rebuilds too', () => {
    const next = { ...served, mediaOrigins: 'https://images.example.com' };
    expect(changesBetween(served, next, new Set()).fullBuild).toMatch(/media from another host/);
  });
});
