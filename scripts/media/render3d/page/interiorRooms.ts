/**
 * Where the furniture of each room goes. Against the back wall: place(x, -d, 0); against the left
 * wall: place(-w/2, z, PI/2). The camera stands in the front right corner, looking back left.
 */
import * as THREE from 'three';
import type { InteriorShot, RoomObject } from '../../shot.ts';
import { type Stage, box, material } from './kit.ts';
import {
  type Palette,
  armchair,
  art,
  bed,
  chair,
  coffeeTable,
  diningSet,
  nightstand,
  place,
  plant,
  rug,
  sideTable,
  soft,
  sofa,
} from './interiorFurniture.ts';
import { balustrade, bookshelves, fireplace, roundTable, staircase } from './interiorFixtures.ts';
import { cabinetRun, island, kitchenFinish } from './interiorKitchen.ts';
import { chandelier, lamp, pendant } from './interiorLights.ts';
import { shower, tub, vanity } from './interiorBath.ts';

export interface Room {
  stage: Stage;
  shot: InteriorShot;
  w: number;
  d: number;
  h: number;
  has: (o: RoomObject) => boolean;
  p: Palette;
  wall: THREE.Material;
  floor: THREE.Material;
}

const LEFT = Math.PI / 2;

/** Sofa, chairs, a coffee table on a rug, facing a focus at (fx, fz) from the direction `facing`. */
function seating(room: Room, cx: number, cz: number, facing: number): void {
  const { stage, p, has } = room;
  const g = new THREE.Group();
  const length = stage.rng.range(2.3, 2.8);
  g.add(rug(stage, 3.6, 2.9), coffeeTable(stage, p));
  g.add(place(sofa(p, length), 0, 1.35, Math.PI));
  g.add(place(sideTable(stage, p), length / 2 + 0.35, 1.4), place(lamp(stage, p), length / 2 + 0.35, 1.4, 0, 0.535));
  if (has('armchair') || stage.rng.chance(0.5))
    for (const s of [-1, 1])
      g.add(
        place(
          armchair(p, s < 0 && stage.rng.chance(0.5) ? p.accent : p.fabric),
          s * 1.55,
          -0.1,
          (-s * Math.PI) / 2 + s * 0.35,
        ),
      );
  else g.add(place(sofa(p, 2), -1.6, 0, Math.PI / 2));
  stage.scene.add(place(g, cx, cz, facing));
}

function living(room: Room): void {
  const { stage, p, w, d, h, has, wall } = room;
  const { scene } = stage;
  const glassBack = has('window wall');
  if (has('fireplace') && !glassBack) {
    scene.add(place(fireplace(stage, p, wall, h), -w * 0.02, -d));
    scene.add(place(art(stage, p, 1.1, 0.8), -w * 0.02, -d + 0.36, 0, 1.55));
    if (has('bookshelves'))
      for (const s of [-1, 1]) scene.add(place(bookshelves(stage, 1.2, h - 0.2, p.wood), -w * 0.02 + s * 1.75, -d));
    seating(room, -w * 0.02, -d + 2.9, 0);
  } else if (has('fireplace')) {
    scene.add(
      place(fireplace(stage, p, wall, h), -w / 2, -d * 0.5, LEFT),
      place(art(stage, p, 1.1, 0.8), -w / 2 + 0.36, -d * 0.5, LEFT, 1.55),
    );
    seating(room, -w / 2 + 2.7, -d * 0.5, LEFT);
  } else {
    seating(room, -w * 0.12, -d + 2.7, 0);
    if (has('bookshelves')) scene.add(place(bookshelves(stage, 2.4, h - 0.2, p.wood), -w / 2, -d * 0.45, LEFT));
  }
  if (has('bookshelves') && glassBack) scene.add(place(bookshelves(stage, 2.4, h - 0.2, p.wood), -w / 2, -1.6, LEFT));
  if (has('dining table')) {
    // At the back right when the seating faces a fireplace on the left wall, else at the front left.
    const [x, z, r] = has('fireplace') && glassBack ? [w / 2 - 1.8, -d + 1.3, 0] : [-w / 2 + 1.5, -1.9, LEFT];
    scene.add(place(diningSet(stage, p, 1.9, 2, false), x, z, r), place(chandelier(stage, p, h, h - 1.3, 0.45), x, z));
  }
  scene.add(place(plant(stage, stage.rng.range(1.5, 2)), w / 2 - 0.5, -d + 0.5));
  if (has('chandelier')) scene.add(place(chandelier(stage, p, h, h - 1.2, 0.5), -w * 0.05, -d * 0.55));
}

function kitchen(room: Room): void {
  const { stage, p, w, d, h, has } = room;
  const { scene } = stage;
  const f = kitchenFinish(stage);
  scene.add(place(cabinetRun(stage, p, f, -w / 2 + 0.02, w / 2 - 0.35, h, [-w / 2 + 0.55, -w / 2 + 2.05]), 0, -d));
  const length = stage.rng.range(2.4, 3);
  const iz = -d + 2.7;
  if (has('island')) scene.add(place(island(stage, p, f, length, true), 0.2, iz));
  if (has('pendant lights')) {
    const kind = stage.rng.pick(['dome', 'globe', 'drum'] as const);
    const n = kind === 'drum' ? 2 : 3;
    for (let i = 0; i < n; i++)
      scene.add(place(pendant(stage, p, h, 1.75, kind), 0.2 - length / 2 + (length / n) * (i + 0.5), iz));
  }
  if (has('dining table')) {
    scene.add(place(diningSet(stage, p, 2, 2, true), -w / 2 + 1.5, -1.9, LEFT));
    scene.add(place(pendant(stage, p, h, 1.6, 'drum'), -w / 2 + 1.5, -1.9));
  }
  scene.add(
    box(0.5, 0.02, 0.3, p.wood, -w / 2 + 2.8, 0.92, -d + 0.3),
    box(0.6, 0.015, 0.3, p.wood, -w / 2 + 2.6, 0.935, -d + 0.32),
  );
  scene.add(place(plant(stage, 0.5), w / 2 - 1.6, -d + 0.35, 0, 0.92));
}

function dining(room: Room): void {
  const { stage, p, w, d, h } = room;
  const { scene } = stage;
  const cz = -d * 0.5;
  const cx = -w * 0.08;
  scene.add(place(rug(stage, 4.2, 3.2), cx, cz), place(diningSet(stage, p, 2.6, 3, true), cx, cz));
  scene.add(place(chandelier(stage, p, h, h - 1.35, 0.55), cx, cz));
  // A sideboard with lamps and art on the back wall.
  scene.add(
    place(box(2, 0.8, 0.48, p.wood, 0, 0.08, 0.24), cx, -d),
    place(box(2.02, 0.04, 0.5, p.stone, 0, 0.88, 0.25), cx, -d),
  );
  for (const s of [-1, 1]) scene.add(place(lamp(stage, p, 0.7), cx + s * 0.75, -d + 0.25, 0, 0.92));
  scene.add(place(art(stage, p, 1.3, 0.9), cx, -d, 0, 1.45));
  scene.add(place(plant(stage, 1.7), w / 2 - 0.55, -d + 0.55));
}

function bedroom(room: Room): void {
  const { stage, p, w, d, h, has, wall } = room;
  const { scene } = stage;
  const bx = -w * 0.12;
  const width = stage.rng.pick([1.65, 1.85, 2.0]);
  scene.add(place(rug(stage, width + 1.6, 2.8), bx, -d + 1.9), place(bed(stage, p, width), bx, -d + 1.2));
  for (const s of [-1, 1]) {
    const x = bx + s * (width / 2 + 0.5);
    scene.add(place(nightstand(p), x, -d + 0.3), place(lamp(stage, p), x, -d + 0.3, 0, 0.62));
  }
  scene.add(place(art(stage, p, 1.4, 0.7), bx, -d, 0, 1.6));
  scene.add(place(soft(1.3, 0.42, 0.45, 0.05, p.accent, 0, 0, 0), bx, -d + 2.55));
  if (has('fireplace'))
    scene.add(
      place(fireplace(stage, p, wall, h), -w / 2, -d * 0.5, LEFT),
      place(art(stage, p, 0.9, 0.7), -w / 2 + 0.36, -d * 0.5, LEFT, 1.6),
    );
  if (has('armchair') || !has('fireplace')) {
    const z = has('bay window') ? -d * 0.5 + 1.6 : -1.6;
    scene.add(place(armchair(p), -w / 2 + 1.0, z, LEFT + 0.5), place(sideTable(stage, p), -w / 2 + 0.7, z + 0.75));
  }
  scene.add(place(plant(stage, 1.6), w / 2 - 0.5, -d + 0.5));
}

function bathroom(room: Room): void {
  const { stage, p, w, d, has } = room;
  const { scene } = stage;
  const glass = has('window wall');
  scene.add(place(tub(stage, p), glass ? 0.6 : 0.3, -d + 1.05));
  if (has('shower') || stage.rng.chance(0.4)) scene.add(place(shower(stage, p, room.h), -w / 2, -d));
  scene.add(place(vanity(stage, p, 2.2), -w / 2, glass ? -d * 0.25 : -d * 0.55, LEFT));
  scene.add(place(plant(stage, 1.2), w / 2 - 0.45, -d + 0.45));
}

function foyer(room: Room): void {
  const { stage, p, w, d, h, has } = room;
  const { scene } = stage;
  const landing = 3.1;
  const width = 1.3;
  const deep = 1.3;
  if (has('staircase') || !has('round table')) {
    const { group, run } = staircase(stage, landing, width);
    scene.add(place(group, -w / 2 + width / 2, -d + deep + run));
  }
  // A landing across the back, its balustrade along the open edge.
  const slab = material('flat', '#f4f1ea', stage.rng, { roughness: 0.7 });
  scene.add(box(w * 0.7, 0.3, deep, slab, -w / 2 + w * 0.35, landing - 0.3, -d + deep / 2));
  scene.add(
    place(balustrade(stage, w * 0.7 - width), -w / 2 + width, -d + deep - 0.05, 0, landing),
    place(balustrade(stage, deep), -w / 2 + w * 0.7, -d + deep, LEFT, landing),
  );
  // Double doors under the landing, panelled.
  const doorMat = material('flat', stage.rng.pick(['#26324a', '#2b2622', '#f2efe8']), stage.rng, { roughness: 0.4 });
  const dx = -w / 2 + w * 0.42;
  scene.add(
    box(1.8, 2.6, 0.1, material('flat', '#f7f4ee', stage.rng), dx, 0, -d + 0.05),
    box(1.6, 2.45, 0.06, doorMat, dx, 0, -d + 0.12),
  );
  for (const s of [-1, 1])
    scene.add(
      box(0.58, 0.9, 0.02, doorMat, dx + s * 0.4, 0.3, -d + 0.16),
      box(0.58, 0.9, 0.02, doorMat, dx + s * 0.4, 1.35, -d + 0.16),
      box(0.02, 0.25, 0.03, p.metal, dx + s * 0.06, 1.05, -d + 0.17),
    );
  const cx = w * 0.05;
  const cz = -d * 0.52;
  scene.add(place(rug(stage, 3.2, 3.2), cx, cz));
  if (has('round table')) scene.add(place(roundTable(stage, p), cx, cz));
  scene.add(place(chandelier(stage, p, h, h - 1.9, 0.6), cx, cz));
  scene.add(place(plant(stage, 1.8), w / 2 - 0.5, -d + 0.5), place(chair(p, p.accent), w / 2 - 0.5, -d * 0.55, -LEFT));
}

function library(room: Room): void {
  const { stage, p, w, d, h, has, wall } = room;
  const { scene } = stage;
  const carcass = material('planks', stage.rng.pick(['#5a3d29', '#6b4a32', '#3f2d22']), stage.rng, { roughness: 0.5 });
  scene.add(place(bookshelves(stage, w - 0.4, h - 0.15, carcass), -0.2, -d));
  if (has('fireplace')) {
    scene.add(place(fireplace(stage, p, wall, h), -w / 2, -d * 0.5, LEFT));
    scene.add(place(bookshelves(stage, 1.1, h - 0.15, carcass), -w / 2, -d * 0.5 + 2.6, LEFT));
  } else scene.add(place(bookshelves(stage, 2.2, h - 0.15, carcass), -w / 2, -d * 0.5, LEFT));
  const cx = -w / 2 + 2.6;
  const cz = -d * 0.5;
  scene.add(place(rug(stage, 3, 3.4), cx, cz), place(coffeeTable(stage, p, 0.9, 0.9), cx, cz));
  scene.add(
    place(armchair(p, p.accent), cx + 0.2, cz - 1.2, -0.4 - LEFT / 2),
    place(armchair(p, p.accent), cx + 0.2, cz + 1.2, LEFT / 2 + 0.4 + Math.PI / 2 - 0.3),
  );
  scene.add(place(sideTable(stage, p), cx + 0.9, cz - 1.8), place(lamp(stage, p), cx + 0.9, cz - 1.8, 0, 0.535));
  scene.add(place(chair(p, p.accent), w / 2 - 1.2, -d + 2, -LEFT));
}

function boardroom(room: Room): void {
  const { stage, p, w, d, h } = room;
  const { scene } = stage;
  const length = Math.min(5, w - 2.6);
  scene.add(place(diningSet(stage, p, length, 5, true), -w * 0.08, -d * 0.5));
  const glow = material('flat', '#ffffff', stage.rng, { emissive: '#fff4e4', emissiveIntensity: 1.5 });
  scene.add(
    box(length - 0.6, 0.05, 0.12, glow, -w * 0.08, h - 0.6, -d * 0.5),
    box(0.01, 0.6, 0.01, p.metal, -w * 0.08 - length / 3, h - 0.6, -d * 0.5),
    box(0.01, 0.6, 0.01, p.metal, -w * 0.08 + length / 3, h - 0.6, -d * 0.5),
  );
  scene.add(
    place(plant(stage, 1.7), w / 2 - 0.5, -d + 0.5),
    place(box(2.4, 0.75, 0.5, p.wood), w / 2, -d * 0.5, -LEFT),
  );
}

export function layout(room: Room): void {
  switch (room.shot.room) {
    case 'kitchen':
      return kitchen(room);
    case 'dining room':
      return dining(room);
    case 'bedroom':
      return bedroom(room);
    case 'bathroom':
      return bathroom(room);
    case 'foyer':
      return foyer(room);
    case 'library':
      return library(room);
    case 'boardroom':
      return boardroom(room);
    default:
      return living(room);
  }
}
