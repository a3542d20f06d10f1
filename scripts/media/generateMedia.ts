/**
 * Generates stand-in photography, logos and the hero video for every "/media/..." path the
 * content refers to, until the team's own photography replaces them. See data/media/manifest.json.
 *
 *   npx tsx scripts/media/generateMedia.ts                   make every referenced file that is missing
 *   npx tsx scripts/media/generateMedia.ts --force           remake every referenced stand-in
 *   npx tsx scripts/media/generateMedia.ts --paths a,b       only these paths (e.g. /media/team/ada.jpg)
 *   npx tsx scripts/media/generateMedia.ts --manifest-only   rewrite the manifest after replacing files
 *
 * Files are a pure function of their path (seeded), so re-running produces the same bytes.
 * Real photographs (files without the stand-in marker) are never overwritten, even with --force.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { heroPoster, heroVideo, PORTRAIT_VIDEO, POSTER, VIDEO } from './hero.ts';
import { grainField, rasterise, weightedJpeg } from './jpeg.ts';
import { floorPlanSvg } from './floorPlan.ts';
import { logoSvg } from './logo.ts';
import { writeManifest } from './manifest.ts';
import { hashString } from './random.ts';
import { MEDIA_PATH, scanData } from './scan.ts';
import { isStandIn } from './standIn.ts';
import { renderSvg, subjectFor } from './subjects.ts';
import { ffmpegAvailable } from './video.ts';
import { type ShotRenderer, openRenderer } from './render3d/renderer.ts';

const root = join(import.meta.dirname, '..', '..');
const mediaDir = join(root, 'data', 'media');

const fileFor = (mediaPath: string) => join(mediaDir, ...mediaPath.replace(/^\/media\//, '').split('/'));
const kb = (bytes: number) => (bytes < 10_240 ? `${(bytes / 1024).toFixed(1)} KB` : `${Math.round(bytes / 1024)} KB`);

/** Writes beside the target under a dot-name, then renames: a crash never leaves half a file. */
function writeAtomically(file: string, content: Buffer | string): void {
  mkdirSync(dirname(file), { recursive: true });
  const temp = join(dirname(file), `.${basename(file)}.${process.pid}.tmp`);
  writeFileSync(temp, content);
  renameSync(temp, file);
}

// One Chromium for every shot, opened on the first; shots render one at a time (one page).
let renderer: Promise<ShotRenderer> | undefined;
let queue: Promise<unknown> = Promise.resolve();
function renderInTurn<T>(job: (r: ShotRenderer) => Promise<T>): Promise<T> {
  renderer ??= openRenderer();
  const turn = queue.then(async () => job(await renderer!));
  queue = turn.catch(() => undefined);
  return turn;
}

interface Outcome {
  detail: string;
  bytes: number;
}

async function generate(mediaPath: string): Promise<Outcome | 'skipped'> {
  const subject = subjectFor(mediaPath);
  const file = fileFor(mediaPath);
  if (!subject)
    throw new Error(
      `no rule for ${mediaPath} (the generator makes .jpg images, /media/logos/*.svg, floor plans listed in data/media/plans.json, /media/home/hero.mp4 and /media/home/hero-portrait.mp4)`,
    );
  switch (subject.kind) {
    case 'render': {
      const raster = await renderInTurn((r) => r.render(subject.shot, subject.width, subject.height, mediaPath));
      const { jpeg, grain, attempts } = await weightedJpeg(raster, grainField(raster, hashString(mediaPath)));
      writeAtomically(file, jpeg);
      return {
        detail: `${subject.width}x${subject.height} ${subject.label}, grain ${grain.toFixed(1)} (${attempts} encodes)`,
        bytes: jpeg.length,
      };
    }
    case 'jpeg': {
      const raster = await rasterise(renderSvg(mediaPath, subject.width, subject.height, subject.scene));
      const { jpeg, grain, attempts } = await weightedJpeg(raster, grainField(raster, hashString(mediaPath)));
      writeAtomically(file, jpeg);
      return {
        detail: `${subject.width}x${subject.height} ${subject.label}, grain ${grain.toFixed(1)} (${attempts} encodes)`,
        bytes: jpeg.length,
      };
    }
    case 'hero-poster': {
      const { jpeg, grain } = await heroPoster();
      writeAtomically(file, jpeg);
      return {
        detail: `${POSTER.width}x${POSTER.height} first frame of the hero video, grain ${grain.toFixed(1)}`,
        bytes: jpeg.length,
      };
    }
    case 'logo': {
      const svg = logoSvg(mediaPath);
      writeAtomically(file, svg);
      return { detail: 'wordmark', bytes: Buffer.byteLength(svg) };
    }
    case 'floor-plan': {
      const svg = floorPlanSvg(subject.drawing, 'Floor plan');
      writeAtomically(file, svg);
      return { detail: `floor plan of ${subject.drawing.rows.flat().length} rooms`, bytes: Buffer.byteLength(svg) };
    }
    case 'hero-video': {
      const spec = subject.orientation === 'portrait' ? PORTRAIT_VIDEO : VIDEO;
      if (!ffmpegAvailable()) {
        console.warn(
          `\n  !! ffmpeg is not installed, so ${mediaPath} was NOT generated.\n` +
            `     Install ffmpeg (e.g. apt-get install ffmpeg) and run this script again;\n` +
            `     everything else was generated, and an existing video is left as it is.\n`,
        );
        return 'skipped';
      }
      // Encoded outside data/ (it takes a minute), so nothing half-written ever sits in the repo.
      const temp = join(tmpdir(), `hero-${process.pid}.mp4`);
      try {
        await heroVideo(temp, spec);
        writeAtomically(file, readFileSync(temp));
      } finally {
        rmSync(temp, { force: true });
      }
      return {
        detail: `${spec.width}x${spec.height} H.264, ${spec.frames / spec.fps} s loop at ${spec.fps} fps, no audio`,
        bytes: statSync(file).size,
      };
    }
  }
}

/** Runs jobs two at a time: sharp encodes on its own threads while the other job draws grain. */
async function runPool<T>(items: T[], limit: number, job: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await job(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

function targetsFromArgs(paths: string | undefined): string[] {
  if (paths !== undefined) {
    const listed = paths
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean);
    const bad = listed.filter((p) => !MEDIA_PATH.test(p));
    if (bad.length)
      throw new Error(
        `--paths: not media paths the generator can make: ${bad.join(', ')} (expected e.g. /media/listings/x/1.jpg)`,
      );
    return [...new Set(listed)].sort();
  }
  const { references, problems } = scanData(root);
  for (const problem of problems) console.warn(`  warning: ${problem}`);
  console.log(`Found ${references.length} media paths referenced under data/.`);
  return references.map((reference) => reference.mediaPath);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      force: { type: 'boolean', default: false },
      paths: { type: 'string' },
      'manifest-only': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(
      'Usage: npx tsx scripts/media/generateMedia.ts [--force] [--paths /media/a.jpg,/media/b.svg] [--manifest-only]',
    );
    return;
  }
  const started = Date.now();
  if (!values['manifest-only']) {
    const targets = targetsFromArgs(values.paths);
    const todo: string[] = [];
    for (const mediaPath of targets) {
      const file = fileFor(mediaPath);
      if (!existsSync(file)) todo.push(mediaPath);
      else if (!values.force) continue;
      else if (isStandIn(file)) todo.push(mediaPath);
      else console.log(`  kept      ${mediaPath} (the team's own file, not a stand-in)`);
    }
    console.log(`${todo.length} to generate, ${targets.length - todo.length} already in place.`);
    // The video is the slowest job and uses ffmpeg's own threads; start it once the images are done.
    const video = todo.filter((p) => subjectFor(p)?.kind === 'hero-video');
    const images = todo.filter((p) => !video.includes(p));
    let done = 0;
    const failures: string[] = [];
    const run = async (mediaPath: string) => {
      const t = Date.now();
      try {
        const outcome = await generate(mediaPath);
        done++;
        const counter = `${String(done).padStart(String(todo.length).length)}/${todo.length}`;
        if (outcome === 'skipped') console.log(`  ${counter} skipped   ${mediaPath}`);
        else
          console.log(
            `  ${counter} ${kb(outcome.bytes).padStart(7)}  ${mediaPath}  ${outcome.detail}, ${((Date.now() - t) / 1000).toFixed(1)} s`,
          );
      } catch (error) {
        done++;
        failures.push(`${mediaPath}: ${(error as Error).message}`);
        console.error(`  FAILED    ${mediaPath}: ${(error as Error).message}`);
      }
    };
    await runPool(images, Math.max(1, Math.min(2, cpus().length)), run);
    for (const mediaPath of video) await run(mediaPath);
    if (renderer) await (await renderer).close();
    if (failures.length) {
      writeManifest(mediaDir);
      throw new Error(`${failures.length} file(s) could not be generated:\n  ${failures.join('\n  ')}`);
    }
  }
  mkdirSync(mediaDir, { recursive: true });
  const manifest = writeManifest(mediaDir);
  const total = manifest.files.reduce((sum, f) => sum + f.bytes, 0);
  const standIns = manifest.files.filter((f) => f.standIn).length;
  console.log(
    `Wrote data/media/manifest.json: ${manifest.files.length} files (${standIns} stand-ins), ${(total / 1024 / 1024).toFixed(1)} MB, in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
}

main().catch((error: unknown) => {
  console.error(`\n${(error as Error).message}`);
  process.exit(1);
});
