/**
 * A room of the shot's kind with the objects it names, seen from a corner at eye height, the sun
 * coming through its windows. Terraces and gardens are outdoor.ts's.
 */
import * as THREE from 'three';
import type { InteriorShot } from '../shot.ts';
import { type Stage, box, frame, material } from './kit.ts';
import { armchair, bed, bookshelves, coffeeTable, diningTable, pendant, plant, rug, sofa } from './furniture.ts';
import { cabinetRun, fireplace, island, roundTable, shower, staircase, tub, vanity } from './fixtures.ts';
import { garden, terrace } from './outdoor.ts';
import { type Opening, type RoomSpec, roomShell } from './room.ts';

const FLOORS: Record<InteriorShot['room'], RoomSpec['floor'][]> = {
  'living room': [
    ['planks', '#b08a62'],
    ['planks', '#8a6446'],
  ],
  'family room': [
    ['planks', '#b48e66'],
    ['planks', '#9a7553'],
  ],
  kitchen: [
    ['planks', '#c29e74'],
    ['tile', '#e6e1d8'],
  ],
  'dining room': [['planks', '#8a6446']],
  bedroom: [['planks', '#bf9b72']],
  bathroom: [
    ['marble', '#eeebe5'],
    ['tile', '#e2ddd3'],
  ],
  foyer: [
    ['marble', '#ebe7e0'],
    ['planks', '#c9a67c'],
  ],
  library: [['planks', '#6f4e35']],
  terrace: [['limestone', '#d8d0c0']],
  garden: [['grass', '#5b7e3e']],
  boardroom: [['planks', '#7a5a40']],
};

export function interiorScene(stage: Stage, shot: InteriorShot): void {
  if (shot.room === 'terrace') return terrace(stage, shot);
  if (shot.room === 'garden') return garden(stage, shot);
  const { scene, rng } = stage;
  const has = (o: InteriorShot['objects'][number]) => shot.objects.includes(o);
  const tall = shot.room === 'foyer' || has('chandelier');
  const small = shot.room === 'bathroom';
  const w = small ? rng.range(4.6, 5.2) : rng.range(6.5, 8);
  const d = small ? rng.range(4.4, 5) : rng.range(6, 7.5);
  const h = tall ? 4.2 : rng.range(2.9, 3.3);
  const wallWindow = has('window wall');
  // The back wall holds the windows unless something stands against it (a fireplace, the bed, shelves).
  const backBusy = (has('fireplace') && !wallWindow) || shot.room === 'bedroom' || shot.room === 'library' || shot.room === 'foyer' || shot.room === 'kitchen';
  const sash = (from: number, to: number): Opening => ({ from, to, bottom: 0.7, top: Math.min(h - 0.35, 2.6) });
  const full = (from: number, to: number): Opening => ({ from, to, bottom: 0.02, top: h - 0.15 });
  const back: Opening[] = backBusy ? [] : wallWindow ? [full(0.6, w - 0.6)] : [sash(w * 0.18, w * 0.42), sash(w * 0.58, w * 0.82)];
  const left: Opening[] = has('bay window') ? [sash(d * 0.25, d * 0.75)] : wallWindow && backBusy ? [full(0.4, d - 0.6)] : [sash(d * 0.2, d * 0.45), sash(d * 0.55, d * 0.8)];
  const floor = rng.pick(FLOORS[shot.room]);
  const city = shot.view === 'city' || shot.view === 'lake';
  // A bathroom's walls in a warm stone, so white fixtures read against them.
  const walls = shot.room === 'bathroom' ? rng.pick(['#cbbfae', '#b9b3a6', '#d2c7b5']) : rng.pick(['#f3efe7', '#ece6da', '#efe9e1', '#e6e2da']);
  roomShell(stage, { w, d, h, floor, walls, back, left, elevation: city ? 60 : 0, view: shot.view });
  const panelled = shot.room === 'library';
  if (panelled) scene.add(box(w, h, 0.04, material('planks', '#5b3f2b', rng), 0, 0, -d + 0.02));

  const cx = -w * 0.05;
  const cz = -d * 0.55;
  switch (shot.room) {
    case 'living room':
    case 'family room':
    case 'boardroom': {
      if (shot.room === 'boardroom') {
        scene.add(diningTable(stage, cx, cz, 0), diningTable(stage, cx, cz - 1.2, Math.PI));
        break;
      }
      if (has('fireplace')) scene.add(fireplace(stage, wallWindow ? -w / 2 : cx, wallWindow ? cz : -d, wallWindow ? Math.PI / 2 : 0));
      scene.add(rug(stage, cx, cz + 0.6, 3.6, 2.8), sofa(stage, cx, cz + 1.7, Math.PI), coffeeTable(stage, cx, cz + 0.5));
      if (has('armchair')) scene.add(armchair(stage, cx - 1.9, cz + 0.3, Math.PI / 2 + 0.3));
      else scene.add(sofa(stage, cx - 2.1, cz + 0.5, Math.PI / 2));
      if (has('dining table')) scene.add(diningTable(stage, cx + 0.6, -d + 1.6, 0));
      if (has('bookshelves')) scene.add(bookshelves(stage, w / 2 - 0.2, cz, 2.6, 2.4, -Math.PI / 2));
      break;
    }
    case 'kitchen': {
      const counter = material('marble', rng.pick(['#f1eee8', '#e9e6e0']), rng, { roughness: 0.15 });
      const cabinets = rng.pick(['#f1eee6', '#2f3b4f', '#5a4636', '#d8d3c8']);
      scene.add(cabinetRun(stage, -w / 2 + 0.3, w / 2 - 0.3, -d, h, cabinets, counter));
      if (has('island')) scene.add(island(stage, cx, cz + 0.9, counter, cabinets, rng.chance(0.5)));
      if (has('pendant lights')) for (const px of [-0.8, 0.8]) scene.add(pendant(stage, cx + px, cz + 0.9, h, 1.2, 'dome'));
      if (has('dining table')) scene.add(diningTable(stage, -w / 2 + 1.8, -1.8, Math.PI / 2));
      break;
    }
    case 'dining room':
      scene.add(rug(stage, cx, cz, 4, 3), diningTable(stage, cx, cz, 0));
      break;
    case 'bedroom':
      scene.add(rug(stage, cx, cz + 0.5, 3.4, 3), bed(stage, cx, -d + 1.2, 0));
      if (has('fireplace')) scene.add(fireplace(stage, w / 2, cz + 1, -Math.PI / 2));
      if (has('armchair')) scene.add(armchair(stage, -w / 2 + 1.2, -1.6, Math.PI / 2 + 0.5), coffeeTable(stage, -w / 2 + 1.1, -2.8));
      if (has('skylights')) for (const sz of [-d * 0.3, -d * 0.7]) scene.add(box(1.2, 0.03, 1.6, material('flat', '#ffffff', rng, { emissive: '#eef4ff', emissiveIntensity: 2.2 }), cx, h - 0.03, sz));
      break;
    case 'bathroom':
      if (has('tub')) scene.add(tub(stage, cx - 0.2, -d + 1.0, 0));
      if (has('shower')) scene.add(shower(stage, w / 2 - 0.8, -d + 0.8));
      scene.add(vanity(stage, w / 2, cz + 1.2));
      scene.children.at(-1)!.rotation.y = -Math.PI / 2;
      break;
    case 'foyer':
      if (has('staircase')) scene.add(staircase(stage, -w / 2 + 0.6, -d, h - 0.3, rng.chance(0.5)));
      if (has('round table')) scene.add(roundTable(stage, cx + 0.4, cz + 1.2));
      break;
    case 'library':
      scene.add(bookshelves(stage, cx, -d + 0.2, w * 0.8, h - 0.3), bookshelves(stage, w / 2 - 0.2, cz + 0.6, d * 0.5, h - 0.3, -Math.PI / 2));
      if (has('fireplace')) scene.add(fireplace(stage, -w / 2, cz + 1.8, Math.PI / 2));
      scene.add(rug(stage, cx, cz + 1.2, 3.4, 2.6), armchair(stage, cx - 0.6, cz + 1.6, Math.PI * 0.75), armchair(stage, cx + 0.9, cz + 1.6, -Math.PI * 0.75), coffeeTable(stage, cx + 0.1, cz + 0.8));
      break;
  }
  if (has('chandelier')) scene.add(pendant(stage, cx + 0.2, shot.room === 'dining room' ? cz : cz + 0.6, h, 1.1, 'chandelier'));
  if (shot.room !== 'bathroom' && shot.room !== 'kitchen') scene.add(plant(stage, w / 2 - 0.6, -d + 0.6, rng.range(1.4, 2.1)));
  // Sunlight through the windows (back and left walls), at the time of day's height.
  const elevation = { morning: 26, afternoon: 38, 'golden hour': 12, dusk: 4 }[shot.time];
  const e = THREE.MathUtils.degToRad(elevation);
  const dir = new THREE.Vector3(-Math.cos(e) * rng.range(0.5, 0.9), Math.sin(e), -Math.cos(e) * rng.range(0.5, 0.9)).normalize();
  stage.sun.position.set(0, 0, -d / 2).add(dir.multiplyScalar(40));
  stage.sun.target.position.set(0, 0, -d / 2);
  Object.assign(stage.sun.shadow.camera, { left: -12, right: 12, top: 12, bottom: -12 });
  stage.sun.shadow.camera.updateProjectionMatrix();
  frame(stage, new THREE.Vector3(w / 2 - 0.55, 1.45, -0.35), new THREE.Vector3(-w * 0.18, tall ? 1.6 : 1.3, -d * 0.7), tall ? 62 : 58);
}
