/** What is built into a room: a fireplace, kitchen cabinetry and an island, a tub and a shower, a staircase. */
import * as THREE from 'three';
import { type Stage, box, cylinder, material } from './kit.ts';

/** A fireplace against the wall at z (its face towards +z), with a glowing fire and a picture above. */
export function fireplace(stage: Stage, x: number, z: number, turn = 0): THREE.Group {
  const g = new THREE.Group();
  const { rng } = stage;
  const stone = material(rng.chance(0.5) ? 'marble' : 'limestone', rng.pick(['#ece7df', '#d9d1c2', '#3a3a3c']), rng, { roughness: 0.3 });
  g.add(box(1.9, 1.25, 0.3, stone, 0, 0, 0.15));
  g.add(box(2.15, 0.1, 0.42, stone, 0, 1.25, 0.2));
  g.add(box(0.95, 0.75, 0.05, material('flat', '#151210', rng, { roughness: 1 }), 0, 0.15, 0.29));
  g.add(box(0.8, 0.16, 0.05, material('flat', '#ff9a3c', rng, { emissive: '#ff8a2a', emissiveIntensity: 2.5 }), 0, 0.2, 0.3));
  const fire = new THREE.PointLight('#ff9a4a', 3 + stage.glow * 5, 6, 2);
  fire.position.set(0, 0.45, 0.7);
  g.add(fire);
  // A painting over the mantel: an abstract of a few soft fields.
  const art = box(1.2, 0.85, 0.04, material('flat', rng.pick(['#c7b39a', '#8fa1b3', '#b9a7a0']), rng, { roughness: 0.9 }), 0, 1.65, 0.04);
  g.add(art, box(1.28, 0.93, 0.03, material('flat', '#b48a45', rng, { roughness: 0.3, metalness: 1 }), 0, 1.61, 0.02));
  g.position.set(x, 0, z);
  g.rotation.y = turn;
  return g;
}

/** A run of cabinets along a wall at z (face +z), from x0 to x1: base units, counter, uppers or open wall. */
export function cabinetRun(stage: Stage, x0: number, x1: number, z: number, ceiling: number, colour: string, counter: THREE.Material): THREE.Group {
  const g = new THREE.Group();
  const { rng } = stage;
  const front = material('flat', colour, rng, { roughness: 0.45 });
  const pull = material('flat', '#b48a45', rng, { roughness: 0.3, metalness: 1 });
  const w = x1 - x0;
  const cx = (x0 + x1) / 2;
  g.add(box(w, 0.88, 0.62, front, cx, 0.02, z + 0.31));
  g.add(box(w + 0.02, 0.04, 0.66, counter, cx, 0.9, z + 0.33));
  g.add(box(w, 0.6, 0.02, counter, cx, 0.94, z + 0.01));
  const doors = Math.round(w / 0.6);
  for (let i = 0; i < doors; i++) {
    const dx = x0 + (w * (i + 0.5)) / doors;
    g.add(box(0.004, 0.8, 0.01, material('flat', '#00000033', rng), x0 + (w * i) / doors, 0.06, z + 0.625));
    g.add(box(0.14, 0.015, 0.02, pull, dx, 0.8, z + 0.635));
    g.add(box(w / doors - 0.02, 0.75, 0.02, front, dx, 1.54, z + 0.17));
  }
  g.add(box(w, 0.75, 0.32, front, cx, 1.54, z + 0.16));
  // A range with a hood over it, at the run's middle.
  g.add(box(0.9, 0.05, 0.6, material('flat', '#1c1d20', rng, { roughness: 0.3, metalness: 0.6 }), cx, 0.94, z + 0.32));
  g.add(box(0.95, 0.5, 0.5, material('flat', '#c9c5bd', rng, { roughness: 0.35, metalness: 0.7 }), cx, Math.min(ceiling - 0.6, 1.75), z + 0.25));
  return g;
}

/** An island with its stools; `long` for the larger kitchens. */
export function island(stage: Stage, x: number, z: number, counter: THREE.Material, colour: string, long = false): THREE.Group {
  const g = new THREE.Group();
  const { rng } = stage;
  const w = long ? 3.2 : 2.5;
  g.add(box(w, 0.88, 1.0, material('flat', colour, rng, { roughness: 0.45 }), 0, 0.02, 0));
  g.add(box(w + 0.1, 0.05, 1.1, counter, 0, 0.9, 0));
  const seat = material('flat', rng.pick(['#5a3522', '#2b2b2e', '#c9bba2']), rng, { roughness: 0.6 });
  const leg = material('flat', '#b48a45', rng, { roughness: 0.3, metalness: 1 });
  for (let i = 0; i < (long ? 4 : 3); i++) {
    const sx = -w / 2 + 0.5 + (i * (w - 1)) / (long ? 3 : 2);
    g.add(cylinder(0.02, 0.02, 0.68, leg, sx, 0, 0.75, 8), cylinder(0.2, 0.19, 0.07, seat, sx, 0.68, 0.75));
  }
  g.add(cylinder(0.16, 0.12, 0.12, material('flat', '#efe9de', rng, { roughness: 0.3 }), -w / 4, 0.95, 0), cylinder(0.03, 0.03, 0.3, material('flat', '#5d7a4a', rng), -w / 4, 1.05, 0, 6));
  g.position.set(x, 0, z);
  return g;
}

/** A freestanding tub: an oval basin, water in it. */
export function tub(stage: Stage, x: number, z: number, turn = 0): THREE.Group {
  const g = new THREE.Group();
  const enamel = material('flat', '#f6f4ef', stage.rng, { roughness: 0.15 });
  const basin = cylinder(0.42, 0.36, 0.58, enamel, 0, 0, 0, 40);
  basin.scale.set(2, 1, 1);
  const water = cylinder(0.37, 0.37, 0.02, material('flat', '#b9d3da', stage.rng, { roughness: 0.02, metalness: 0.3 }), 0, 0.5, 0, 40);
  water.scale.set(2, 1, 1);
  g.add(basin, water, cylinder(0.02, 0.02, 0.95, material('flat', '#b48a45', stage.rng, { roughness: 0.2, metalness: 1 }), 0.95, 0, 0, 10));
  g.position.set(x, 0, z);
  g.rotation.y = turn;
  return g;
}

/** A walk-in shower: glass on two sides, a tiled floor, a rain head. */
export function shower(stage: Stage, x: number, z: number): THREE.Group {
  const g = new THREE.Group();
  const glass = new THREE.MeshPhysicalMaterial({ color: '#dfe9ea', roughness: 0.02, transmission: 0.9, transparent: true, opacity: 0.3 });
  const frame = material('flat', '#222326', stage.rng, { roughness: 0.4, metalness: 0.7 });
  g.add(box(1.4, 2.1, 0.02, glass, 0, 0.05, 0.7), box(0.02, 2.1, 1.4, glass, -0.7, 0.05, 0));
  g.add(box(1.4, 0.03, 0.03, frame, 0, 2.15, 0.7), box(0.03, 0.03, 1.4, frame, -0.7, 2.15, 0));
  g.add(box(1.4, 0.05, 1.4, material('tile', '#d7d3cb', stage.rng), 0, 0, 0));
  g.add(cylinder(0.15, 0.15, 0.02, frame, 0.2, 2.1, -0.3, 24));
  g.position.set(x, 0, z);
  return g;
}

/** A vanity with a mirror over it, against a wall facing +z. */
export function vanity(stage: Stage, x: number, z: number): THREE.Group {
  const g = new THREE.Group();
  g.add(box(1.6, 0.8, 0.55, material('planks', '#5b4330', stage.rng), 0, 0.05, 0.28));
  g.add(box(1.7, 0.05, 0.6, material('marble', '#f1eee8', stage.rng, { roughness: 0.2 }), 0, 0.85, 0.3));
  g.add(box(1.3, 0.9, 0.02, material('flat', '#cfd8dc', stage.rng, { roughness: 0.02, metalness: 1 }), 0, 1.2, 0.02));
  g.position.set(x, 0, z);
  return g;
}

/** A straight staircase rising along a wall (from x0 towards +x, against the wall at z), with its rail. */
export function staircase(stage: Stage, x0: number, z: number, rise: number, painted: boolean): THREE.Group {
  const g = new THREE.Group();
  const { rng } = stage;
  const tread = material('planks', '#8a6444', rng, { roughness: 0.5 });
  const riser = material('flat', painted ? '#f2efe8' : '#6b4a32', rng, { roughness: 0.6 });
  const steps = Math.round(rise / 0.18);
  const run = 0.28;
  for (let i = 0; i < steps; i++) {
    g.add(box(run, 0.18 * (i + 1), 1.1, riser, x0 + i * run + run / 2, 0, z + 0.55));
    g.add(box(run + 0.03, 0.03, 1.14, tread, x0 + i * run + run / 2, 0.18 * (i + 1), z + 0.57));
  }
  const rail = material('flat', '#2e2219', rng, { roughness: 0.5 });
  const spindle = material('flat', painted ? '#f4f1ea' : '#3a2a1e', rng, { roughness: 0.6 });
  for (let i = 0; i < steps; i++) g.add(box(0.04, 0.9, 0.04, spindle, x0 + i * run + run / 2, 0.18 * (i + 1), z + 1.08));
  const length = Math.hypot(steps * run, steps * 0.18);
  const handrail = box(length, 0.06, 0.07, rail, 0, 0, 0);
  handrail.position.set(x0 + (steps * run) / 2, 0.95 + (steps * 0.18) / 2, z + 1.08);
  handrail.rotation.z = Math.atan2(0.18, run);
  g.add(handrail, box(0.12, 1.1, 0.12, rail, x0 + 0.05, 0, z + 1.08));
  return g;
}

/** A round table with a vase of flowers: the centre of a foyer. */
export function roundTable(stage: Stage, x: number, z: number): THREE.Group {
  const g = new THREE.Group();
  const { rng } = stage;
  const top = material('planks', '#4a3424', rng, { roughness: 0.35 });
  g.add(cylinder(0.65, 0.65, 0.05, top, 0, 0.76, 0, 40), cylinder(0.08, 0.12, 0.76, top, 0, 0, 0, 16));
  g.add(cylinder(0.1, 0.14, 0.4, material('flat', '#e9e4da', rng, { roughness: 0.2 }), 0, 0.81, 0, 20));
  const bloom = material('flat', rng.pick(['#f3e9ee', '#e9c6cc', '#f6efe2']), rng, { roughness: 0.8 });
  const leaf = material('flat', '#50683f', rng, { roughness: 0.9 });
  for (let i = 0; i < 24; i++) {
    const ball = new THREE.Mesh(new THREE.IcosahedronGeometry(rng.range(0.06, 0.11), 1), i % 3 ? bloom : leaf);
    const a = rng.range(0, Math.PI * 2);
    const r = rng.range(0, 0.32);
    ball.position.set(Math.cos(a) * r, 1.3 + rng.range(-0.12, 0.25) - r * 0.4, Math.sin(a) * r);
    ball.castShadow = true;
    g.add(ball);
  }
  g.position.set(x, 0, z);
  return g;
}
