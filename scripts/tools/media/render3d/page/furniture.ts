/**
 * Furniture, each piece placed by its footprint's centre on the floor (x, z) and turned by `turn`
 * radians (0 faces +z, towards the camera). Proportions are real ones, in metres.
 */
import * as THREE from 'three';
import { type Stage, box, cylinder, material } from './kit.ts';

export type Piece = (stage: Stage, x: number, z: number, turn?: number) => THREE.Group;

function placed(group: THREE.Group, x: number, z: number, turn: number): THREE.Group {
  group.position.set(x, 0, z);
  group.rotation.y = turn;
  return group;
}

const fabric = (stage: Stage) => material('stucco', stage.rng.pick(['#d9d0c1', '#c9bda8', '#e4ddd0', '#2f3b4f', '#8c9a8a']), stage.rng.fork('fabric'), { roughness: 1 });
const wood = (stage: Stage, colour = '#6b4a32') => material('planks', colour, stage.rng, { roughness: 0.5 });
const brass = (stage: Stage) => material('flat', '#b48a45', stage.rng, { roughness: 0.3, metalness: 1 });

export const sofa: Piece = (stage, x, z, turn = 0) => {
  const g = new THREE.Group();
  const cloth = fabric(stage);
  g.add(box(2.3, 0.42, 0.95, cloth, 0, 0.05, 0), box(2.3, 0.45, 0.22, cloth, 0, 0.45, -0.37));
  g.add(box(0.2, 0.28, 0.95, cloth, -1.05, 0.45, 0), box(0.2, 0.28, 0.95, cloth, 1.05, 0.45, 0));
  for (const cx of [-0.5, 0.5]) g.add(box(0.95, 0.14, 0.7, cloth, cx, 0.47, 0.08));
  g.add(box(0.45, 0.4, 0.14, material('flat', '#b9925e', stage.rng, { roughness: 0.9 }), -0.7, 0.55, -0.22));
  return placed(g, x, z, turn);
};

export const armchair: Piece = (stage, x, z, turn = 0) => {
  const g = new THREE.Group();
  const leather = material('flat', stage.rng.pick(['#5a3522', '#2f3b4f', '#cfc5b3']), stage.rng, { roughness: 0.55 });
  g.add(box(0.9, 0.42, 0.85, leather, 0, 0.05, 0), box(0.9, 0.5, 0.18, leather, 0, 0.45, -0.34));
  g.add(box(0.16, 0.25, 0.85, leather, -0.37, 0.45, 0), box(0.16, 0.25, 0.85, leather, 0.37, 0.45, 0));
  return placed(g, x, z, turn);
};

export const coffeeTable: Piece = (stage, x, z, turn = 0) => {
  const g = new THREE.Group();
  g.add(box(1.2, 0.06, 0.7, material('marble', '#ece8e1', stage.rng, { roughness: 0.2 }), 0, 0.38, 0));
  g.add(box(1.0, 0.36, 0.5, wood(stage, '#3e2c20'), 0, 0.02, 0));
  g.add(cylinder(0.08, 0.06, 0.22, material('flat', '#28354a', stage.rng, { roughness: 0.3 }), 0.3, 0.44, 0.05));
  return placed(g, x, z, turn);
};

export const rug = (stage: Stage, x: number, z: number, w: number, d: number): THREE.Mesh =>
  box(w, 0.015, d, material('stucco', stage.rng.pick(['#d8cfc0', '#b9ab96', '#c7c0b4']), stage.rng, { roughness: 1 }), x, 0, z);

export const bed: Piece = (stage, x, z, turn = 0) => {
  const g = new THREE.Group();
  const linen = material('stucco', '#f2efe9', stage.rng, { roughness: 1 });
  g.add(box(2.0, 0.3, 2.2, wood(stage, '#4a3626'), 0, 0.1, 0));
  g.add(box(1.9, 0.28, 2.1, linen, 0, 0.4, 0.02));
  g.add(box(1.95, 0.1, 1.3, material('stucco', stage.rng.pick(['#c9b89c', '#3a4a62', '#a7b2a0']), stage.rng, { roughness: 1 }), 0, 0.66, 0.4));
  for (const px of [-0.48, 0.48]) g.add(box(0.75, 0.2, 0.4, linen, px, 0.68, -0.75));
  g.add(box(2.2, 1.25, 0.12, fabric(stage), 0, 0.1, -1.12));
  for (const side of [-1, 1]) {
    g.add(box(0.55, 0.55, 0.45, wood(stage, '#3e2c20'), side * 1.45, 0, -0.85));
    g.add(cylinder(0.05, 0.08, 0.35, brass(stage), side * 1.45, 0.55, -0.85));
    const shade = cylinder(0.16, 0.2, 0.26, material('flat', '#f3ead8', stage.rng, { emissive: '#ffd59a', emissiveIntensity: 0.3 + stage.glow }), side * 1.45, 0.9, -0.85);
    g.add(shade);
  }
  return placed(g, x, z, turn);
};

export const diningTable: Piece = (stage, x, z, turn = 0) => {
  const g = new THREE.Group();
  const top = wood(stage, '#5a3f2a');
  const length = stage.rng.range(2.4, 3.2);
  g.add(box(length, 0.06, 1.05, top, 0, 0.72, 0));
  for (const lx of [-length / 2 + 0.15, length / 2 - 0.15]) for (const lz of [-0.38, 0.38]) g.add(box(0.08, 0.72, 0.08, top, lx, 0, lz));
  const seat = material('stucco', '#d6ccba', stage.rng, { roughness: 1 });
  const chairs = Math.round(length / 0.75);
  for (let i = 0; i < chairs; i++)
    for (const side of [-1, 1]) {
      const cx = -length / 2 + (length * (i + 0.5)) / chairs;
      g.add(box(0.46, 0.46, 0.46, seat, cx, 0, side * 0.78));
      g.add(box(0.46, 0.55, 0.07, seat, cx, 0.46, side * 0.98));
    }
  g.add(cylinder(0.1, 0.07, 0.3, material('flat', '#e8e2d6', stage.rng, { roughness: 0.3 }), 0, 0.78, 0));
  return placed(g, x, z, turn);
};

export const bookshelves = (stage: Stage, x: number, z: number, width: number, height: number, turn = 0): THREE.Group => {
  const g = new THREE.Group();
  const frame = wood(stage, '#4a3424');
  g.add(box(width, height, 0.05, frame, 0, 0, -0.17));
  const shelves = Math.floor(height / 0.38);
  const covers = ['#7a2e24', '#2b3f5c', '#c8b48a', '#3d4f3a', '#e6dfd0', '#8a6a3a', '#1f1f24', '#a9463a'].map((c) => material('flat', c, stage.rng, { roughness: 0.8 }));
  for (let s = 0; s <= shelves; s++) g.add(box(width, 0.04, 0.36, frame, 0, (s * height) / shelves - (s === shelves ? 0.04 : 0), 0));
  for (const side of [-1, 1]) g.add(box(0.05, height, 0.36, frame, (side * width) / 2, 0, 0));
  for (let s = 0; s < shelves; s++) {
    let bx = -width / 2 + 0.06;
    while (bx < width / 2 - 0.1) {
      const bw = stage.rng.range(0.025, 0.06);
      const bh = stage.rng.range(0.2, 0.32);
      if (stage.rng.chance(0.93)) g.add(box(bw, bh, stage.rng.range(0.18, 0.26), stage.rng.pick(covers), bx + bw / 2, (s * height) / shelves + 0.04, 0.02));
      bx += bw + 0.004;
    }
  }
  return placed(g, x, z, turn);
};

/** A ceiling light: a dome pendant on a cord, or a chandelier's ring of lit candles. */
export function pendant(stage: Stage, x: number, z: number, ceiling: number, drop: number, kind: 'dome' | 'chandelier'): THREE.Group {
  const g = new THREE.Group();
  const metal = brass(stage);
  const lit = material('flat', '#fff3da', stage.rng, { emissive: '#ffd59a', emissiveIntensity: 1.5 + stage.glow * 2 });
  g.add(cylinder(0.008, 0.008, drop, metal, 0, ceiling - drop, 0, 6));
  if (kind === 'dome') {
    const dome = new THREE.Mesh(new THREE.SphereGeometry(0.22, 24, 12, 0, Math.PI * 2, 0, Math.PI / 2), metal);
    dome.material = metal.clone();
    (dome.material).side = THREE.DoubleSide;
    dome.position.y = ceiling - drop;
    dome.rotation.x = 0;
    g.add(dome);
    const bulb = new THREE.Mesh(new THREE.SphereGeometry(0.06, 12, 8), lit);
    bulb.position.y = ceiling - drop - 0.02;
    g.add(bulb);
  } else {
    const ring = new THREE.Mesh(new THREE.TorusGeometry(0.45, 0.02, 8, 32), metal);
    ring.rotation.x = Math.PI / 2;
    ring.position.y = ceiling - drop;
    g.add(ring);
    for (let i = 0; i < 10; i++) {
      const a = (i / 10) * Math.PI * 2;
      const candle = new THREE.Mesh(new THREE.SphereGeometry(0.04, 10, 8), lit);
      candle.position.set(Math.cos(a) * 0.45, ceiling - drop + 0.08, Math.sin(a) * 0.45);
      g.add(candle);
      for (let k = 0; k < 3; k++) {
        const crystal = new THREE.Mesh(new THREE.OctahedronGeometry(0.03), material('flat', '#ffffff', stage.rng, { roughness: 0, metalness: 0.2, emissive: '#ffe6b0', emissiveIntensity: 0.6 }));
        crystal.position.set(Math.cos(a + 0.3) * 0.38, ceiling - drop - 0.1 - k * 0.08, Math.sin(a + 0.3) * 0.38);
        g.add(crystal);
      }
    }
  }
  const light = new THREE.PointLight('#ffd7a0', 2 + stage.glow * 10, 8, 2);
  light.position.set(0, ceiling - drop - 0.2, 0);
  g.add(light);
  g.position.set(x, 0, z);
  return g;
}

/** A plant in a pot: life in a corner. */
export function plant(stage: Stage, x: number, z: number, height = 1.6): THREE.Group {
  const g = new THREE.Group();
  g.add(cylinder(0.22, 0.17, 0.45, material('flat', '#d9d2c4', stage.rng, { roughness: 0.6 }), 0, 0, 0));
  const leaf = material('flat', '#4d6b3c', stage.rng, { roughness: 0.8 });
  for (let i = 0; i < 9; i++) {
    const ball = new THREE.Mesh(new THREE.IcosahedronGeometry(stage.rng.range(0.18, 0.3), 1), leaf);
    ball.position.set(stage.rng.range(-0.25, 0.25), 0.45 + stage.rng.range(0.2, height - 0.5), stage.rng.range(-0.25, 0.25));
    ball.castShadow = true;
    g.add(ball);
  }
  g.position.set(x, 0, z);
  return g;
}
