/**
 * Decides what each referenced file should show, from its folder: the same rules a photographer's
 * shot list would follow (a listing opens on its facade, a team member gets a portrait, ...).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type PlanDrawing, PlanDrawingList } from './planDrawing.ts';
import { type Shot, ShotListSchema } from './shot.ts';
import { createRng } from './random.ts';
import { type Scene, sceneContext, svgDocument } from './svg.ts';
import { canopy } from './scenes/canopy.ts';
import { skyline } from './scenes/skyline.ts';
import { street } from './scenes/street.ts';
import { editorial } from './scenes/editorial.ts';
import { facade } from './scenes/facade.ts';
import { lightOnWall } from './scenes/lightOnWall.ts';
import { room } from './scenes/room.ts';
import { staircase } from './scenes/staircase.ts';
import { monogram } from './scenes/monogram.ts';
import { towers } from './scenes/towers.ts';

export type Subject =
  | { kind: 'render'; width: number; height: number; shot: Shot; label: string }
  | { kind: 'jpeg'; width: number; height: number; scene: Scene; label: string }
  | { kind: 'hero-poster' }
  | { kind: 'hero-video'; orientation: 'landscape' | 'portrait' }
  | { kind: 'logo' }
  | { kind: 'floor-plan'; drawing: PlanDrawing };

const LANDSCAPE = { width: 2400, height: 1600 } as const;
const PORTRAIT = { width: 1600, height: 2400 } as const;

/**
 * Interiors for a gallery: the three kinds in an order shuffled per listing, then repeated, so a
 * gallery never shows two of a kind side by side and galleries differ in rhythm.
 */
function galleryScene(folder: string, index: number): { scene: Scene; label: string } {
  const kinds: { scene: Scene; label: string }[] = [
    { scene: room, label: 'interior' },
    { scene: lightOnWall, label: 'light on a wall' },
    { scene: staircase, label: 'staircase' },
  ];
  const rng = createRng(folder);
  for (let i = kinds.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [kinds[i], kinds[j]] = [kinds[j]!, kinds[i]!];
  }
  return kinds[(index - 2 + kinds.length * 100) % kinds.length]!;
}

/** A scene chosen by the file's own seed from a few that suit its folder. */
function oneOf(
  mediaPath: string,
  choices: readonly { scene: Scene; label: string }[],
): { scene: Scene; label: string } {
  return createRng(`${mediaPath}#subject`).pick(choices);
}

const cityScenes = [
  { scene: skyline, label: 'skyline at dusk' },
  { scene: street, label: 'street at dusk' },
  { scene: canopy, label: 'tree canopy at dusk' },
] as const;

let shotList: Record<string, Shot> | undefined;

/** data/media/shots.json: what each stand-in shows, rendered in 3D (render3d/); read once. */
function shotsIn(dataDir: string): Record<string, Shot> {
  if (shotList) return shotList;
  const file = join(dataDir, 'media', 'shots.json');
  shotList = existsSync(file) ? ShotListSchema.parse(JSON.parse(readFileSync(file, 'utf8'))).shots : {};
  return shotList;
}

let planList: Record<string, PlanDrawing> | undefined;

/** data/media/plans.json: the rooms of each stand-in floor plan (planDrawing.ts); read once. */
function plansIn(dataDir: string): Record<string, PlanDrawing> {
  if (planList) return planList;
  const file = join(dataDir, 'media', 'plans.json');
  planList = existsSync(file) ? PlanDrawingList.parse(JSON.parse(readFileSync(file, 'utf8'))).plans : {};
  return planList;
}

function describeShot(shot: Shot): string {
  switch (shot.kind) {
    case 'exterior':
      return `${shot.style} house in ${shot.material}, ${shot.storeys} storeys, ${shot.season} ${shot.time}${shot.features.length ? `, ${shot.features.join(', ')}` : ''}`;
    case 'interior':
      return `${shot.room} with ${shot.objects.join(', ')}, view of ${shot.view}, ${shot.time}`;
    case 'tower':
      return `${shot.towers === 2 ? 'two towers' : 'tower'} of ${shot.storeys} storeys in ${shot.facade}, ${shot.season} ${shot.time}`;
    case 'street':
      return `street: ${[...shot.houses, ...shot.features].join(', ')}, ${shot.season} ${shot.time}`;
  }
}

export function subjectFor(
  mediaPath: string,
  dataDir = join(import.meta.dirname, '..', '..', 'data'),
): Subject | undefined {
  const shot = shotsIn(dataDir)[mediaPath];
  if (shot) return { kind: 'render', ...LANDSCAPE, shot, label: describeShot(shot) };
  const parts = mediaPath.replace(/^\/media\//, '').split('/');
  const folder = parts[0] ?? '';
  const file = parts[parts.length - 1] ?? '';
  const ext = file.slice(file.lastIndexOf('.') + 1).toLowerCase();

  if (ext === 'svg') {
    const drawing = plansIn(dataDir)[mediaPath];
    return folder === 'logos' ? { kind: 'logo' } : drawing ? { kind: 'floor-plan', drawing } : undefined;
  }
  if (ext === 'mp4') {
    if (mediaPath === '/media/home/hero.mp4') return { kind: 'hero-video', orientation: 'landscape' };
    if (mediaPath === '/media/home/hero-portrait.mp4') return { kind: 'hero-video', orientation: 'portrait' };
    return undefined;
  }
  if (ext !== 'jpg' && ext !== 'jpeg') return undefined;

  if (mediaPath === '/media/home/hero-poster.jpg') return { kind: 'hero-poster' };
  // The team as a whole: the same engraved card as each member's portrait, not a row of silhouettes.
  if (mediaPath === '/media/home/team.jpg')
    return { kind: 'jpeg', ...LANDSCAPE, scene: monogram('the-ashdown-group'), label: 'monogram card' };
  switch (folder) {
    case 'listings': {
      const index = Number.parseInt(file, 10);
      if (index === 1 || Number.isNaN(index)) return { kind: 'jpeg', ...LANDSCAPE, scene: facade, label: 'facade' };
      return { kind: 'jpeg', ...LANDSCAPE, ...galleryScene(parts.slice(0, -1).join('/'), index) };
    }
    case 'sales':
      return {
        kind: 'jpeg',
        ...LANDSCAPE,
        ...oneOf(mediaPath, [
          { scene: facade, label: 'facade' },
          { scene: facade, label: 'facade' },
          { scene: room, label: 'interior' },
        ]),
      };
    case 'team':
      // A monogram card, not a made-up face: the team's own portraits replace these files.
      return { kind: 'jpeg', ...PORTRAIT, scene: monogram(file.replace(/\.[^.]+$/, '')), label: 'monogram card' };
    case 'developments':
      return { kind: 'jpeg', ...LANDSCAPE, scene: towers, label: 'tower at dusk' };
    case 'press':
      return { kind: 'jpeg', ...LANDSCAPE, scene: editorial, label: 'magazine spread' };
    case 'neighbourhoods':
    case 'pages':
      return { kind: 'jpeg', ...LANDSCAPE, ...oneOf(mediaPath, cityScenes) };
    default:
      // Anything new (a folder added to the data later) still gets a finished-looking image.
      return { kind: 'jpeg', ...LANDSCAPE, ...oneOf(mediaPath, [{ scene: facade, label: 'facade' }, ...cityScenes]) };
  }
}

export function renderSvg(mediaPath: string, width: number, height: number, scene: Scene): string {
  return svgDocument(width, height, scene(sceneContext(width, height, createRng(mediaPath))));
}
