/**
 * A room's shell: floor, walls with window openings, ceiling, and the view through the windows.
 * Room coordinates: x from -w/2 to w/2, z from -d (the back wall, facing the camera) to 0, y up.
 * Windows are cut as real openings (walls built around them), so sunlight falls through them.
 */
import * as THREE from 'three';
import type { View } from '../shot.ts';
import { type Stage, box, ground, material } from './kit.ts';
import type { Surface } from './textures.ts';
import { conifer, tree } from './trees.ts';

export interface Opening {
  /** Along the wall, from its left end as the camera sees it (metres). */
  from: number;
  to: number;
  bottom: number;
  top: number;
}

export interface RoomSpec {
  w: number;
  d: number;
  h: number;
  floor: [Surface, string];
  walls: string;
  /** Openings in the back wall and in the left wall (measured from the back corner towards the camera). */
  back: Opening[];
  left: Opening[];
  /** How far below the floor the world outside is (a penthouse's city, 0 at ground level). */
  elevation: number;
  view: View;
}

/** A wall along one axis, built around its openings so light and view pass through them. */
function wallWithOpenings(length: number, height: number, thickness: number, openings: Opening[], mat: THREE.Material): THREE.Group {
  const group = new THREE.Group();
  const sorted = [...openings].sort((a, b) => a.from - b.from);
  let x = 0;
  for (const o of sorted) {
    if (o.from > x) group.add(box(o.from - x, height, thickness, mat, x + (o.from - x) / 2, 0, 0));
    if (o.bottom > 0) group.add(box(o.to - o.from, o.bottom, thickness, mat, (o.from + o.to) / 2, 0, 0));
    if (o.top < height) group.add(box(o.to - o.from, height - o.top, thickness, mat, (o.from + o.to) / 2, o.top, 0));
    x = o.to;
  }
  if (x < length) group.add(box(length - x, height, thickness, mat, x + (length - x) / 2, 0, 0));
  return group;
}

/** Thin frames and mullions in an opening, so it reads as a window, not a hole. */
function glazing(stage: Stage, group: THREE.Group, o: Opening, thickness: number): void {
  const frame = material('flat', '#2b2d30', stage.rng, { roughness: 0.5, metalness: 0.4 });
  const panes = Math.max(1, Math.round((o.to - o.from) / 1.2));
  for (let i = 0; i <= panes; i++) group.add(box(0.05, o.top - o.bottom, thickness + 0.02, frame, o.from + ((o.to - o.from) * i) / panes, o.bottom, 0));
  group.add(box(o.to - o.from, 0.05, thickness + 0.02, frame, (o.from + o.to) / 2, o.bottom, 0), box(o.to - o.from, 0.05, thickness + 0.02, frame, (o.from + o.to) / 2, o.top - 0.05, 0));
}

export function roomShell(stage: Stage, spec: RoomSpec): void {
  const { scene, rng } = stage;
  const { w, d, h } = spec;
  const wallMat = material('plaster', spec.walls, rng, { roughness: 0.95 });
  const floorMat = material(spec.floor[0], spec.floor[1], rng, { roughness: spec.floor[0] === 'marble' ? 0.25 : 0.55 });
  scene.add(box(w + 0.6, 0.1, d + 0.6, floorMat, 0, -0.1, -d / 2));
  const ceiling = box(w + 0.6, 0.2, d + 0.6, material('plaster', '#f4f1ea', rng), 0, h, -d / 2);
  ceiling.castShadow = true;
  scene.add(ceiling);
  const t = 0.25;
  const back = wallWithOpenings(w, h, t, spec.back, wallMat);
  spec.back.forEach((o) => glazing(stage, back, o, t));
  back.position.set(-w / 2, 0, -d - t / 2);
  const left = wallWithOpenings(d, h, t, spec.left, wallMat);
  spec.left.forEach((o) => glazing(stage, left, o, t));
  left.rotation.y = -Math.PI / 2;
  left.position.set(-w / 2 - t / 2, 0, -d);
  const right = box(t, h, d, wallMat, w / 2 + t / 2, 0, -d / 2);
  const front = box(w, h, t, wallMat, 0, 0, t / 2 + 0.6);
  scene.add(back, left, right, front);
  // Baseboards, where walls meet the floor.
  const base = material('flat', '#f2efe8', rng, { roughness: 0.6 });
  scene.add(box(0.03, 0.14, d, base, w / 2 - 0.015, 0, -d / 2), box(w, 0.14, 0.03, base, 0, 0, -d + 0.015));
  outsideView(stage, spec);
}

/** What the windows look onto. The sky is the stage's; this adds the ground and what stands on it. */
export function outsideView(stage: Stage, spec: Pick<RoomSpec, 'w' | 'd' | 'elevation' | 'view'>): void {
  const { scene, rng } = stage;
  const y = -spec.elevation;
  const lawn = material('grass', '#58753d', rng, { roughness: 1 });
  switch (spec.view) {
    case 'garden':
    case 'trees':
    case 'ravine': {
      scene.add(ground(400, 400, lawn, 0, y - 0.05, -spec.d - 200));
      scene.add(ground(400, 400, lawn, -spec.w / 2 - 200, y - 0.05, 0));
      const fall = spec.view === 'ravine' ? 8 : 0;
      const count = spec.view === 'garden' ? 14 : 34;
      for (let i = 0; i < count; i++) {
        const far = rng.range(6, 45);
        const onBack = rng.chance(0.6);
        const x = onBack ? rng.range(-30, 30) : -spec.w / 2 - far;
        const z = onBack ? -spec.d - far : rng.range(-spec.d - 20, 10);
        scene.add(tree(stage, x, z, rng.range(9, 18), y - (far > 12 ? fall : 0)));
      }
      break;
    }
    case 'city': {
      scene.add(ground(2000, 2000, material('flat', '#4a4f57', rng), 0, y, -500));
      const glow = material('facade', '#8f969f', rng, { roughness: 0.4, metalness: 0.3, emissive: '#ffffff', emissiveIntensity: 0.05 + stage.glow * 0.5 });
      glow.emissiveMap = glow.map;
      const stone = material('facade', '#c9c1b2', rng, { roughness: 0.7 });
      for (let i = 0; i < 90; i++) {
        const onBack = rng.chance(0.65);
        const far = rng.range(110, 600);
        const x = onBack ? rng.range(-300, 300) : -spec.w / 2 - far;
        const z = onBack ? -spec.d - far : rng.range(-300, 100);
        const height = rng.range(20, 160);
        scene.add(box(rng.range(14, 30), height, rng.range(14, 30), rng.chance(0.6) ? glow : stone, x, y, z));
      }
      break;
    }
    case 'lake': {
      const water = material('flat', '#3d6078', rng, { roughness: 0.05, metalness: 0.7 });
      water.envMapIntensity = stage.reflection;
      // The lake beyond a band of lower city: Lake Ontario from a downtown penthouse.
      scene.add(ground(6000, 3000, water, 0, y, -spec.d - 1700));
      scene.add(ground(6000, 400, material('flat', '#4a4f57', rng), 0, y + 0.05, -spec.d));
      const roofs = material('facade', '#a9a49a', rng, { roughness: 0.7 });
      for (let i = 0; i < 60; i++) scene.add(box(rng.range(14, 30), rng.range(6, spec.elevation * 0.45), rng.range(14, 30), roofs, rng.range(-260, 260), y, -spec.d - rng.range(20, 190)));
      break;
    }
  }
  if (spec.view === 'trees' && spec.elevation === 0) for (let i = 0; i < 5; i++) scene.add(conifer(stage, rng.range(-20, 20), -spec.d - rng.range(15, 40), rng.range(12, 20), y));
}
