/**
 * Every generated file carries this text (JPEG: EXIF ImageDescription, SVG: <desc>, MP4: comment).
 * The manifest uses it to tell stand-ins from the team's photography, and --force uses it to
 * never overwrite a photograph someone has put in place of a stand-in.
 */
import { readFileSync } from 'node:fs';
import { STAND_IN_MARKER } from '../../../src/model/shot.ts';

export { STAND_IN_MARKER };

export function isStandIn(file: string): boolean {
  // Metadata sits near the start of each format (faststart puts the MP4's moov box first).
  const head = readFileSync(file).subarray(0, 512 * 1024);
  return head.includes(STAND_IN_MARKER);
}
