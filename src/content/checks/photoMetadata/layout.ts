/**
 * Where a photo file keeps its metadata, read from the file's structure only: a JPEG's segments up
 * to its first scan, a PNG's chunk headers, a WebP's RIFF chunks, an AVIF's item list. The pixels
 * are never read or decoded, so the check stays about as fast as reading image sizes.
 */
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';

/** What a block of metadata is: EXIF (camera, date, GPS), XMP, IPTC, a colour profile, or other text. */
type MetadataKind = 'exif' | 'xmp' | 'iptc' | 'icc' | 'other';

export interface MetadataBlock {
  kind: MetadataKind;
  /** The whole segment or chunk in the file, [start, end): what removing it removes. */
  start: number;
  end: number;
  /** Its payload, [dataStart, end - trailer): what is read to know what it holds. */
  dataStart: number;
  dataEnd: number;
}

type PhotoFormat = 'jpeg' | 'png' | 'webp' | 'avif';

export interface PhotoLayout {
  format: PhotoFormat;
  blocks: MetadataBlock[];
}

/** Bytes of a file (read on demand) or of a buffer already in memory. */
export interface ByteSource {
  size: number;
  read(offset: number, length: number): Buffer;
}

export const bufferSource = (buffer: Buffer): ByteSource => ({
  size: buffer.length,
  read: (offset, length) => buffer.subarray(offset, Math.min(buffer.length, offset + length)),
});

const sharedHead = Buffer.allocUnsafe(16 * 1024);

/** Runs `use` with the file open; reads within its first 16 KB (where metadata sits, before the pixels) come from one read. */
export function withFileSource<T>(path: string, use: (source: ByteSource) => T): T {
  const fd = openSync(path, 'r');
  try {
    const size = fstatSync(fd).size;
    // One buffer for every file (the check reads thousands): `use` must not keep what it reads.
    const head = sharedHead;
    const headLength = readSync(fd, head, 0, Math.min(size, head.length), 0);
    return use({
      size,
      read(offset, length) {
        const end = Math.min(size, offset + length);
        if (end <= headLength) return head.subarray(offset, end);
        const out = Buffer.alloc(Math.max(0, end - offset));
        readSync(fd, out, 0, out.length, offset);
        return out;
      },
    });
  } finally {
    closeSync(fd);
  }
}

const startsWith = (buffer: Buffer, text: string) => buffer.subarray(0, text.length).toString('latin1') === text;

/** JPEG: every APPn and comment segment before the first scan; APP0 (JFIF) and APP14 (Adobe: how to read the colours) are structure, not metadata. */
function jpegBlocks(source: ByteSource): MetadataBlock[] {
  const blocks: MetadataBlock[] = [];
  let at = 2;
  while (at + 4 <= source.size) {
    const head = source.read(at, 4);
    if (head[0] !== 0xff) break;
    const marker = head[1]!;
    if (marker === 0xff) {
      at++; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (marker === 0xda || marker === 0xd9) break; // the first scan: no metadata segment follows in a well-formed file
    const end = at + 2 + head.readUInt16BE(2);
    const dataStart = at + 4;
    if (marker >= 0xe1 && marker <= 0xef && marker !== 0xee) {
      const id = source.read(dataStart, 36);
      const kind: MetadataKind =
        marker === 0xe1 && startsWith(id, 'Exif\0')
          ? 'exif'
          : marker === 0xe1 && startsWith(id, 'http://ns.adobe.com/x')
            ? 'xmp'
            : marker === 0xed
              ? 'iptc'
              : marker === 0xe2 && startsWith(id, 'ICC_PROFILE\0')
                ? 'icc'
                : 'other';
      blocks.push({ kind, start: at, end, dataStart, dataEnd: end });
    } else if (marker === 0xfe) blocks.push({ kind: 'other', start: at, end, dataStart, dataEnd: end });
    at = end;
  }
  return blocks;
}

/** PNG: eXIf, the text chunks (XMP and ImageMagick's "Raw profile" EXIF and IPTC travel in them), tIME; iCCP is the colour profile. */
function pngBlocks(source: ByteSource): MetadataBlock[] {
  const blocks: MetadataBlock[] = [];
  let at = 8;
  while (at + 8 <= source.size) {
    const head = source.read(at, 8);
    const length = head.readUInt32BE(0);
    const type = head.toString('latin1', 4, 8);
    const end = at + 12 + length;
    const dataStart = at + 8;
    if (type === 'IEND') break;
    if (type === 'eXIf') blocks.push({ kind: 'exif', start: at, end, dataStart, dataEnd: end - 4 });
    else if (type === 'iCCP') blocks.push({ kind: 'icc', start: at, end, dataStart, dataEnd: end - 4 });
    else if (type === 'tEXt' || type === 'iTXt' || type === 'zTXt' || type === 'tIME') {
      const keyword = source.read(dataStart, Math.min(length, 80)).toString('latin1').split('\0')[0]!;
      const kind: MetadataKind =
        keyword === 'XML:com.adobe.xmp'
          ? 'xmp'
          : /^Raw profile type (exif|APP1)$/i.test(keyword)
            ? 'exif'
            : /^Raw profile type (iptc|8bim)$/i.test(keyword)
              ? 'iptc'
              : 'other';
      blocks.push({ kind, start: at, end, dataStart, dataEnd: end - 4 });
    }
    at = end;
  }
  return blocks;
}

/** WebP: the EXIF and XMP chunks of an extended file (they follow the image data); ICCP is the colour profile. */
function webpBlocks(source: ByteSource): MetadataBlock[] {
  const blocks: MetadataBlock[] = [];
  let at = 12;
  while (at + 8 <= source.size) {
    const head = source.read(at, 8);
    const type = head.toString('latin1', 0, 4);
    const length = head.readUInt32LE(4);
    const end = at + 8 + length + (length % 2);
    const block = { start: at, end, dataStart: at + 8, dataEnd: at + 8 + length };
    if (type === 'EXIF') blocks.push({ kind: 'exif', ...block });
    else if (type === 'XMP ') blocks.push({ kind: 'xmp', ...block });
    else if (type === 'ICCP') blocks.push({ kind: 'icc', ...block });
    at = end;
  }
  return blocks;
}

/** ISO boxes inside [start, end): type and ranges. */
function boxes(source: ByteSource, start: number, end: number) {
  const found: { type: string; start: number; dataStart: number; end: number }[] = [];
  for (let at = start; at + 8 <= end;) {
    const head = source.read(at, 16);
    let size = head.readUInt32BE(0);
    let dataStart = at + 8;
    if (size === 1 && head.length >= 16) {
      size = Number(head.readBigUInt64BE(8));
      dataStart = at + 16;
    } else if (size === 0) size = end - at;
    if (size < 8) break;
    found.push({ type: head.toString('latin1', 4, 8), start: at, dataStart, end: Math.min(end, at + size) });
    at += size;
  }
  return found;
}

/**
 * AVIF (HEIF): the items of type "Exif", and "mime" items holding XMP, listed in the meta box. Their
 * bytes are not located: an AVIF carrying either is treated as carrying location data
 * (the check asks for the file to be exported again, and the build does so).
 */
function avifBlocks(source: ByteSource): MetadataBlock[] {
  const meta = boxes(source, 0, source.size).find((box) => box.type === 'meta');
  if (!meta) return [];
  const iinf = boxes(source, meta.dataStart + 4, meta.end).find((box) => box.type === 'iinf');
  if (!iinf) return [];
  const version = source.read(iinf.dataStart, 1)[0];
  const first = iinf.dataStart + 4 + (version === 0 ? 2 : 4);
  return boxes(source, first, iinf.end).flatMap((infe): MetadataBlock[] => {
    const body = source.read(infe.dataStart, Math.min(200, infe.end - infe.dataStart));
    const infeVersion = body[0]!;
    if (infeVersion < 2) return [];
    const typeAt = 4 + (infeVersion === 2 ? 2 : 4) + 2;
    const itemType = body.toString('latin1', typeAt, typeAt + 4);
    const rest = body.toString('latin1', typeAt + 4);
    const block = { start: infe.start, end: infe.end, dataStart: infe.dataStart, dataEnd: infe.end };
    if (itemType === 'Exif') return [{ kind: 'exif', ...block }];
    if (itemType === 'mime' && rest.includes('application/rdf+xml')) return [{ kind: 'xmp', ...block }];
    return [];
  });
}

/** The photo's format and metadata blocks; undefined for a file that is none of the four formats (SVG, PDF, video…). */
export function photoLayout(source: ByteSource): PhotoLayout | undefined {
  const head = source.read(0, 12);
  if (head.length < 12) return undefined;
  try {
    if (head[0] === 0xff && head[1] === 0xd8) return { format: 'jpeg', blocks: jpegBlocks(source) };
    if (head.toString('latin1', 1, 4) === 'PNG') return { format: 'png', blocks: pngBlocks(source) };
    if (head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP')
      return { format: 'webp', blocks: webpBlocks(source) };
    if (head.toString('latin1', 4, 8) === 'ftyp' && /avi[fs]|mif1|heic/.test(source.read(8, 32).toString('latin1')))
      return { format: 'avif', blocks: avifBlocks(source) };
  } catch {
    // A structure cut short or inconsistent: the size check reports a file that cannot be read.
    return undefined;
  }
  return undefined;
}
