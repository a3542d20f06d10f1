/**
 * Checks data/media against its manifest and against what real photography would weigh, so the
 * site's pages and performance figures are measured with honest files. Reads the files on disk;
 * regenerate with `npm run media` (or `-- --manifest-only` after replacing a file).
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { imageSize } from 'image-size';
import { describe, expect, it } from 'vitest';
import { logoSvg } from '../scripts/tools/media/logo.ts';
import { readMp4Info } from '../scripts/tools/media/mp4.ts';
import { scanData } from '../scripts/tools/media/scan.ts';

const root = join(import.meta.dirname, '..');
const mediaDir = join(root, 'data', 'media');

interface Entry {
  path: string;
  width: number;
  height: number;
  bytes: number;
  type: string;
  standIn: boolean;
}

const manifest = JSON.parse(readFileSync(join(mediaDir, 'manifest.json'), 'utf8')) as { note: string; files: Entry[] };
const onDisk = (mediaPath: string) => join(mediaDir, ...mediaPath.replace(/^\/media\//, '').split('/'));
const byType = (type: string) => manifest.files.filter((f) => f.type === type);

// A real 2400 px photograph at q80 weighs this much; "KB" read strictly both ways.
const MIN_JPEG_BYTES = 300 * 1024;
const MAX_JPEG_BYTES = 600 * 1000;

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

describe('data/media/manifest.json', () => {
  it('explains that the files are stand-ins and how to refresh it', () => {
    expect(manifest.note).toMatch(/stand-?in/i);
    expect(manifest.note).toContain('npm run media -- --manifest-only');
  });

  it('is sorted by path with no duplicates', () => {
    const paths = manifest.files.map((f) => f.path);
    expect(paths).toEqual([...new Set(paths)].sort());
  });

  it('lists every file on disk (and nothing else)', () => {
    const files = walk(mediaDir)
      .map((file) => '/media/' + relative(mediaDir, file).split(sep).join('/'))
      .filter((path) => path !== '/media/manifest.json');
    expect(files.sort()).toEqual(manifest.files.map((f) => f.path));
  });

  it.each(manifest.files.map((f) => [f.path, f] as const))('%s exists with the listed size and dimensions', (_, entry) => {
    const file = onDisk(entry.path);
    expect(statSync(file).size).toBe(entry.bytes);
    const buffer = readFileSync(file);
    const { width, height } = entry.type === 'video/mp4' ? readMp4Info(buffer) : imageSize(buffer);
    expect({ width, height }).toEqual({ width: entry.width, height: entry.height });
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
    for (const entry of jpegs.filter((f) => f.path.startsWith('/media/team/'))) expect(entry.height).toBeGreaterThan(entry.width);
    const poster = manifest.files.find((f) => f.path === '/media/home/hero-poster.jpg');
    if (poster?.standIn) expect([poster.width, poster.height]).toEqual([2400, 1350]);
  });
});

describe('publication logos', () => {
  const logos = byType('image/svg+xml');

  it.each(logos.map((f) => [f.path, f] as const))('%s is a small one-colour SVG with width, height and viewBox', (_, entry) => {
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
  });
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
