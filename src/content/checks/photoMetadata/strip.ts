/**
 * A photo without its metadata (EXIF, XMP, IPTC, comments: the GPS position, the camera and its
 * serial number, the date), its pixels untouched: a JPEG loses those segments and anything after
 * its image (a phone's extra pictures: depth maps, previews), a PNG those chunks, a WebP those
 * chunks. The colour profile stays (the colours depend on it), and so does a JPEG's orientation,
 * rewritten as the only EXIF tag, so a photo taken sideways still shows upright. Only an AVIF
 * with metadata is left to the caller (needsEncodingAgain).
 */
import { findingsIn } from './findings.ts';
import { type MetadataBlock, bufferSource, photoLayout } from './layout.ts';

/** An EXIF segment holding the orientation alone (a TIFF directory of one SHORT tag, 0x0112). */
function orientationSegment(orientation: number): Buffer {
  const segment = Buffer.alloc(36);
  segment.writeUInt16BE(0xffe1, 0);
  segment.writeUInt16BE(34, 2);
  segment.write('Exif\0\0MM\0*', 4, 'latin1');
  segment.writeUInt32BE(8, 14); // first directory right after the TIFF header
  segment.writeUInt16BE(1, 18); // one tag
  segment.writeUInt16BE(0x0112, 20);
  segment.writeUInt16BE(3, 22); // SHORT
  segment.writeUInt32BE(1, 24);
  segment.writeUInt16BE(orientation, 28);
  segment.writeUInt32BE(0, 32); // no next directory
  return segment;
}

/** After 0xFF inside a scan: a marker, not a stuffed byte (0x00), a restart marker or fill. */
const isMarker = (next: number) => next !== 0 && next !== 0xff && (next < 0xd0 || next > 0xd7);

/** Where a JPEG's image ends (after its end-of-image marker), walking its segments and scans. */
function jpegEnd(bytes: Buffer): number {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return bytes.length;
    const marker = bytes[at + 1]!;
    if (marker === 0xd9) return at + 2;
    if (marker === 0xff || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += marker === 0xff ? 1 : 2;
      continue;
    }
    at += 2 + bytes.readUInt16BE(at + 2);
    if (marker !== 0xda) continue;
    // Entropy-coded data: 0xFF is followed by 0x00 (a stuffed byte), a restart marker, or a real marker.
    while (at + 1 < bytes.length && !(bytes[at] === 0xff && isMarker(bytes[at + 1]!))) at++;
  }
  return bytes.length;
}

/** The bytes with the blocks cut out, up to `end`. */
function without(bytes: Buffer, blocks: MetadataBlock[], end = bytes.length): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (const block of [...blocks].sort((a, b) => a.start - b.start)) {
    parts.push(bytes.subarray(at, block.start));
    at = block.end;
  }
  parts.push(bytes.subarray(at, end));
  return Buffer.concat(parts);
}

/**
 * The JPEG, PNG or WebP without its metadata, or undefined when it carries none (nothing to
 * rewrite), or when it is an AVIF (see needsEncodingAgain).
 */
export function withoutMetadataLossless(bytes: Buffer): Buffer | undefined {
  const source = bufferSource(bytes);
  const layout = photoLayout(source);
  const blocks = layout?.blocks.filter((block) => block.kind !== 'icc') ?? [];
  if (!layout || !blocks.length) return undefined;
  switch (layout.format) {
    case 'jpeg': {
      const orientation = findingsIn(source)?.orientation;
      const out = without(bytes, blocks, jpegEnd(bytes));
      if (!orientation || orientation < 2 || orientation > 8) return out;
      // After the JFIF header when there is one (it must come first), else right after the start marker.
      const at = out.readUInt16BE(2) === 0xffe0 ? 4 + out.readUInt16BE(4) : 2;
      return Buffer.concat([out.subarray(0, at), orientationSegment(orientation), out.subarray(at)]);
    }
    case 'png':
      return without(bytes, blocks);
    case 'webp': {
      const out = without(bytes, blocks);
      out.writeUInt32LE(out.length - 8, 4);
      // The extended header's flags say which chunks follow: EXIF (0x08) and XMP (0x04) no longer do.
      if (out.toString('latin1', 12, 16) === 'VP8X') out[20] = out[20]! & ~0x0c;
      return out;
    }
    case 'avif':
      return undefined;
  }
}

/**
 * An AVIF carrying EXIF or XMP: its items cannot be cut out without rewriting the file's index,
 * so it is encoded again (by the build and `npm run photos -- strip`, with sharp, which writes no
 * metadata); `npm run check` refuses such a file before it gets there.
 */
export function needsEncodingAgain(bytes: Buffer): boolean {
  const layout = photoLayout(bufferSource(bytes));
  return layout?.format === 'avif' && layout.blocks.some((block) => block.kind !== 'icc');
}
