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
  /** Text -> its modules (packed) and the day a build last drew it, YYYY-MM-DD. */
  codes: Record<string, { modules: string; used: string }>;
}

/**
 * Codes no build has drawn for this long are dropped (a removed listing's). By age, not by the last
 * build's codes alone: the tests build their own site, which would empty the file of the real one's.
 */
const KEPT_FOR_DAYS = 7;
const dayOf = (at: number) => new Date(at).toISOString().slice(0, 10);

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
export function qrCodeCache(file: string, now = Date.now()) {
  const codes = readKept(file);
  const today = dayOf(now);
  let changed = false;
  return {
    qrCode(text: string): QrDrawing {
      const known = codes[text];
      const modules = typeof known?.modules === 'string' ? unpacked(known.modules) : undefined;
      if (known && modules) {
        if (known.used !== today) {
          known.used = today;
          changed = true;
        }
        return qrDrawing(modules);
      }
      const fresh = qrModules(text);
      codes[text] = { modules: packed(fresh), used: today };
      changed = true;
      return qrDrawing(fresh);
    },
    /** Writes the file when a code was encoded or first drawn today, without those unused for a week. */
    save() {
      const oldest = dayOf(now - KEPT_FOR_DAYS * 24 * 60 * 60 * 1000);
      for (const [text, { used }] of Object.entries(codes))
        if (used < oldest) {
          delete codes[text];
          changed = true;
        }
      if (!changed) return;
      mkdirSync(dirname(file), { recursive: true });
      // Renamed into place whole, so a build running at once reads the old file or the new, never half.
      const temporary = `${file}.${process.pid}.tmp`;
      writeFileSync(temporary, JSON.stringify({ settings, codes } satisfies CacheFile));
      renameSync(temporary, file);
    },
  };
}

function readKept(file: string): CacheFile['codes'] {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<CacheFile>;
    return parsed.settings === settings && parsed.codes ? parsed.codes : {};
  } catch {
    // None yet, or unreadable (a build stopped mid-write cannot leave one, but a person can): encoded afresh.
    return {};
  }
}
