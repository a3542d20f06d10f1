/**
 * data/media/manifest.json: every file under data/media with its size and dimensions, and
 * whether it is still a generated stand-in, for the team to see what is left to replace. Written
 * by npm run check and npm run media, never committed: it follows the files, whatever staff add.
 */
import { readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { imageSize } from 'image-size';
import { mediaFilesUnder } from '../../src/content/checks/mediaFiles.ts';
import { readMp4Info } from './mp4.ts';
import { isStandIn } from './standIn.ts';

const MANIFEST_NAME = 'manifest.json';

const MANIFEST_NOTE =
  'Every file marked "standIn": true is a generated placeholder (scripts/media/generateMedia.ts), made at the size and weight ' +
  "of a real photograph so pages look finished and performance figures stay honest. Replace them with the team's " +
  'photography (npm run photos). This file is written by npm run check (and npm run media) and is not committed.';

const TYPES: Record<string, ManifestFile['type']> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.mp4': 'video/mp4',
};

interface ManifestFile {
  path: string;
  width: number;
  height: number;
  bytes: number;
  type: 'image/jpeg' | 'image/png' | 'image/webp' | 'image/svg+xml' | 'video/mp4';
  standIn: boolean;
}

export interface Manifest {
  note: string;
  files: ManifestFile[];
}

/** The files the inventory lists: the same the content check looks at. */
export const mediaFiles = (mediaDir: string): string[] => mediaFilesUnder(mediaDir);

function describeFile(mediaDir: string, file: string): ManifestFile {
  const path = '/media/' + relative(mediaDir, file).split(sep).join('/');
  const type = TYPES[extname(file).toLowerCase()];
  if (!type) throw new Error(`data${path}: unsupported file type; the site takes .jpg, .svg and .mp4 here`);
  const buffer = readFileSync(file);
  const { width, height } = type === 'video/mp4' ? readMp4Info(buffer) : imageSize(buffer);
  return { path, width, height, bytes: statSync(file).size, type, standIn: isStandIn(file) };
}

export function buildManifest(mediaDir: string): Manifest {
  // A file of another kind is the check's business (nothing can show it); the inventory leaves it out.
  const files = mediaFiles(mediaDir)
    .filter((file) => TYPES[extname(file).toLowerCase()])
    .map((file) => describeFile(mediaDir, file));
  // Code-point order, not locale order, so the file is identical on every machine.
  files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { note: MANIFEST_NOTE, files };
}

export function writeManifest(mediaDir: string): Manifest {
  const manifest = buildManifest(mediaDir);
  const target = join(mediaDir, MANIFEST_NAME);
  const temp = join(mediaDir, `.${MANIFEST_NAME}.tmp`);
  writeFileSync(temp, JSON.stringify(manifest, null, 2) + '\n');
  renameSync(temp, target);
  return manifest;
}
