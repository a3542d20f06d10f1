/**
 * Furniture for interior(): upholstered pieces with rounded edges, tables, a bed, rugs, plants
 * and art. Each piece is built facing +z (its front towards +z) with its origin at its bottom
 * centre; place() puts it in the room.
 */
import * as THREE from 'three';
import { RoundedBoxGeometry } from 'three/examples/jsm/geometries/RoundedBoxGeometry.js';
import type { Rng } from '../../random.ts';
import { type Stage, box, cylinder, material } from './kit.ts';

/** A rounded box placed by its bottom centre (cushions, mattresses, upholstered frames). */
export function soft(
  w: number,
  h: number,
  d: number,
  radius: number,
  mat: THREE.Material,
  x = 0,
  y = 0,
  z = 0,
): THREE.Mesh {
  const mesh = new THREE.Mesh(new RoundedBoxGeometry(w, h, d, 3, Math.min(radius, w / 2, h / 2, d / 2)), mat);
  mesh.position.set(x, y + h / 2, z);
  mesh.castShadow = mesh.receiveShadow = true;
  return mesh;
}

export function place<T extends THREE.Object3D>(object: T, x: number, z: number, rotation = 0, y = 0): T {
  object.position.set(x, y, z);
  object.rotation.y = rotation;
  return object;
}

/** The materials a room's furniture shares, chosen once per room. */
export interface Palette {
  fabric: THREE.Material;
  accent: THREE.Material;
  wood: THREE.Material;
  metal: THREE.Material;
  stone: THREE.Material;
  linen: THREE.Material;
}

export function palette(stage: Stage): Palette {
  const rng = stage.rng.fork('palette');
  const fabric = rng.pick(['#e8e0d2', '#ddd3c2', '#cfc6b6', '#e4ddd0', '#b9ad98']);
  const accent = rng.pick(['#26324a', '#2c3b56', '#5d6b57', '#8a6a4a', '#7a3e3a', '#30435a']);
  return {
    fabric: material('flat', fabric, rng, { roughness: 1 }),
    accent: material('flat', accent, rng, { roughness: 0.95 }),
    wood: material('planks', rng.pick(['#6b4a32', '#5a3d29', '#8a6442', '#a07a52']), rng, { roughness: 0.5 }),
    metal: material('flat', rng.pick(['#b08d57', '#a88450', '#2a2a2a']), rng, { roughness: 0.3, metalness: 0.9 }),
    stone: material('marble', rng.pick(['#f0ece5', '#e8e3da', '#ded7cc']), rng, { roughness: 0.2 }),
    linen: material('flat', '#f3efe6', rng, { roughness: 1 }),
  };
}

function legs(group: THREE.Group, mat: THREE.Material, w: number, d: number, h: number, r = 0.02): void {
  for (const sx of [-1, 1])
    for (const sz of [-1, 1]) group.add(cylinder(r, r * 0.8, h, mat, (sx * w) / 2, 0, (sz * d) / 2, 8));
}

export function sofa(p: Palette, length: number): THREE.Group {
  const g = new THREE.Group();
  const d = 0.95;
  legs(g, p.wood, length - 0.2, d - 0.2, 0.1);
  g.add(soft(length, 0.3, d, 0.06, p.fabric, 0, 0.08, 0));
  const seats = length > 2.4 ? 3 : 2;
  const inner = length - 0.4;
  for (let i = 0; i < seats; i++) {
    const x = -inner / 2 + (inner / seats) * (i + 0.5);
    g.add(soft(inner / seats - 0.02, 0.16, d - 0.3, 0.07, p.fabric, x, 0.38, 0.1));
    g.add(soft(inner / seats - 0.04, 0.45, 0.22, 0.09, p.fabric, x, 0.42, -d / 2 + 0.2).rotateX(-0.12));
  }
  g.add(soft(length, 0.42, 0.2, 0.06, p.fabric, 0, 0.38, -d / 2 + 0.1));
  for (const s of [-1, 1]) g.add(soft(0.2, 0.3, d, 0.08, p.fabric, (s * (length - 0.2)) / 2, 0.38, 0));
  for (const s of [-1, 1])
    g.add(
      soft(0.45, 0.42, 0.14, 0.07, s < 0 ? p.accent : p.linen, s * (inner / 2 - 0.3), 0.5, -d / 2 + 0.38)
        .rotateZ(s * 0.12)
        .rotateX(-0.2),
    );
  return g;
}

export function armchair(p: Palette, fabric = p.fabric): THREE.Group {
  const g = new THREE.Group();
  legs(g, p.wood, 0.62, 0.62, 0.14, 0.018);
  g.add(soft(0.84, 0.3, 0.82, 0.06, fabric, 0, 0.12, 0), soft(0.56, 0.14, 0.6, 0.06, fabric, 0, 0.42, 0.08));
  g.add(
    soft(0.84, 0.5, 0.18, 0.07, fabric, 0, 0.42, -0.32),
    soft(0.5, 0.35, 0.14, 0.06, p.linen, 0, 0.54, -0.2).rotateX(-0.15),
  );
  for (const s of [-1, 1]) g.add(soft(0.16, 0.24, 0.82, 0.07, fabric, s * 0.34, 0.42, 0));
  return g;
}

/** A low table: stone or wood top on a plinth or brass legs, with books and a bowl on it. */
export function coffeeTable(stage: Stage, p: Palette, w = 1.3, d = 0.75): THREE.Group {
  const { rng } = stage;
  const g = new THREE.Group();
  const top = rng.chance(0.5) ? p.stone : p.wood;
  if (rng.chance(0.5)) g.add(box(w - 0.3, 0.34, d - 0.3, p.wood, 0, 0, 0));
  else legs(g, p.metal, w - 0.1, d - 0.1, 0.34, 0.015);
  g.add(box(w, 0.06, d, top, 0, 0.34, 0));
  const books = material('flat', rng.pick(['#1f2b40', '#8a3b32', '#d9cfbd']), rng, { roughness: 0.8 });
  g.add(box(0.32, 0.05, 0.24, books, -w * 0.22, 0.4, 0.02), box(0.28, 0.04, 0.22, p.linen, -w * 0.22, 0.45, 0.02));
  g.add(cylinder(0.13, 0.08, 0.1, p.metal, w * 0.2, 0.4, -0.05, 20));
  return g;
}

export function sideTable(stage: Stage, p: Palette): THREE.Group {
  const g = new THREE.Group();
  g.add(
    cylinder(0.26, 0.26, 0.035, stage.rng.chance(0.5) ? p.stone : p.wood, 0, 0.5, 0, 28),
    cylinder(0.03, 0.03, 0.5, p.metal, 0, 0, 0, 10),
    cylinder(0.18, 0.2, 0.02, p.metal, 0, 0, 0, 24),
  );
  return g;
}

/** A rug with a border, lying flat. */
export function rug(stage: Stage, w: number, d: number): THREE.Group {
  const { rng } = stage;
  const g = new THREE.Group();
  const field = material('flat', rng.pick(['#e6dccb', '#d9cdb8', '#cbbfae', '#b8a58b', '#e9e3d7']), rng, {
    roughness: 1,
  });
  const border = material('flat', rng.pick(['#2a3550', '#8c7a62', '#6b5a48', '#c7b79d']), rng, { roughness: 1 });
  g.add(box(w, 0.012, d, border, 0, 0, 0), box(w - 0.24, 0.016, d - 0.24, field, 0, 0, 0));
  for (const m of g.children) m.castShadow = false;
  return g;
}

export function chair(p: Palette, seat = p.fabric): THREE.Group {
  const g = new THREE.Group();
  legs(g, p.wood, 0.38, 0.38, 0.45, 0.018);
  g.add(
    soft(0.48, 0.08, 0.48, 0.03, seat, 0, 0.44, 0),
    soft(0.46, 0.5, 0.07, 0.03, seat, 0, 0.5, -0.22).rotateX(-0.08),
  );
  return g;
}

/** A dining table with chairs along both sides and at the ends, facing +z along its width. */
export function diningSet(stage: Stage, p: Palette, length: number, perSide: number, ends: boolean): THREE.Group {
  const g = new THREE.Group();
  const width = 1.05;
  const top = stage.rng.chance(0.6) ? p.wood : p.stone;
  g.add(box(length, 0.05, width, top, 0, 0.72, 0));
  for (const s of [-1, 1])
    g.add(
      box(0.1, 0.72, width - 0.2, p.wood, s * (length / 2 - 0.35), 0, 0),
      box(length - 0.7, 0.08, 0.06, p.wood, 0, 0.62, 0),
    );
  for (let i = 0; i < perSide; i++) {
    const x = -length / 2 + (length / perSide) * (i + 0.5);
    g.add(place(chair(p), x, width / 2 + 0.12, Math.PI), place(chair(p), x, -width / 2 - 0.12, 0));
  }
  if (ends)
    for (const s of [-1, 1]) g.add(place(chair(p, p.accent), s * (length / 2 + 0.15), 0, (s * Math.PI) / 2 + Math.PI));
  // A runner of vases down the middle.
  for (let i = -1; i <= 1; i += 2) g.add(cylinder(0.06, 0.09, 0.22, p.linen, i * length * 0.18, 0.77, 0, 16));
  return g;
}

/** A bed, its headboard against the wall at -z, the foot towards +z. */
export function bed(stage: Stage, p: Palette, width: number): THREE.Group {
  const g = new THREE.Group();
  const length = 2.15;
  const head = stage.rng.chance(0.5) ? p.accent : p.fabric;
  g.add(soft(width + 0.25, 1.3, 0.14, 0.05, head, 0, 0, -length / 2 - 0.02));
  g.add(
    soft(width + 0.1, 0.32, length, 0.04, head, 0, 0.06, 0),
    soft(width, 0.26, length - 0.08, 0.08, p.linen, 0, 0.36, 0.02),
  );
  g.add(soft(width + 0.08, 0.1, length * 0.7, 0.05, p.linen, 0, 0.56, length * 0.16));
  g.add(soft(width + 0.1, 0.06, 0.6, 0.03, p.fabric === head ? p.accent : p.fabric, 0, 0.64, length / 2 - 0.35));
  for (const s of [-1, 1]) {
    g.add(soft(width / 2 - 0.08, 0.2, 0.4, 0.09, p.linen, (s * width) / 4, 0.6, -length / 2 + 0.3).rotateX(-0.35));
    g.add(
      soft(
        width / 2 - 0.2,
        0.16,
        0.3,
        0.07,
        head === p.accent ? p.fabric : p.accent,
        (s * width) / 4,
        0.6,
        -length / 2 + 0.52,
      ).rotateX(-0.3),
    );
  }
  return g;
}

export function nightstand(p: Palette): THREE.Group {
  const g = new THREE.Group();
  g.add(box(0.55, 0.55, 0.42, p.wood, 0, 0.04, 0), box(0.57, 0.03, 0.44, p.stone, 0, 0.59, 0));
  for (const y of [0.12, 0.34]) g.add(box(0.12, 0.015, 0.01, p.metal, 0, y + 0.1, 0.215));
  legs(g, p.wood, 0.48, 0.36, 0.05, 0.015);
  return g;
}

/** A potted fiddle-leaf fig or olive. */
export function plant(stage: Stage, height: number): THREE.Group {
  const rng = stage.rng.fork('plant');
  const g = new THREE.Group();
  g.add(
    cylinder(
      0.2,
      0.16,
      0.42,
      material('flat', rng.pick(['#e8e2d6', '#3b3a38', '#b69a78']), rng, { roughness: 0.7 }),
      0,
      0,
      0,
      20,
    ),
  );
  g.add(cylinder(0.02, 0.025, height * 0.6, material('flat', '#4a3b2c', rng), 0, 0.4, 0, 6));
  const leaf = material('flat', rng.pick(['#3f5e33', '#4b6a3a', '#56704a']), rng, { roughness: 0.8 });
  for (let i = 0; i < 14; i++) {
    const s = rng.range(0.14, 0.26);
    const m = new THREE.Mesh(new THREE.IcosahedronGeometry(s, 0), leaf);
    const a = rng.range(0, Math.PI * 2);
    const r = rng.range(0.05, 0.35);
    m.position.set(Math.cos(a) * r, rng.range(height * 0.45, height), Math.sin(a) * r);
    m.scale.set(1, 0.55, 1);
    m.castShadow = true;
    g.add(m);
  }
  return g;
}

function canvasArt(rng: Rng): THREE.CanvasTexture {
  const c = document.createElement('canvas');
  c.width = c.height = 256;
  const g = c.getContext('2d')!;
  g.fillStyle = rng.pick(['#efe9dd', '#e4dccd', '#d9d4cb']);
  g.fillRect(0, 0, 256, 256);
  for (let i = 0; i < 5; i++) {
    g.fillStyle = rng.pick(['#27324a', '#b58a5a', '#8b9a8a', '#d8c7a8', '#5a6b7d', '#c4a484']);
    g.globalAlpha = rng.range(0.5, 0.9);
    g.beginPath();
    g.ellipse(
      rng.range(40, 216),
      rng.range(40, 216),
      rng.range(25, 110),
      rng.range(15, 70),
      rng.range(0, 3),
      0,
      Math.PI * 2,
    );
    g.fill();
  }
  const t = new THREE.CanvasTexture(c);
  t.colorSpace = THREE.SRGBColorSpace;
  return t;
}

/** A framed abstract canvas, its back against a wall at z = 0. */
export function art(stage: Stage, p: Palette, w: number, h: number): THREE.Group {
  const rng = stage.rng.fork(`art ${w}`);
  const g = new THREE.Group();
  g.add(box(w + 0.08, h + 0.08, 0.04, p.metal, 0, -0.04, 0.02));
  const face = new THREE.Mesh(
    new THREE.PlaneGeometry(w, h),
    new THREE.MeshStandardMaterial({ map: canvasArt(rng), roughness: 0.9 }),
  );
  face.position.set(0, h / 2 - 0.04, 0.042);
  g.add(face);
  return g;
}
