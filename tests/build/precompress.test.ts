import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { Precompressor, precompress } from '../../scripts/siteBuild/precompress.ts';
import { CompressedCache } from '../../scripts/siteBuild/compressedCache.ts';

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const temporary = () => {
  const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
  folders.push(dir);
  return dir;
};

/** A page of text over the kilobyte below which nothing is compressed. */
const text = (word: string) => `<p>${word}</p>\n`.repeat(200);

/** A build's output: two pages, their data and a shared script, with `changed` given other words. */
function build(changed: Record<string, string> = {}) {
  const dir = temporary();
  const files: Record<string, string> = {
    'index.html': text('home'),
    'listings/a/index.html': text('listing a'),
    'data/listings/a.json': JSON.stringify({ words: text('data a') }),
    'assets/app.js': text('script'),
    'small.html': '<p>under a kilobyte</p>',
    ...changed,
  };
  for (const [file, body] of Object.entries(files)) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), body);
  }
  return { dir, files };
}

/** Words in an order that repeats only far apart: slower to compress, and gzip's levels differ on them. */
const scrambled = (count: number) => Array.from({ length: count }, (_, i) => `w${(i * 7919) % 997}`).join(' ');

/**
 * Every copy decompresses to the file beside it, as the browser would read it: a .br of each, a .gz
 * of the shared scripts only.
 */
function expectCopiesOf(dir: string, files: Record<string, string>) {
  for (const [file, body] of Object.entries(files)) {
    if (body.length < 1024) continue;
    expect(brotliDecompressSync(readFileSync(join(dir, `${file}.br`))).toString(), file).toBe(body);
    if (file.startsWith('assets/'))
      expect(gunzipSync(readFileSync(join(dir, `${file}.gz`))).toString(), file).toBe(body);
    else expect(existsSync(join(dir, `${file}.gz`)), file).toBe(false);
  }
}

describe('brotli and gzip copies, from the cache where the file is unchanged', () => {
  it('compresses every file the first time, then only the files that changed', async () => {
    const cache = temporary();
    const first = build();
    expect(await precompress(first.dir, cache)).toEqual({ files: 4, compressed: 4 });
    expectCopiesOf(first.dir, first.files);
    expect(readdirSync(first.dir)).not.toContain('small.html.br');

    const second = build({ 'listings/a/index.html': text('listing a, price changed') });
    expect(await precompress(second.dir, cache)).toEqual({ files: 4, compressed: 1 });
    expectCopiesOf(second.dir, second.files);

    const third = build({ 'listings/a/index.html': text('listing a, price changed') });
    expect(await precompress(third.dir, cache)).toEqual({ files: 4, compressed: 0 });
    expectCopiesOf(third.dir, third.files);
  });

  it('compresses a script again when the cache holds only one of its copies, placing neither alone', async () => {
    const cache = temporary();
    await precompress(build().dir, cache);
    for (const name of readdirSync(cache).filter((n) => n.endsWith('.gz'))) rmSync(join(cache, name));
    const kept = new CompressedCache(cache);
    const bytes = readFileSync(join(build().dir, 'assets/app.js'));
    const name = kept.nameOf(bytes, 'brotli 11, gzip 9');
    // The script's .br is there, its .gz not.
    expect(readdirSync(cache)).toContain(`${basename(name)}.br`);
    const alone = temporary();
    expect(kept.place(name, join(alone, 'app.js'), true)).toBe(false);
    expect(readdirSync(alone)).toEqual([]);

    const again = build();
    expect(await precompress(again.dir, cache)).toEqual({ files: 4, compressed: 1 });
    expectCopiesOf(again.dir, again.files);
  });

  it('keeps copies of the same bytes at other settings apart (a page against a shared script)', async () => {
    const cache = temporary();
    const same = text('the same words');
    const { dir, files } = build({ 'index.html': same, 'assets/app.js': same });
    expect(await precompress(dir, cache)).toEqual({ files: 4, compressed: 4 });
    expectCopiesOf(dir, files);
    // A .br of each of the four files and the script's .gz: the page and the script hold the same
    // words, but at brotli 10 and 11 they are two entries.
    expect(readdirSync(cache)).toHaveLength(5);
  });

  it('writes the same copies without a cache, and the cached ones are the same bytes', async () => {
    const cache = temporary();
    const cached = build();
    await precompress(cached.dir, cache);
    const plain = build();
    expect(await precompress(plain.dir)).toEqual({ files: 4, compressed: 4 });
    for (const file of ['index.html.br', 'data/listings/a.json.br', 'assets/app.js.br', 'assets/app.js.gz'])
      expect(readFileSync(join(plain.dir, file)).equals(readFileSync(join(cached.dir, file)))).toBe(true);
  });

  it('forgets the copies no build has used for a week, and keeps those just used', async () => {
    const cache = temporary();
    const { dir } = build();
    await precompress(dir, cache);
    const names = readdirSync(cache);
    const old = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
    for (const name of names) utimesSync(join(cache, name), old, old);
    // A build that uses the home page only: its copies are touched, the others age out.
    const next = temporary();
    writeFileSync(join(next, 'index.html'), text('home'));
    expect(await precompress(next, cache)).toEqual({ files: 1, compressed: 0 });
    expect(readdirSync(cache)).toHaveLength(1);
    expect(Date.now() - statSync(join(next, 'index.html.br')).mtimeMs).toBeLessThan(60_000);
    expect(new CompressedCache(cache).prune(Date.now() + 8 * 24 * 60 * 60 * 1000)).toBe(1);
  });

  it('compresses pages given as they are written, and again any rewritten before the end', async () => {
    const cache = temporary();
    const { dir, files } = build();
    const compressor = new Precompressor(dir, cache);
    compressor.add(join(dir, 'index.html'));
    compressor.add(join(dir, 'small.html'));
    // A step after the pages rewrites one already started: its copies must be of the new text.
    const rewritten = text('home, rewritten by a later step');
    await new Promise((resolve) => setTimeout(resolve, 20));
    writeFileSync(join(dir, 'index.html'), rewritten);
    expect(await compressor.finish()).toEqual({ files: 4, compressed: 5 });
    expectCopiesOf(dir, { ...files, 'index.html': rewritten });
    expect(readdirSync(dir)).not.toContain('small.html.br');
  });

  it('copies a file rewritten while its copies are being made from its new text', async () => {
    const cache = temporary();
    // A long page first, whose copies take far longer than the short text that replaces it.
    const { dir, files } = build({ 'index.html': scrambled(60_000) });
    const compressor = new Precompressor(dir, cache);
    compressor.add(join(dir, 'index.html'));
    // Rewritten at once: the first copies, done last, must not land beside the new text.
    const rewritten = text('home, rewritten at once');
    writeFileSync(join(dir, 'index.html'), rewritten);
    compressor.add(join(dir, 'index.html'));
    expect(await compressor.finish()).toEqual({ files: 4, compressed: 5 });
    expectCopiesOf(dir, { ...files, 'index.html': rewritten });
  });

  it('gzips the shared scripts at level 9, and not the pages or their data', async () => {
    const words = scrambled(4000);
    const { dir } = build({
      'index.html': words,
      'data/listings/a.json': JSON.stringify(words),
      'assets/app.js': words,
    });
    await precompress(dir, temporary());
    const at = (level: number, body: string) => gzipSync(body, { level });
    expect(at(6, words).equals(at(9, words))).toBe(false);
    expect(readFileSync(join(dir, 'assets/app.js.gz')).equals(at(9, words))).toBe(true);
    expect(existsSync(join(dir, 'index.html.gz'))).toBe(false);
    expect(existsSync(join(dir, 'data/listings/a.json.gz'))).toBe(false);
  });

  it("gives only the shared scripts and styles copies in a local build's scope, the pages as they are", async () => {
    const cache = temporary();
    const { dir, files } = build();
    const compressor = new Precompressor(dir, cache, 'shared');
    compressor.addWritten();
    compressor.add(join(dir, 'index.html'));
    expect(await compressor.finish()).toEqual({ files: 1, compressed: 1 });
    expectCopiesOf(dir, { 'assets/app.js': files['assets/app.js']! });
    for (const file of ['index.html', 'listings/a/index.html', 'data/listings/a.json'])
      expect(existsSync(join(dir, `${file}.br`)), file).toBe(false);
  });
});
