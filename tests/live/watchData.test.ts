/** npm start's watch of data/: every save seen, however it is written, a burst told once. */
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { watchData } from '../../scripts/dev/live/watchData.ts';

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let stop: (() => void) | undefined;
let dir: string;
afterEach(() => {
  stop?.();
  rmSync(dir, { recursive: true, force: true });
});

function watched() {
  dir = mkdtempSync(join(tmpdir(), 'watch-data-'));
  mkdirSync(join(dir, 'listings'));
  writeFileSync(join(dir, 'listings', 'a.json'), '{"price":1}');
  const bursts: string[][] = [];
  stop = watchData(dir, (files) => bursts.push(files.sort()), 150).close;
  return bursts;
}

/** A save as editors and sed -i make it: a new file renamed over the old one. */
const replace = (file: string, text: string) => {
  writeFileSync(`${file}.tmp`, text);
  renameSync(`${file}.tmp`, file);
};

describe('watching data/', () => {
  it('sees every save of a file that saves replace by a rename, not only the first', async () => {
    const bursts = watched();
    for (const price of [2, 3, 4]) {
      replace(join(dir, 'listings', 'a.json'), `{"price":${price}}`);
      await settle(400);
    }
    writeFileSync(join(dir, 'listings', 'a.json'), '{"price":5}');
    await settle(400);
    expect(bursts).toHaveLength(4);
    bursts.forEach((files) => expect(files).toContain(join('listings', 'a.json')));
  });

  it('tells one change for a save that writes several files, and watches a folder created by it', async () => {
    const bursts = watched();
    mkdirSync(join(dir, 'media', 'uploads'), { recursive: true });
    writeFileSync(join(dir, 'media', 'uploads', 'one.jpg'), 'x');
    writeFileSync(join(dir, 'listings', 'b.json'), '{}');
    await settle(400);
    expect(bursts).toHaveLength(1);
    expect(bursts[0]).toContain(join('listings', 'b.json'));
    writeFileSync(join(dir, 'media', 'uploads', 'two.jpg'), 'x');
    await settle(400);
    expect(bursts[1]).toEqual([join('media', 'uploads', 'two.jpg')]);
  });

  it('leaves out files that are not content (the photos manifest, hidden files)', async () => {
    const bursts = watched();
    writeFileSync(join(dir, 'listings', '.a.json.swp'), 'x');
    mkdirSync(join(dir, 'media'));
    await settle(400);
    const before = bursts.length;
    writeFileSync(join(dir, 'media', 'manifest.json'), '{}');
    await settle(400);
    expect(bursts).toHaveLength(before);
  });
});
