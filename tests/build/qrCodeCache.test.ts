/**
 * The build keeps its QR codes between builds by their text (scripts/siteBuild/qrCodeCache.ts):
 * a kept code draws the same as one encoded afresh, the file is what the next build reads, a file
 * made under other settings is ignored, and only the codes a build drew are kept.
 */
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { qrCodeCache } from '../../scripts/siteBuild/qrCodeCache.ts';
import { qrCode } from '../../src/content/render/qrCode.ts';

const dir = mkdtempSync(join(tmpdir(), 'qr-code-cache-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const home = 'https://example.test/listings/12-maple-avenue';
// Longer: a code of another size, so a swapped entry shows.
const other = 'https://example.test/listings/an-address-long-enough-to-need-a-larger-code-than-the-first-one';
type Saved = { settings: string; codes: Record<string, { modules: string; used: string }> };
const readSaved = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Saved;
const DAY = 24 * 60 * 60 * 1000;

describe('the QR codes kept between builds', () => {
  it('draws a kept code exactly as node-qrcode encodes it', () => {
    const file = join(dir, 'same.json');
    const first = qrCodeCache(file);
    expect(first.qrCode(home)).toEqual(qrCode(home));
    first.save();
    const second = qrCodeCache(file);
    expect(second.qrCode(home)).toEqual(qrCode(home));
    expect(qrCode(home).size).not.toBe(qrCode(other).size);
  });

  it('reads the codes from the file the last build wrote', () => {
    const file = join(dir, 'read.json');
    const first = qrCodeCache(file);
    first.qrCode(home);
    first.qrCode(other);
    first.save();
    // Each text given the other's code: a cache that reads its file draws the swap.
    const saved = readSaved(file);
    writeFileSync(
      file,
      JSON.stringify({ ...saved, codes: { [home]: saved.codes[other], [other]: saved.codes[home] } }),
    );
    expect(qrCodeCache(file).qrCode(home)).toEqual(qrCode(other));
  });

  it('ignores a file made with another library version or error correction', () => {
    const file = join(dir, 'settings.json');
    const first = qrCodeCache(file);
    first.qrCode(other);
    first.save();
    const saved = readSaved(file);
    writeFileSync(file, JSON.stringify({ settings: 'qrcode@0.0.1 H', codes: { [home]: saved.codes[other] } }));
    expect(qrCodeCache(file).qrCode(home)).toEqual(qrCode(home));
  });

  it('encodes afresh over an unreadable file or entry', () => {
    const file = join(dir, 'broken.json');
    writeFileSync(file, '{"settings": ');
    expect(qrCodeCache(file).qrCode(home)).toEqual(qrCode(home));
    const good = qrCodeCache(file);
    good.qrCode(home);
    good.save();
    const { settings } = readSaved(file);
    for (const entry of [{ modules: '25:AAAA', used: '2026-01-01' }, { modules: 7 }, 'text']) {
      writeFileSync(file, JSON.stringify({ settings, codes: { [home]: entry } }));
      expect(qrCodeCache(file).qrCode(home)).toEqual(qrCode(home));
    }
  });

  it('keeps the codes of other sites built lately, drops those no build drew for a week, and rewrites only on change', () => {
    const file = join(dir, 'prune.json');
    const start = Date.parse('2026-03-02T12:00:00Z');
    const first = qrCodeCache(file, start);
    first.qrCode(home);
    first.qrCode(other);
    first.save();
    // Another site's build (a test's) the next day: the first site's codes stay.
    const elsewhere = qrCodeCache(file, start + DAY);
    elsewhere.qrCode(home);
    elsewhere.save();
    expect(Object.keys(readSaved(file).codes).sort()).toEqual([home, other].sort());

    // Drawn again the same day, nothing new: the file is left as it is.
    const unchanged = qrCodeCache(file, start + DAY);
    unchanged.qrCode(home);
    const before = statSync(file).ino;
    unchanged.save();
    expect(statSync(file).ino).toBe(before);

    // Eight days after `other` was last drawn, it goes; `home`, drawn a day later, stays.
    const later = qrCodeCache(file, start + 8 * DAY);
    later.save();
    expect(Object.keys(readSaved(file).codes)).toEqual([home]);
  });
});
