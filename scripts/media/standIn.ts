/**
 * Every generated file carries this text (JPEG: EXIF ImageDescription, SVG: <desc>, MP4: comment).
 * The manifest uses it to tell stand-ins from the team's photography, --force uses it to never
 * overwrite a photograph someone has put in place of a stand-in, and the checks use it to hold
 * only stand-ins (never the team's own pictures) to their shot list and plans.
 */
import { closeSync, existsSync, openSync, readSync } from 'node:fs';
import { STAND_IN_MARKER } from './shot.ts';

export { STAND_IN_MARKER };

export function isStandIn(file: string): boolean {
  if (!existsSync(file)) return false;
  // Metadata sits near the start of each format (faststart puts the MP4's moov box first).
  const head = Buffer.alloc(512 * 1024);
  const fd = openSync(file, 'r');
  try {
    const read = readSync(fd, head, 0, head.length, 0);
    return head.subarray(0, read).includes(STAND_IN_MARKER);
  } finally {
    closeSync(fd);
  }
}
