import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import {
  QR_ERROR_CORRECTION,
  qrDrawing,
  qrModules,
  type QrDrawing,
  type QrModules,
} from '../../src/content/render/qrCode.ts';

/**
 * What a kept code depends on besides its text: the library's version (another may choose another
 * mask) and the error correction. A file made under other settings is ignored whole.
 */
const settings = `qrcode@${(createRequire(import.meta.url)('qrcode/package.json') as { version: string }).version} ${QR_ERROR_CORRECTION}`;

interface CacheFile {
  settings: string;
  /** Text -> its modules (packed). */
  codes: Record<string, string>;
}

/** "size:bits", the bits one per module, row by row, in base64. */
const packed = ({ size, dark }: QrModules) => {
  const bytes = new Uint8Array(Math.ceil(dark.length / 8));
  dark.forEach((bit, i) => {
    if (bit) bytes[i >> 3]! |= 0x80 >> (i & 7);
  });
  return `${size}:${Buffer.from(bytes).toString('base64')}`;
};

const unpacked = (entry: string): QrModules | undefined => {
  const [sizeText, base64 = ''] = entry.split(':');
  const size = Number(sizeText);
  const bytes = Buffer.from(base64, 'base64');
  if (!Number.isInteger(size) || size < 21 || bytes.length !== Math.ceil((size * size) / 8)) return undefined;
  const dark = new Uint8Array(size * size);
  for (let i = 0; i < dark.length; i++) dark[i] = (bytes[i >> 3]! >> (7 - (i & 7))) & 1;
  return { size, dark };
};

/**
 * The QR codes of the build's pages, kept in a file by their text (.cache/qr-codes.json) as the
 * photos' variants and the compressed copies are kept: node-qrcode scores all eight masks of each
 * code to choose one, a second of a build of 2,000 listings, for codes that change only when a
 * listing's address does. What is kept is the library's own choice of modules; the drawing is
 * made from them on every build, so a change to it needs no new cache.
 */
export function qrCodeCache(file: string) {
  const kept = readKept(file);
  const used: Record<string, string> = {};
  let encoded = 0;
  return {
    qrCode(text: string): QrDrawing {
      const known = used[text] ?? kept[text];
      const modules = known === undefined ? undefined : unpacked(known);
      if (modules) {
        used[text] = known!;
        return qrDrawing(modules);
      }
      const fresh = qrModules(text);
      used[text] = packed(fresh);
      encoded++;
      return qrDrawing(fresh);
    },
    /** Writes the codes this build drew (and only those: a removed listing's code goes) when they differ from the file's. */
    save() {
      const stale = Object.keys(kept).some((text) => !(text in used));
      if (!encoded && !stale) return;
      mkdirSync(dirname(file), { recursive: true });
      // Renamed into place whole, so a build running at once reads the old file or the new, never half.
      const temporary = `${file}.${process.pid}.tmp`;
      writeFileSync(temporary, JSON.stringify({ settings, codes: used } satisfies CacheFile));
      renameSync(temporary, file);
    },
  };
}

function readKept(file: string): Record<string, string> {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<CacheFile>;
    return parsed.settings === settings && parsed.codes ? parsed.codes : {};
  } catch {
    // None yet, or unreadable (a build stopped mid-write cannot leave one, but a person can): encoded afresh.
    return {};
  }
}
