/**
 * A room of the shot's kind, with the objects it names, seen from a corner at eye height, the sun
 * falling through its windows onto the floor. Terraces and gardens are interiorOutdoor.ts's; the
 * furniture of each room is laid out in interiorRooms.ts.
 * Room coordinates: x from -w/2 to w/2, z from -d (the back wall, facing the camera) to 0, y up.
 */
import * as THREE from 'three';
import type { InteriorShot, RoomObject } from '../../shot.ts';
import { type Stage, cylinder, frame, material } from './kit.ts';
import { palette } from './interiorFurniture.ts';
import { outdoor } from './interiorOutdoor.ts';
import { type Room, layout } from './interiorRooms.ts';
import { type Opening, type ShellSpec, shell } from './interiorShell.ts';
import { view } from './interiorView.ts';

const FLOORS: Record<string, [Parameters<typeof material>[0], string[]]> = {
  wood: ['planks', ['#b48c62', '#9c7450', '#c29e74', '#8a6446', '#a88258']],
  stone: ['marble', ['#ece8e1', '#e4ded4', '#f1eee8']],
  tile: ['tile', ['#d8d0c2', '#cfc6b6', '#e0d9cc']],
  limestone: ['limestone', ['#d9d1c2', '#e2dbcd']],
  carpet: ['flat', ['#8c8578', '#a09888', '#6f6a62']],
};

function floorFor(shot: InteriorShot): keyof typeof FLOORS {
  if (shot.room === 'bathroom') return 'tile';
  if (shot.room === 'foyer') return 'stone';
  if (shot.room === 'boardroom') return 'carpet';
  return 'wood';
}

/** Which walls hold windows, and of what kind, for the room and the objects it names. */
function openings(room: Room): Pick<ShellSpec, 'back' | 'left' | 'bay' | 'skylights'> {
  const { w, d, h, has, shot, stage } = room;
  const sash = (from: number, to: number, bottom = 0.55): Opening => ({
    from,
    to,
    bottom,
    top: Math.min(h - 0.35, 2.55),
  });
  const glass = (from: number, to: number): Opening => ({ from, to, bottom: 0, top: h });
  const pair = (length: number, gap: number): Opening[] => {
    const width = Math.min(1.5, (length - gap) / 2 - 0.5);
    return [
      sash(length / 2 - gap / 2 - width, length / 2 - gap / 2),
      sash(length / 2 + gap / 2, length / 2 + gap / 2 + width),
    ];
  };
  const wallGlass = has('window wall');
  const bay = has('bay window') ? { at: d * 0.5, width: Math.min(3.2, d * 0.5) } : undefined;
  const left = wallGlass ? [glass(0.5, d - 0.5)] : bay ? [] : pair(d, stage.rng.range(1.2, 2.4));
  switch (shot.room) {
    case 'kitchen':
      return { back: [sash(0.55, 2.05, 1.05)], left, bay };
    case 'bedroom':
      if (has('fireplace')) return { back: [], left: wallGlass ? left : pair(d, 2.6), bay };
      return {
        back: [],
        left,
        bay,
        skylights: has('skylights')
          ? {
              x0: -1.2,
              x1: 0.6,
              z: [
                [-d + 2.2, -d + 3.2],
                [-d + 3.8, -d + 4.8],
              ],
            }
          : undefined,
      };
    case 'bathroom':
      return {
        back: wallGlass ? [glass(1.6, w - 0.4)] : [sash(w / 2 - 0.6, w / 2 + 1.2, 0.8)],
        left: wallGlass ? [glass(d * 0.45, d - 0.5)] : [],
        bay,
      };
    case 'foyer':
      return {
        back: [sash(w * 0.5, w * 0.5 + 1.3, 3.5), sash(w * 0.5 + 2, w * 0.5 + 3.3, 3.5)].map((o) => ({
          ...o,
          top: h - 0.5,
        })),
        left: [{ from: 0.8, to: 2.2, bottom: 2.6, top: h - 0.6 }],
      };
    case 'library':
      return { back: [], left: has('fireplace') ? pair(d, 2.6) : left, bay };
    case 'boardroom':
      return { back: [glass(0.4, w - 0.4)], left: [glass(0.4, d - 0.4)] };
    default: {
      // Living and family rooms, dining rooms: a fireplace between windows on the back wall.
      if (has('fireplace') && !wallGlass) return { back: pair(w, has('bookshelves') ? 4.6 : 2.8), left, bay };
      if (wallGlass && has('fireplace')) return { back: [glass(0.4, w - 0.4)], left: [], bay };
      if (wallGlass) return { back: [glass(0.4, w - 0.4)], left: shot.view === 'city' ? left : pair(d, 1.6), bay };
      return { back: pair(w, 1.4), left, bay };
    }
  }
}

/** The sun, low or high for the time of day, shining in through the back and left walls. */
function sunlight(stage: Stage, w: number, d: number): void {
  const elevation = { morning: 22, afternoon: 32, 'golden hour': 13, dusk: 6 }[stage.time];
  const e = THREE.MathUtils.degToRad(elevation);
  const a = stage.rng.range(0.35, 1.1);
  const toSun = new THREE.Vector3(-Math.cos(e) * Math.sin(a), Math.sin(e), -Math.cos(e) * Math.cos(a));
  const target = new THREE.Vector3(-w * 0.1, 0, -d * 0.5);
  stage.sun.target.position.copy(target);
  stage.sun.position.copy(target).addScaledVector(toSun, 30);
  const reach = Math.max(w, d) + 3;
  Object.assign(stage.sun.shadow.camera, { left: -reach, right: reach, top: reach, bottom: -reach, near: 1, far: 80 });
  stage.sun.shadow.camera.updateProjectionMatrix();
  stage.sun.shadow.bias = -0.0002;
  stage.sun.shadow.radius = 4;
}

/** Recessed downlights: small glowing discs in the ceiling. */
function downlights(stage: Stage, w: number, d: number, h: number): void {
  const glow = material('flat', '#fff6e6', stage.rng, { emissive: '#fff0d8', emissiveIntensity: 1.2 + stage.glow * 2 });
  for (const x of [-w * 0.3, w * 0.05, w * 0.35])
    for (const z of [-d * 0.25, -d * 0.75]) {
      const disc = cylinder(0.06, 0.06, 0.01, glow, x, h - 0.005, z, 16);
      disc.castShadow = false;
      stage.scene.add(disc);
    }
}

export function interior(stage: Stage, shot: InteriorShot): void {
  if (shot.room === 'terrace' || shot.room === 'garden') return outdoor(stage, shot);
  const { rng } = stage;
  const has = (o: RoomObject) => shot.objects.includes(o);
  const tall = shot.room === 'foyer';
  const bath = shot.room === 'bathroom';
  const w = tall
    ? rng.range(7, 8)
    : shot.room === 'boardroom'
      ? rng.range(7.5, 9)
      : bath
        ? rng.range(5.2, 5.8)
        : rng.range(6.4, 7.6);
  const d = tall ? rng.range(8, 9) : bath ? rng.range(5.4, 6) : rng.range(6.6, 7.6);
  const h = tall ? rng.range(5.4, 6) : has('chandelier') ? rng.range(3.2, 3.6) : rng.range(2.9, 3.3);
  const [surface, colours] = FLOORS[floorFor(shot)]!;
  const floor = material(surface, rng.pick(colours), rng, {
    roughness: surface === 'marble' ? 0.18 : surface === 'planks' ? 0.42 : 1,
  });
  const wallColour =
    shot.room === 'library'
      ? rng.pick(['#e9e2d4', '#d9cfbd', '#3a4a44'])
      : rng.pick(['#f3efe7', '#eee8dd', '#f1ece4', '#e8e2d7', '#f5f2ec']);
  const wall = bath
    ? material('marble', rng.pick(['#f2efe9', '#ebe6de']), rng, { roughness: 0.3 })
    : material('plaster', wallColour, rng, { roughness: 0.95 });
  const trim = material('flat', '#f7f4ee', rng, { roughness: 0.5 });
  const frameMat = material('flat', rng.pick(['#2b2a28', '#3a3026', '#f2efe8', '#1f2226']), rng, {
    roughness: 0.4,
    metalness: 0.3,
  });
  const room: Room = { stage, shot, w, d, h, has, p: palette(stage), wall, floor };
  const spec: ShellSpec = { w, d, h, floor, wall, trim, frame: frameMat, ...openings(room) };
  shell(stage, spec);
  const high = shot.view === 'city' || (shot.view === 'lake' && shot.room === 'boardroom');
  view(stage, { w, d, drop: high ? rng.range(70, 110) : shot.view === 'lake' ? 1 : 0, view: shot.view });
  layout(room);
  if (!has('chandelier') && !has('pendant lights') && shot.room !== 'foyer' && !spec.skylights)
    downlights(stage, w, d, h);
  sunlight(stage, w, d);
  // From the front right corner at eye height, towards the back left, verticals kept vertical.
  const eye = new THREE.Vector3(w / 2 - 0.45, 1.5, -0.4);
  const at = new THREE.Vector3(-w * 0.16, tall ? 2.1 : 1.2, -d * 0.72);
  frame(stage, eye, at, tall ? 60 : 52);
}
