/**
 * A room's shell for interior(): floor, walls cut around real openings (so sunlight falls through
 * them onto the floor), window frames, cased trim, ceiling with optional skylights, a bay.
 * Room coordinates: x from -w/2 to w/2, z from -d (the back wall, facing the camera) to 0, y up.
 * A wall is built in its own frame: x along it, y up, its inner face at z = 0, the room at +z.
 */
import * as THREE from 'three';
import { type Stage, box, material } from './kit.ts';

export interface Opening {
  /** Along the wall, in metres from the wall's start (the back wall's left end; the left wall's front end). */
  from: number;
  to: number;
  bottom: number;
  top: number;
  /** A plain opening (into a bay): no frame or casing. */
  open?: boolean;
}

export interface ShellSpec {
  w: number;
  d: number;
  h: number;
  floor: THREE.Material;
  wall: THREE.Material;
  trim: THREE.Material;
  /** Window frames: bronze, black or painted. */
  frame: THREE.Material;
  back: Opening[];
  left: Opening[];
  /** An angled bay window projecting from the left wall, centred at this distance from the front. */
  bay?: { at: number; width: number };
  /** Skylights: ceiling openings between x0 and x1, at these z ranges. */
  skylights?: { x0: number; x1: number; z: [number, number][] };
}

const T = 0.3;

/** A wall of `length` by `height`, built around its openings, plus frames, mullions and casings. */
function wall(spec: ShellSpec, length: number, openings: Opening[]): THREE.Group {
  const { wall: mat, trim, frame } = spec;
  const height = spec.h;
  const g = new THREE.Group();
  const sorted = [...openings].sort((a, b) => a.from - b.from);
  let x = 0;
  for (const o of sorted) {
    if (o.from > x) g.add(box(o.from - x, height, T, mat, (x + o.from) / 2, 0, -T / 2));
    const ow = o.to - o.from;
    const cx = (o.from + o.to) / 2;
    if (o.bottom > 0) g.add(box(ow, o.bottom, T, mat, cx, 0, -T / 2));
    if (o.top < height) g.add(box(ow, height - o.top, T, mat, cx, o.top, -T / 2));
    x = o.to;
    if (o.open) continue;
    // Frame and mullions set back in the reveal; a transom on tall glazing.
    const tall = o.top - o.bottom > 2.2;
    const panes = Math.max(1, Math.round(ow / (tall ? 1.3 : 0.8)));
    const fz = -T * 0.6;
    for (let i = 0; i <= panes; i++)
      g.add(box(0.06, o.top - o.bottom, 0.07, frame, o.from + 0.03 + ((ow - 0.06) * i) / panes, o.bottom, fz));
    g.add(box(ow, 0.07, 0.07, frame, cx, o.bottom, fz), box(ow, 0.07, 0.07, frame, cx, o.top - 0.07, fz));
    if (tall && o.top - o.bottom > 2.6) g.add(box(ow, 0.05, 0.07, frame, cx, o.top - 0.55, fz));
    else if (!tall) g.add(box(ow, 0.04, 0.07, frame, cx, o.bottom + (o.top - o.bottom) * 0.55, fz));
    // Casing around the opening on the room side, and a sill.
    if (o.bottom > 0.1) g.add(box(ow + 0.24, 0.05, 0.1, trim, cx, o.bottom - 0.05, 0.02));
    if (o.top < height - 0.05) g.add(box(ow + 0.24, 0.1, 0.03, trim, cx, o.top, 0.015));
    for (const side of [o.from - 0.06, o.to + 0.06])
      g.add(box(0.12, o.top - Math.max(o.bottom - 0.05, 0), 0.03, trim, side, Math.max(o.bottom - 0.05, 0), 0.015));
  }
  if (x < length) g.add(box(length - x, height, T, mat, (x + length) / 2, 0, -T / 2));
  // Skirting and a crown where wall meets floor and ceiling.
  let s = 0;
  for (const o of [...sorted.filter((o) => o.bottom < 0.15), { from: length, to: length, bottom: 0, top: 0 }]) {
    if (o.from - s > 0.05) g.add(box(o.from - s, 0.16, 0.025, trim, (s + o.from) / 2, 0, 0.0125));
    s = o.to + 0.12;
  }
  const crown = sorted.filter((o) => o.top > height - 0.1);
  s = 0;
  for (const o of [...crown, { from: length, to: length, bottom: 0, top: 0 }]) {
    if (o.from - s > 0.05) g.add(box(o.from - s, 0.09, 0.06, trim, (s + o.from) / 2, height - 0.09, 0.03));
    s = o.to;
  }
  return g;
}

/** An angled bay: a sill wall, three faces of glass and a window seat, in the wall's frame. */
function bay(stage: Stage, spec: ShellSpec, at: number, width: number): THREE.Group {
  const g = new THREE.Group();
  const depth = 0.9;
  const front = width - 2 * depth;
  const top = Math.min(spec.h - 0.3, 2.5);
  const sill = 0.5;
  const corners: [number, number][] = [
    [at - width / 2, 0],
    [at - front / 2, -depth],
    [at + front / 2, -depth],
    [at + width / 2, 0],
  ];
  for (let i = 0; i < 3; i++) {
    const [x0, z0] = corners[i]!;
    const [x1, z1] = corners[i + 1]!;
    const len = Math.hypot(x1 - x0, z1 - z0);
    const face = new THREE.Group();
    face.add(
      box(len, sill, 0.2, spec.wall, len / 2, 0, -0.1),
      box(len, spec.h - top, 0.2, spec.wall, len / 2, top, -0.1),
    );
    const panes = Math.max(1, Math.round(len / 0.7));
    for (let p = 0; p <= panes; p++)
      face.add(box(0.06, top - sill, 0.06, spec.frame, 0.03 + ((len - 0.06) * p) / panes, sill, -0.1));
    face.add(box(len, 0.05, 0.06, spec.frame, len / 2, sill + (top - sill) * 0.62, -0.1));
    face.add(box(len, 0.06, 0.28, spec.trim, len / 2, sill - 0.06, 0.02));
    face.position.set(x0, 0, z0);
    face.rotation.y = -Math.atan2(z1 - z0, x1 - x0);
    g.add(face);
  }
  // Floor and ceiling of the bay, and a cushioned seat along the sill.
  const shape = new THREE.Shape(corners.map(([x, z]) => new THREE.Vector2(x, -z)));
  const slab = (y: number, mat: THREE.Material, thick: number) => {
    const geo = new THREE.ExtrudeGeometry(shape, { depth: thick, bevelEnabled: false });
    const mesh = new THREE.Mesh(geo, mat);
    mesh.rotation.x = -Math.PI / 2;
    mesh.position.y = y - thick;
    mesh.castShadow = mesh.receiveShadow = true;
    return mesh;
  };
  g.add(slab(0, spec.floor, 0.1), slab(spec.h + 0.2, spec.wall, 0.2));
  const seat = new THREE.Shape(
    corners.map(([x, z], i) => new THREE.Vector2(x + (i === 0 ? 0.1 : i === 3 ? -0.1 : 0), -z)),
  );
  const cushion = new THREE.Mesh(
    new THREE.ExtrudeGeometry(seat, { depth: 0.12, bevelEnabled: true, bevelSize: 0.03, bevelThickness: 0.03 }),
    material('flat', '#e9e1d2', stage.rng, { roughness: 1 }),
  );
  cushion.rotation.x = -Math.PI / 2;
  cushion.position.y = sill - 0.1;
  cushion.castShadow = cushion.receiveShadow = true;
  g.add(cushion);
  return g;
}

/** The ceiling, with skylight wells cut through it, and a soft band of light under each. */
function ceiling(stage: Stage, spec: ShellSpec): void {
  const { w, d, h } = spec;
  const mat = material('plaster', '#f6f3ec', stage.rng, { roughness: 1 });
  const add = (x0: number, x1: number, z0: number, z1: number) => {
    if (x1 - x0 > 0.01 && z1 - z0 > 0.01)
      stage.scene.add(box(x1 - x0, 0.3, z1 - z0, mat, (x0 + x1) / 2, h, (z0 + z1) / 2));
  };
  const sky = spec.skylights;
  if (!sky) return add(-w / 2 - T, w / 2 + T, -d - T, T);
  add(-w / 2 - T, sky.x0, -d - T, T);
  add(sky.x1, w / 2 + T, -d - T, T);
  const zs = [...sky.z].sort((a, b) => a[0] - b[0]);
  let z = -d - T;
  for (const [z0, z1] of zs) {
    add(sky.x0, sky.x1, z, z0);
    z = z1;
    // The well's sides, and thin muntins across the glass.
    const well = spec.wall;
    stage.scene.add(
      box(sky.x1 - sky.x0, 0.5, 0.05, well, (sky.x0 + sky.x1) / 2, h, z0 - 0.025),
      box(sky.x1 - sky.x0, 0.5, 0.05, well, (sky.x0 + sky.x1) / 2, h, z1 + 0.025),
    );
    stage.scene.add(
      box(0.05, 0.5, z1 - z0, well, sky.x0 - 0.025, h, (z0 + z1) / 2),
      box(0.05, 0.5, z1 - z0, well, sky.x1 + 0.025, h, (z0 + z1) / 2),
    );
    stage.scene.add(box(0.04, 0.04, z1 - z0, spec.frame, (sky.x0 + sky.x1) / 2, h + 0.45, (z0 + z1) / 2));
  }
  add(sky.x0, sky.x1, z, T);
}

export function shell(stage: Stage, spec: ShellSpec): void {
  const { scene } = stage;
  const { w, d } = spec;
  scene.add(box(w + 3, 0.2, d + 3, spec.floor, 0, -0.2, -d / 2));
  const back = wall(spec, w, spec.back);
  back.position.set(-w / 2, 0, -d);
  const left = wall(
    spec,
    d,
    spec.bay
      ? [
          ...spec.left,
          {
            from: spec.bay.at - spec.bay.width / 2,
            to: spec.bay.at + spec.bay.width / 2,
            bottom: 0,
            top: spec.h,
            open: true,
          },
        ]
      : spec.left,
  );
  left.rotation.y = Math.PI / 2;
  left.position.set(-w / 2, 0, 0);
  if (spec.bay) left.add(bay(stage, spec, spec.bay.at, spec.bay.width));
  // The right and front walls, thick enough to keep the sun out; the back and left meet in the corner.
  scene.add(
    back,
    left,
    box(T, spec.h, d + 2 * T, spec.wall, w / 2 + T / 2, 0, -d / 2),
    box(w + 2 * T, spec.h, T, spec.wall, 0, 0, T / 2 + 0.02),
  );
  scene.add(box(T, spec.h, T, spec.wall, -w / 2 - T / 2, 0, -d - T / 2));
  scene.add(box(0.025, 0.16, d, spec.trim, w / 2 - 0.0125, 0, -d / 2));
  ceiling(stage, spec);
}
