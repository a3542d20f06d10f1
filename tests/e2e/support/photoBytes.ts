/**
 * A committed photo read from its bytes: the JPEG's marker segments (APP1 holds EXIF and XMP,
 * APP2 an ICC profile, APP13 IPTC) and a PNG's chunks (eXIf, iTXt/tEXt/zTXt text such as XMP, iCCP).
 */
export function metadataBlocks(bytes: Buffer): string[] {
  const blocks: string[] = [];
  if (bytes[0] === 0xff && bytes[1] === 0xd8) {
    for (let at = 2; at + 4 <= bytes.length && bytes[at] === 0xff;) {
      const marker = bytes[at + 1]!;
      // Start of scan: the picture itself follows, no more metadata segments.
      if (marker === 0xda) break;
      const length = bytes.readUInt16BE(at + 2);
      if (marker >= 0xe1 && marker <= 0xef) {
        const id = bytes.subarray(at + 4, at + 4 + 12).toString('latin1');
        blocks.push(`APP${marker - 0xe0} ${id.replace(/[^\x20-\x7e]+/g, ' ').trim()}`);
      }
      if (marker === 0xfe) blocks.push('COM');
      at += 2 + length;
    }
    return blocks;
  }
  if (bytes.subarray(1, 4).toString('latin1') === 'PNG') {
    for (let at = 8; at + 8 <= bytes.length;) {
      const length = bytes.readUInt32BE(at);
      const type = bytes.subarray(at + 4, at + 8).toString('latin1');
      if (['eXIf', 'iTXt', 'tEXt', 'zTXt', 'iCCP'].includes(type)) blocks.push(type);
      at += 12 + length;
    }
    return blocks;
  }
  throw new Error('Neither a JPEG nor a PNG');
}
