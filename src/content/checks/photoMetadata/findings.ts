/**
 * What a photo's metadata gives away: the GPS position where it was taken (the seller's address,
 * or a team member's home) and the serial numbers of the camera and lens (which tie every photo
 * to one person's camera). Read from the blocks `photoLayout` found, never from the pixels.
 */
import { inflateSync } from 'node:zlib';
import { type ByteSource, type MetadataBlock, type PhotoLayout, photoLayout, withFileSource } from './layout.ts';

export interface MetadataFindings {
  /** Where each finding was read, in words: "its EXIF data", "its XMP data"… */
  gps: string[];
  serial: string[];
  /** Metadata the check does not read inside (an AVIF file's EXIF or XMP item), which may hold either. */
  unread: string[];
  /** The EXIF orientation (1 to 8), which the build keeps so the photo stays upright. */
  orientation?: number;
  /** Any EXIF, XMP, IPTC or other metadata at all (what the build removes). */
  any: boolean;
}

const GPS_IFD = 0x8825;
const EXIF_IFD = 0x8769;
const ORIENTATION = 0x0112;
const CAMERA_SERIAL = 0xc62f;
const BODY_SERIAL = 0xa431;
const LENS_SERIAL = 0xa435;
const GPS_LATITUDE = 0x0002;
const GPS_LONGITUDE = 0x0004;

/** The tags of one TIFF directory, by number: [type, count, value-or-offset field position]. */
function directory(tiff: Buffer, offset: number, little: boolean) {
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const tags = new Map<number, { count: number; field: number }>();
  if (offset < 8 || offset + 2 > tiff.length) return { tags, u16 };
  const count = u16(offset);
  for (let i = 0; i < count; i++) {
    const at = offset + 2 + i * 12;
    if (at + 12 > tiff.length) break;
    tags.set(u16(at), { count: little ? tiff.readUInt32LE(at + 4) : tiff.readUInt32BE(at + 4), field: at + 8 });
  }
  return { tags, u16 };
}

/** GPS coordinates, serial numbers and orientation in a TIFF structure (EXIF's body). */
function readTiff(tiff: Buffer): { gps: boolean; serial: boolean; orientation?: number } {
  const order = tiff.toString('latin1', 0, 2);
  if (order !== 'II' && order !== 'MM') return { gps: false, serial: false };
  const little = order === 'II';
  const u32 = (at: number) => (at + 4 <= tiff.length ? (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at)) : 0);
  const ifd0 = directory(tiff, u32(4), little);
  const pointer = (tag: number) => {
    const entry = ifd0.tags.get(tag);
    return entry ? u32(entry.field) : 0;
  };
  const gpsIfd = directory(tiff, pointer(GPS_IFD), little);
  const exifIfd = directory(tiff, pointer(EXIF_IFD), little);
  const orientation = ifd0.tags.get(ORIENTATION);
  const hasValue = (entry: { count: number } | undefined) => Boolean(entry && entry.count > 1);
  return {
    gps: gpsIfd.tags.has(GPS_LATITUDE) || gpsIfd.tags.has(GPS_LONGITUDE),
    serial:
      hasValue(ifd0.tags.get(CAMERA_SERIAL)) ||
      hasValue(exifIfd.tags.get(BODY_SERIAL)) ||
      hasValue(exifIfd.tags.get(LENS_SERIAL)),
    ...(orientation && { orientation: ifd0.u16(orientation.field) }),
  };
}

/** The TIFF structure inside an EXIF block, however the format wraps it. */
function tiffOf(payload: Buffer, format: PhotoLayout['format']): Buffer {
  if (format === 'jpeg') return payload.subarray(6); // "Exif\0\0"
  if (format === 'png' && payload.includes('Raw profile type', 0, 'latin1')) {
    // ImageMagick's text form: keyword, then "\n<name>\n<length>\n" and the bytes in hexadecimal.
    const hex = payload.toString('latin1').split('\n').slice(3).join('').replace(/\s/g, '');
    const bytes = Buffer.from(hex, 'hex');
    const at = bytes.indexOf('Exif\0\0', 0, 'latin1');
    return at >= 0 ? bytes.subarray(at + 6) : bytes;
  }
  // WebP and PNG eXIf: the TIFF structure itself; some writers keep JPEG's "Exif\0\0" in front.
  return payload.toString('latin1', 0, 6) === 'Exif\0\0' ? payload.subarray(6) : payload;
}

/** IPTC's sub-location (dataset 2:92), where a photographer writes the street address: its tag marker 0x1C 0x02 0x5C, then a length. */
function iptcSublocation(payload: Buffer): boolean {
  for (let at = payload.indexOf(0x1c); at >= 0 && at + 4 < payload.length; at = payload.indexOf(0x1c, at + 1))
    if (payload[at + 1] === 0x02 && payload[at + 2] === 0x5c && payload.readUInt16BE(at + 3) > 0) return true;
  return false;
}

/** A PNG text chunk's text (keyword, flags and language first; iTXt may be and zTXt is compressed), or the XMP as it is elsewhere. */
function xmpText(payload: Buffer, format: PhotoLayout['format']): string {
  if (format !== 'png') return payload.toString('utf8');
  const afterKeyword = payload.indexOf(0) + 1;
  if (afterKeyword <= 0) return '';
  try {
    // zTXt: compression method 0, then a zlib stream (deflate, its two-byte header a multiple of 31).
    const cmf = payload[afterKeyword + 1] ?? 0;
    if (payload[afterKeyword] === 0 && (cmf & 0x0f) === 8 && ((cmf << 8) | (payload[afterKeyword + 2] ?? 0)) % 31 === 0)
      return inflateSync(payload.subarray(afterKeyword + 1)).toString('utf8');
    if (payload[afterKeyword] === 1) {
      // iTXt: compression flag, method, language and translated keyword (both ending in a zero byte), then the text.
      const language = payload.indexOf(0, afterKeyword + 2);
      const translated = payload.indexOf(0, language + 1);
      return inflateSync(payload.subarray(translated + 1)).toString('utf8');
    }
  } catch {
    return '';
  }
  return payload.toString('utf8');
}

const read = (source: ByteSource, block: MetadataBlock) =>
  source.read(block.dataStart, Math.min(block.dataEnd - block.dataStart, 16 * 1024 * 1024));

/** What the metadata of a photo in `source` gives away; undefined when the file is not a JPEG, PNG, WebP or AVIF. */
export function findingsIn(source: ByteSource): MetadataFindings | undefined {
  const layout = photoLayout(source);
  if (!layout) return undefined;
  const findings: MetadataFindings = { gps: [], serial: [], unread: [], any: false };
  for (const block of layout.blocks) {
    if (block.kind === 'icc') continue;
    findings.any = true;
    if (layout.format === 'avif' && (block.kind === 'exif' || block.kind === 'xmp')) {
      findings.unread.push(block.kind === 'exif' ? 'EXIF' : 'XMP');
      continue;
    }
    const payload = read(source, block);
    if (block.kind === 'exif') {
      const tiff = readTiff(tiffOf(payload, layout.format));
      if (tiff.gps) findings.gps.push('its EXIF data');
      if (tiff.serial) findings.serial.push('its EXIF data');
      if (tiff.orientation !== undefined) findings.orientation = tiff.orientation;
    } else if (block.kind === 'xmp') {
      const text = xmpText(payload, layout.format);
      if (/GPS(Latitude|Longitude)/.test(text)) findings.gps.push('its XMP data');
      if (/(BodySerialNumber|LensSerialNumber|aux:SerialNumber|CameraSerialNumber)/.test(text))
        findings.serial.push('its XMP data');
    } else if (block.kind === 'iptc' && iptcSublocation(payload)) findings.gps.push('its IPTC location');
  }
  return findings;
}

const cache = new Map<string, { stamp: string; findings: MetadataFindings | undefined }>();

/** findingsIn for a file, remembered until the file changes (the editor checks again at every save). */
export function photoFindings(path: string, stamp: string): MetadataFindings | undefined {
  const known = cache.get(path);
  if (known?.stamp === stamp) return known.findings;
  const findings = withFileSource(path, findingsIn);
  cache.set(path, { stamp, findings });
  return findings;
}
