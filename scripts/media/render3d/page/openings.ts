/** What is set into a wall: windows with their trim, muntins and shutters; doors; porches. */
import * as THREE from 'three';
import { type Stage, box, cylinder, material, windowGlass } from './kit.ts';
import { gableEnd, roof } from './roofs.ts';

export interface WindowOptions {
  /** Panes across and down (a Georgian sash is 3 x 4: six over six). */
  panes?: [number, number];
  trim: string;
  shutters?: string;
  /** Arched head (Victorian, chateau): a half-round of glass over the sash. */
  arched?: boolean;
}

/** A window centred at (x, y) on a wall whose face is at z, facing +z. */
export function windowUnit(
  stage: Stage,
  group: THREE.Group,
  x: number,
  y: number,
  z: number,
  w: number,
  h: number,
  options: WindowOptions,
): void {
  const { rng } = stage;
  const trim = material('flat', options.trim, rng, { roughness: 0.6 });
  const glass = windowGlass(stage);
  // Walls are solid boxes, so the glass sits just proud of the wall face and the frame stands
  // proud of the glass: from the street it reads as glass set back in its frame.
  group.add(box(w, h, 0.02, glass, x, y - h / 2, z + 0.01));
  const f = 0.1;
  const depth = 0.16;
  group.add(box(w + f * 2, f, depth, trim, x, y + h / 2, z), box(w + f * 2, f, depth, trim, x, y - h / 2 - f, z));
  group.add(
    box(f, h, depth, trim, x - w / 2 - f / 2, y - h / 2, z),
    box(f, h, depth, trim, x + w / 2 + f / 2, y - h / 2, z),
  );
  group.add(box(w + 0.3, 0.08, 0.26, trim, x, y - h / 2 - f - 0.08, z + 0.05));
  const [across, down] = options.panes ?? [2, 2];
  const bar = 0.035;
  for (let i = 1; i < across; i++)
    group.add(box(bar, h, 0.05, trim, x - w / 2 + (w * i) / across, y - h / 2, z + 0.03));
  for (let j = 1; j < down; j++) group.add(box(w, bar, 0.05, trim, x, y - h / 2 + (h * j) / down, z + 0.03));
  if (options.arched) {
    const arch = new THREE.Mesh(new THREE.CircleGeometry(w / 2, 24, 0, Math.PI), glass);
    arch.position.set(x, y + h / 2 + f, z + 0.02);
    group.add(arch);
    const ring = new THREE.Mesh(new THREE.TorusGeometry(w / 2 + f / 2, f / 2, 6, 24, Math.PI), trim);
    ring.position.set(x, y + h / 2 + f, z + 0.05);
    group.add(ring);
  }
  if (options.shutters) {
    const shutter = material('flat', options.shutters, rng, { roughness: 0.7 });
    group.add(box(w * 0.5, h + 0.1, 0.06, shutter, x - w / 2 - f - w * 0.27, y - h / 2 - 0.05, z + 0.04));
    group.add(box(w * 0.5, h + 0.1, 0.06, shutter, x + w / 2 + f + w * 0.27, y - h / 2 - 0.05, z + 0.04));
  }
}

/** A front door with its surround; `portico` adds columns and a pediment, `porch` a roof on posts. */
export function entrance(
  stage: Stage,
  group: THREE.Group,
  x: number,
  z: number,
  options: { door: string; trim: string; portico?: boolean; width?: number },
): void {
  const { rng } = stage;
  const trim = material('flat', options.trim, rng, { roughness: 0.6 });
  const door = material('flat', options.door, rng, { roughness: 0.35, metalness: 0.1 });
  const w = options.width ?? 1.2;
  group.add(box(w, 2.5, 0.06, door, x, 0.35, z + 0.02));
  group.add(
    box(w + 0.5, 0.25, 0.2, trim, x, 2.85, z),
    box(0.2, 2.5, 0.2, trim, x - w / 2 - 0.12, 0.35, z),
    box(0.2, 2.5, 0.2, trim, x + w / 2 + 0.12, 0.35, z),
  );
  // Brass on the door, catching light.
  group.add(
    box(
      0.06,
      0.06,
      0.08,
      material('flat', '#b08a3e', rng, { roughness: 0.3, metalness: 1 }),
      x + w * 0.3,
      1.5,
      z + 0.05,
    ),
  );
  const steps = material('limestone', '#cfc6b4', rng);
  for (let i = 0; i < 3; i++)
    group.add(box(w + 1.6 - i * 0.3, 0.12, 0.5 + (2 - i) * 0.35, steps, x, i * 0.12, z + 0.25 + (2 - i) * 0.17));
  if (options.portico) {
    const span = w + 2.2;
    for (const side of [-1, 1]) group.add(cylinder(0.16, 0.19, 3.2, trim, x + (side * span) / 2, 0.36, z + 1.5, 20));
    group.add(box(span + 0.6, 0.35, 1.9, trim, x, 3.55, z + 0.75));
    // A pediment facing the street: the gable's triangle, under a short roof running back to the wall.
    group.add(gableEnd(span + 0.6, 0.9, trim, x, 3.9, z + 1.7));
    group.add(roof(2.0, span + 0.8, 0.9, 0, trim, x, 3.9, z + 0.75, true));
  }
}

/** A porch or veranda across part of the front: a deck, posts and a shallow roof. */
export function porch(
  stage: Stage,
  group: THREE.Group,
  x: number,
  z: number,
  width: number,
  options: { trim: string; roof: THREE.Material; deep?: boolean },
): void {
  const { rng } = stage;
  const trim = material('flat', options.trim, rng, { roughness: 0.6 });
  const depth = options.deep ? 3 : 2.2;
  group.add(box(width, 0.45, depth, material('planks', '#8a6e52', rng), x, 0, z + depth / 2));
  const posts = Math.max(2, Math.round(width / 2.4));
  for (let i = 0; i <= posts; i++)
    group.add(box(0.22, 2.7, 0.22, trim, x - width / 2 + 0.2 + ((width - 0.4) * i) / posts, 0.45, z + depth - 0.2));
  // A railing between the posts.
  group.add(box(width - 0.2, 0.08, 0.08, trim, x, 1.35, z + depth - 0.2));
  for (let i = 0; i < width / 0.18; i++)
    group.add(box(0.04, 0.85, 0.04, trim, x - width / 2 + 0.1 + i * 0.18, 0.5, z + depth - 0.2));
  group.add(box(width + 0.4, 0.25, depth + 0.4, trim, x, 3.15, z + depth / 2));
  group.add(roof(width + 0.6, depth + 0.6, 0.6, 0, options.roof, x, 3.4, z + depth / 2));
}
