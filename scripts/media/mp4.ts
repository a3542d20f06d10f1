/**
 * Reads what the manifest and the tests need from an MP4 without ffprobe: the video track's
 * dimensions, the duration and the kinds of tracks (to prove there is no audio).
 */

export interface Mp4Info {
  width: number;
  height: number;
  seconds: number;
  /** Handler type of each track: 'vide', 'soun', ... */
  tracks: string[];
}

const CONTAINERS = new Set(['moov', 'trak', 'mdia']);

function* boxes(buf: Buffer, start: number, end: number): Generator<{ type: string; body: number; end: number }> {
  let at = start;
  while (at + 8 <= end) {
    let size = buf.readUInt32BE(at);
    const type = buf.toString('latin1', at + 4, at + 8);
    let body = at + 8;
    if (size === 1) {
      size = Number(buf.readBigUInt64BE(at + 8));
      body = at + 16;
    } else if (size === 0) {
      size = end - at;
    }
    if (size < 8 || at + size > end) return;
    yield { type, body, end: at + size };
    at += size;
  }
}

export function readMp4Info(buf: Buffer): Mp4Info {
  if (buf.length < 12 || buf.toString('latin1', 4, 8) !== 'ftyp') throw new Error('not an MP4 file (no ftyp box)');
  const info: Mp4Info = { width: 0, height: 0, seconds: 0, tracks: [] };
  const walk = (start: number, end: number) => {
    for (const box of boxes(buf, start, end)) {
      if (CONTAINERS.has(box.type)) walk(box.body, box.end);
      else if (box.type === 'mvhd') {
        const v1 = buf[box.body] === 1;
        const timescale = buf.readUInt32BE(box.body + (v1 ? 20 : 12));
        const duration = v1 ? Number(buf.readBigUInt64BE(box.body + 24)) : buf.readUInt32BE(box.body + 16);
        info.seconds = duration / timescale;
      } else if (box.type === 'tkhd') {
        // Width and height are 16.16 fixed point at the end of the box.
        const width = buf.readUInt32BE(box.end - 8) / 65536;
        const height = buf.readUInt32BE(box.end - 4) / 65536;
        if (width > 0 && info.width === 0) {
          info.width = width;
          info.height = height;
        }
      } else if (box.type === 'hdlr') {
        info.tracks.push(buf.toString('latin1', box.body + 8, box.body + 12));
      }
    }
  };
  walk(0, buf.length);
  return info;
}
