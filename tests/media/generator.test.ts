/**
 * The stand-in media the generator makes (`npm run media`), measured against what real
 * photography and video would weigh, so pages and performance figures are tested with honest
 * files. Reads the fixture site's media (a frozen copy of the sample's) through the same
 * inventory `npm run check` writes to data/media/manifest.json, so the team's own photos in
 * data/ never make a test fail.
 */
import { readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { imageSize } from 'image-size';
import { describe, expect, it } from 'vitest';
import { floorPlanSvg } from '../../scripts/media/floorPlan.ts';
import { logoSvg } from '../../scripts/media/logo.ts';
import { readMp4Info } from '../../scripts/media/mp4.ts';
import { scanData } from '../../scripts/media/scan.ts';
import { buildManifest, mediaFiles } from '../../scripts/media/manifest.ts';
import { fixtureSiteRoot } from '../helpers/fixtureSite.ts';
import { PlanDrawingList } from '../../scripts/media/planDrawing.ts';

const root = fixtureSiteRoot;
const mediaDir = join(root, 'data', 'media');

interface Entry {
  path: string;
  width: number;
  height: number;
  bytes: number;
  type: string;
  standIn: boolean;
}

const manifest = buildManifest(mediaDir) as { note: string; files: Entry[] };
const onDisk = (mediaPath: string) => join(mediaDir, ...mediaPath.replace(/^\/media\//, '').split('/'));
const byType = (type: string) => manifest.files.filter((f) => f.type === type);

// A real 2400 px photograph at q80 weighs this much; "KB" read strictly both ways.
const MIN_JPEG_BYTES = 300 * 1024;
const MAX_JPEG_BYTES = 600 * 1000;

describe('the media inventory', () => {
  it('explains that the files are stand-ins and how it is refreshed', () => {
    expect(manifest.note).toMatch(/stand-?in/i);
    expect(manifest.note).toContain('npm run check');
  });

  it('is sorted by path with no duplicates, and lists every file with its size and dimensions', () => {
    const paths = manifest.files.map((f) => f.path);
    expect(paths).toEqual([...new Set(paths)].sort());
    const files = mediaFiles(mediaDir).map((file) => '/media/' + relative(mediaDir, file).split(sep).join('/'));
    expect(files.sort()).toEqual(paths);
    for (const entry of manifest.files) {
      const buffer = readFileSync(onDisk(entry.path));
      const { width, height } = entry.type === 'video/mp4' ? readMp4Info(buffer) : imageSize(buffer);
      expect({ path: entry.path, bytes: statSync(onDisk(entry.path)).size, width, height }).toEqual({
        path: entry.path,
        bytes: entry.bytes,
        width: entry.width,
        height: entry.height,
      });
    }
  });

  it('has a file for every /media/ path the content refers to', () => {
    const listed = new Set(manifest.files.map((f) => f.path));
    const missing = scanData(root)
      .references.filter((r) => !listed.has(r.mediaPath))
      .map((r) => `${r.mediaPath} (${r.sources.join(', ')})`);
    expect(missing).toEqual([]);
  });
});

describe('JPEG stand-ins', () => {
  const jpegs = byType('image/jpeg').filter((f) => f.standIn);

  it('exist', () => {
    expect(jpegs.length).toBeGreaterThan(0);
  });

  it.each(jpegs.map((f) => [f.path, f] as const))('%s is a 2400 px, 300-600 KB JPEG', (_, entry) => {
    const head = readFileSync(onDisk(entry.path)).subarray(0, 3);
    expect([...head]).toEqual([0xff, 0xd8, 0xff]);
    expect(Math.max(entry.width, entry.height)).toBeGreaterThanOrEqual(2400);
    expect(entry.bytes).toBeGreaterThanOrEqual(MIN_JPEG_BYTES);
    expect(entry.bytes).toBeLessThanOrEqual(MAX_JPEG_BYTES);
  });

  it('team portraits are portrait-oriented; the hero poster is 16:9 at 2400 px', () => {
    for (const entry of jpegs.filter((f) => f.path.startsWith('/media/team/')))
      expect(entry.height).toBeGreaterThan(entry.width);
    const poster = manifest.files.find((f) => f.path === '/media/home/hero-poster.jpg');
    if (poster?.standIn) expect([poster.width, poster.height]).toEqual([2400, 1350]);
  });
});

describe('publication logos', () => {
  const logos = byType('image/svg+xml').filter((f) => f.path.startsWith('/media/logos/'));

  it.each(logos.map((f) => [f.path, f] as const))(
    '%s is a small one-colour SVG with width, height and viewBox',
    (_, entry) => {
      const svg = readFileSync(onDisk(entry.path), 'utf8');
      const open = svg.match(/<svg\b[^>]*>/)?.[0] ?? '';
      expect(open).toMatch(/\swidth="\d+(\.\d+)?"/);
      expect(open).toMatch(/\sheight="\d+(\.\d+)?"/);
      expect(open).toMatch(/\sviewBox="[\d.\s-]+"/);
      expect(entry.bytes).toBeLessThan(4096);
      if (entry.standIn) {
        expect(new Set(svg.match(/#[0-9a-f]{6}\b/gi)).size).toBe(1);
        // Logos are pure functions of their path: a stale file means the generator changed.
        expect(svg).toBe(logoSvg(entry.path));
      }
    },
  );
});

describe('floor plans', () => {
  const plans = byType('image/svg+xml').filter((f) => !f.path.startsWith('/media/logos/'));
  const drawings = PlanDrawingList.parse(JSON.parse(readFileSync(join(mediaDir, 'plans.json'), 'utf8'))).plans;

  it('exist, each with its rooms in plans.json', () => {
    expect(plans.length).toBeGreaterThan(0);
    for (const plan of plans) expect(Object.keys(drawings), plan.path).toContain(plan.path);
  });

  it.each(plans.map((f) => [f.path, f] as const))(
    '%s is drawn from plans.json as the generator draws it now, with its size',
    (_, entry) => {
      const svg = readFileSync(onDisk(entry.path), 'utf8');
      expect(svg.match(/<svg\b[^>]*>/)?.[0]).toMatch(/ viewBox="0 0 \d+ \d+" width="\d+" height="\d+"/);
      // A pure function of its rooms: a stale file means the rooms or the generator changed.
      if (entry.standIn) expect(svg).toBe(floorPlanSvg(drawings[entry.path]!, 'Floor plan'));
    },
  );
});

describe('hero video', () => {
  const cuts = [
    { path: '/media/home/hero.mp4', size: [1920, 1080], atLeastMB: 1.5, underMB: 5 },
    // The portrait cut for phones: the same loop at the same bits per pixel, well under half the landscape file.
    { path: '/media/home/hero-portrait.mp4', size: [720, 1280], atLeastMB: 0.6, underMB: 1.3 },
  ];

  it.each(cuts)('$path is a muted H.264 MP4 of 6-10 s under $underMB MB', ({ path, size, atLeastMB, underMB }) => {
    const entry = manifest.files.find((f) => f.path === path);
    expect(entry).toBeDefined();
    const buffer = readFileSync(onDisk(entry!.path));
    expect(entry!.type).toBe('video/mp4');
    expect(buffer.length).toBeLessThan(underMB * 1024 * 1024);
    const info = readMp4Info(buffer);
    expect(info.tracks).toEqual(['vide']);
    expect(info.seconds).toBeGreaterThanOrEqual(6);
    expect(info.seconds).toBeLessThanOrEqual(10);
    if (entry!.standIn) {
      expect([info.width, info.height]).toEqual(size);
      expect(buffer.length).toBeGreaterThanOrEqual(atLeastMB * 1024 * 1024);
      // +faststart: the moov box comes before the media data, so playback can start early.
      expect(buffer.indexOf('moov')).toBeLessThan(buffer.indexOf('mdat'));
      expect(buffer.includes('avc1')).toBe(true);
    }
  });
});
