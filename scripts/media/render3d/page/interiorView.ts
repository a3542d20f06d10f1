/**
 * What a room's windows (or a terrace's railing) look onto: a garden, woods, a city of lit towers,
 * a lake to the horizon, a ravine's trees falling away. The sky is the stage's own.
 * The room is around the origin; the view lies beyond x < -w/2 and z < -d.
 */
import * as THREE from 'three';
import type { View } from '../../shot.ts';
import { type Stage, box, ground, material } from './kit.ts';
import { conifer, hedge, tree } from './trees.ts';

export interface ViewSpec {
  w: number;
  d: number;
  /** How far below the floor the ground outside is (a penthouse's city). */
  drop: number;
  view: View;
}

/** A point outside, on the back or left side, `far` metres beyond the walls. */
function outside(stage: Stage, spec: ViewSpec, near: number, far: number): [number, number] {
  const { rng } = stage;
  const distance = rng.range(near, far);
  if (rng.chance(0.55)) return [rng.range(-spec.w / 2 - far, spec.w / 2 + far * 0.4), -spec.d - distance];
  return [-spec.w / 2 - distance, rng.range(-spec.d - far, far * 0.3)];
}

/** A bed of flowering perennials: green mounds dotted with blossoms, along x, `length` long. */
export function flowers(stage: Stage, x: number, z: number, y: number, length: number, rotation: number): THREE.Group {
  const { rng } = stage;
  const g = new THREE.Group();
  const leaf = material('flat', rng.pick(['#4a6b36', '#55743c', '#456433']), rng, { roughness: 1 });
  g.add(box(length, 0.1, 1.2, material('flat', '#4b3a2c', rng, { roughness: 1 }), 0, 0, 0));
  const mounds = Math.round(length * 2.6);
  const blossoms = new THREE.InstancedMesh(
    new THREE.IcosahedronGeometry(1, 0),
    new THREE.MeshStandardMaterial({ roughness: 0.8 }),
    mounds * 14,
  );
  const colours = ['#f4efe6', '#e8a9b8', '#b98fd0', '#f2cf6a', '#d9535a', '#f6f0f2', '#8fa7e0'];
  const m = new THREE.Matrix4();
  const c = new THREE.Color();
  let n = 0;
  for (let i = 0; i < mounds; i++) {
    const r = rng.range(0.25, 0.38);
    const mx = -length / 2 + 0.25 + ((length - 0.5) * (i + rng.range(0, 1))) / mounds;
    const mz = rng.range(-0.35, 0.35);
    const mound = new THREE.Mesh(new THREE.IcosahedronGeometry(r, 1), leaf);
    mound.scale.set(1, rng.range(0.7, 1.1), 1);
    mound.position.set(mx, 0.1 + r * 0.5, mz);
    mound.castShadow = mound.receiveShadow = true;
    g.add(mound);
    const colour = rng.pick(colours);
    for (let k = 0; k < 14; k++) {
      const dir = new THREE.Vector3(rng.range(-1, 1), rng.range(0.3, 1), rng.range(-1, 1)).normalize();
      const s = rng.range(0.045, 0.07);
      m.compose(
        new THREE.Vector3(mx + dir.x * r, 0.1 + r * 0.5 + dir.y * r * mound.scale.y, mz + dir.z * r),
        new THREE.Quaternion(),
        new THREE.Vector3(s, s, s),
      );
      blossoms.setMatrixAt(n, m);
      blossoms.setColorAt(n++, c.set(colour));
    }
  }
  g.add(blossoms);
  g.position.set(x, y, z);
  g.rotation.y = rotation;
  return g;
}

/** A city of towers at a distance, their windows lit more as the day ends. */
function city(stage: Stage, spec: ViewSpec, y: number): void {
  const { scene, rng } = stage;
  scene.add(ground(3000, 3000, material('flat', '#5d6168', rng, { roughness: 1 }), 0, y, -spec.d));
  const glow = 0.04 + stage.glow * 1.8;
  const facades = ['#3d4650', '#8a8d92', '#b9b2a4', '#2c3440', '#6d7680'].map((c) => {
    const m = material('facade', c, rng.fork(c), {
      roughness: 0.35,
      metalness: 0.2,
      emissive: '#ffd49a',
      emissiveIntensity: glow,
    });
    m.emissiveMap = m.map;
    return m;
  });
  for (let i = 0; i < 120; i++) {
    const [x, z] = outside(stage, spec, 160, 1100);
    const far = Math.max(-x - spec.w / 2, -z - spec.d);
    const height = rng.range(15, 50) + (rng.chance(0.35) ? rng.range(30, 170) * Math.min(1, far / 400) : 0);
    const width = rng.range(20, 45);
    scene.add(box(width, height, rng.range(18, 36), rng.pick(facades), x, y, z));
    if (rng.chance(0.3))
      scene.add(box(width * 0.6, rng.range(6, 20), width * 0.6, rng.pick(facades), x, y + height, z));
  }
}

function woods(stage: Stage, spec: ViewSpec, y: number, count: number, fall: number): void {
  const { scene, rng } = stage;
  for (let i = 0; i < count; i++) {
    const [x, z] = outside(stage, spec, 4, 50);
    const far = Math.max(-x - spec.w / 2, -z - spec.d);
    const drop = fall * Math.max(0, far - 6);
    const height = rng.range(10, 19);
    scene.add(
      far > 12 && rng.chance(0.22) ? conifer(stage, x, z, height, y - drop) : tree(stage, x, z, height, y - drop),
    );
  }
}

export function view(stage: Stage, spec: ViewSpec): void {
  const before = stage.scene.children.length;
  landscape(stage, spec);
  // What lies outside lights nothing inside: it casts no shadow through the windows (and the
  // shadow pass stays cheap).
  for (const object of stage.scene.children.slice(before)) object.traverse((o) => (o.castShadow = false));
}

function landscape(stage: Stage, spec: ViewSpec): void {
  const { scene, rng } = stage;
  const y = -0.25 - spec.drop;
  const grass = material('grass', '#5f7d40', rng, { roughness: 1 });
  switch (spec.view) {
    case 'garden': {
      scene.add(ground(600, 600, grass, 0, y, -spec.d));
      const hedgeBack = hedge(stage, -spec.w / 2 - 14, spec.w / 2 + 6, -spec.d - 16, 1.6, 1.1);
      hedgeBack.position.y = y;
      const hedgeSide = hedge(stage, -4, spec.d + 16, 0, 1.6, 1.1);
      hedgeSide.rotation.y = Math.PI / 2;
      hedgeSide.position.set(-spec.w / 2 - 15, y, 0);
      scene.add(hedgeBack, hedgeSide);
      scene.add(
        flowers(stage, -spec.w / 2 - 3, -spec.d - 3, y, 6, 0),
        flowers(stage, -spec.w / 2 - 3, -spec.d + 2, y, 5, Math.PI / 2),
      );
      scene.add(box(spec.w + 6, 0.06, 3, material('limestone', '#d6cdbc', rng), -2, y, -spec.d - 1.8));
      woods(stage, spec, y, 16, 0);
      break;
    }
    case 'trees':
      scene.add(ground(600, 600, grass, 0, y, -spec.d));
      woods(stage, spec, y, 26, 0);
      break;
    case 'ravine': {
      scene.add(ground(600, 600, material('grass', '#4f6a38', rng, { roughness: 1 }), 0, y - 14, -spec.d));
      scene.add(
        box(spec.w + 14, 0.3, 5, grass, -2, y - 0.3, -spec.d - 2.5),
        box(5, 0.3, spec.d + 10, grass, -spec.w / 2 - 2.5, y - 0.3, -spec.d / 2),
      );
      woods(stage, spec, y, 38, 0.45);
      break;
    }
    case 'city':
      city(stage, spec, y);
      break;
    case 'lake': {
      const water = material('flat', '#2f6485', rng, { roughness: 0.2, metalness: 0.35 });
      water.envMapIntensity = 1.2;
      scene.add(ground(8000, 8000, water, 0, y - 0.5, -spec.d - 3000));
      if (spec.drop > 5) {
        // A shore of lower roofs and trees between the building and the water.
        scene.add(ground(8000, 140, material('flat', '#67705c', rng), 0, y, -spec.d - 40));
        for (let i = 0; i < 40; i++)
          scene.add(
            box(
              rng.range(12, 28),
              rng.range(6, 25),
              rng.range(12, 28),
              material('flat', rng.pick(['#8b8f96', '#a49c8c', '#6e7480']), rng),
              rng.range(-300, 200),
              y,
              -spec.d - rng.range(15, 100),
            ),
          );
      } else {
        scene.add(ground(600, 30, grass, 0, y, -spec.d - 10));
        woods(stage, { ...spec }, y, 10, 0);
      }
      // A far shore, low and blue, on the horizon.
      scene.add(box(9000, 30, 200, material('flat', '#7d8c98', rng, { roughness: 1 }), 0, y - 28, -3800));
      break;
    }
  }
}
