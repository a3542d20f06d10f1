/**
 * The outdoor rooms: a terrace (stone or deck, railing, planters, lounge seating or outdoor
 * dining, the view beyond) and a garden (lawn, flower beds, a flagstone terrace, hedges, trees,
 * perhaps a pool). The camera stands at eye height at the terrace's near right corner.
 */
import * as THREE from 'three';
import type { InteriorShot } from '../../shot.ts';
import { type Stage, box, cylinder, frame, ground, material } from './kit.ts';
import {
  type Palette,
  armchair,
  coffeeTable,
  diningSet,
  palette,
  place,
  plant,
  rug,
  soft,
  sofa,
} from './interiorFurniture.ts';
import { flowers, view } from './interiorView.ts';
import { hedge, tree } from './trees.ts';

/** Outdoor furniture: teak frames, ivory cushions, a navy or sage accent. */
function outdoorPalette(stage: Stage): Palette {
  const p = palette(stage);
  return {
    ...p,
    wood: material('timber', '#9a7048', stage.rng, { roughness: 0.6 }),
    fabric: material('flat', '#ece6da', stage.rng, { roughness: 1 }),
  };
}

function umbrella(stage: Stage, p: Palette): THREE.Group {
  const g = new THREE.Group();
  const canvas = material('flat', stage.rng.pick(['#f2ece0', '#e8dfcc']), stage.rng, {
    roughness: 1,
    emissive: '#3a3020',
    emissiveIntensity: 0.4,
  });
  const cone = new THREE.Mesh(new THREE.ConeGeometry(1.5, 0.45, 8, 1, true), canvas);
  cone.material.side = THREE.DoubleSide;
  cone.position.y = 2.45;
  cone.castShadow = true;
  g.add(cone, cylinder(0.025, 0.025, 2.7, p.wood, 0, 0, 0, 8));
  return g;
}

function lounge(stage: Stage, p: Palette, x: number, z: number, facing: number): void {
  const g = new THREE.Group();
  g.add(rug(stage, 3.4, 2.8), coffeeTable(stage, p, 1.1, 0.7), place(sofa(p, 2.4), 0, 1.25, Math.PI));
  for (const s of [-1, 1]) g.add(place(armchair(p), s * 1.5, -0.1, (-s * Math.PI) / 2 + s * 0.4));
  stage.scene.add(place(g, x, z, facing));
}

/** A long planter of clipped box, grasses and white flowers. */
function planter(stage: Stage, length: number): THREE.Group {
  const { rng } = stage;
  const g = new THREE.Group();
  g.add(
    box(
      length,
      0.6,
      0.6,
      material('flat', rng.pick(['#3b3a38', '#cfc6b6', '#6b5e50']), rng, { roughness: 0.8 }),
      0,
      0,
      0,
    ),
  );
  const greens = ['#3f5e33', '#56704a', '#6d7f4a'].map((c) => material('flat', c, rng, { roughness: 1 }));
  const white = material('flat', '#f4f0e6', rng, { roughness: 0.9 });
  for (let i = 0; i < length * 4; i++) {
    const s = rng.range(0.18, 0.32);
    const m = new THREE.Mesh(new THREE.IcosahedronGeometry(s, 0), rng.chance(0.15) ? white : rng.pick(greens));
    m.position.set(rng.range(-length / 2 + 0.2, length / 2 - 0.2), 0.6 + s * 0.5, rng.range(-0.15, 0.15));
    m.castShadow = true;
    g.add(m);
  }
  return g;
}

/** A railing along x from 0 to length: glass with a slim top rail, or bronze balusters. */
function railing(stage: Stage, length: number, glassy: boolean): THREE.Group {
  const g = new THREE.Group();
  const metal = material('flat', '#2d2a26', stage.rng, { roughness: 0.4, metalness: 0.6 });
  if (glassy) {
    const glass = material('flat', '#d8e4e8', stage.rng, { roughness: 0.05, metalness: 0.2, opacity: 0.18 });
    glass.depthWrite = false;
    const pane = box(length, 1.05, 0.015, glass, length / 2, 0, 0);
    pane.castShadow = false;
    g.add(pane);
  } else for (let x = 0.05; x < length; x += 0.12) g.add(box(0.02, 1.05, 0.02, metal, x, 0, 0));
  g.add(box(length, 0.05, 0.07, metal, length / 2, 1.05, 0));
  return g;
}

function terrace(stage: Stage, shot: InteriorShot): void {
  const { scene, rng } = stage;
  const p = outdoorPalette(stage);
  const w = rng.range(8.5, 10);
  const d = rng.range(7, 8.5);
  const high = shot.view === 'city' || shot.view === 'lake';
  const drop = high ? rng.range(40, 70) : shot.view === 'ravine' ? 5 : 1.2;
  const deck =
    rng.chance(0.4) && !high
      ? material('planks', '#9c7a58', rng, { roughness: 0.7 })
      : material('limestone', rng.pick(['#ddd5c6', '#d3cab8']), rng, { roughness: 0.8 });
  scene.add(box(w + 0.3, 0.4, d + 0.3, deck, -0.15, -0.4, -d / 2 - 0.15));
  scene.add(box(w + 0.3, drop - 0.4, d + 0.3, material('stucco', '#e7e1d6', rng), -0.15, -drop, -d / 2 - 0.15));
  view(stage, { w: w + 0.3, d: d + 0.3, drop: drop - 0.25, view: shot.view });
  // The house: a wall to the right with tall glazed doors, and a pergola over part of the terrace.
  const wall = material('stucco', rng.pick(['#efe9df', '#e6ded0']), rng);
  scene.add(box(0.4, 4, d + 4, wall, w / 2 + 0.2, 0, -d / 2 + 2));
  const glass = material('flat', '#2a3440', rng, { roughness: 0.05, metalness: 0.8 });
  glass.envMapIntensity = 1.5;
  for (let i = 0; i < 3; i++)
    scene.add(
      box(0.06, 2.7, 1.3, glass, w / 2 - 0.02, 0, -1.2 - i * 1.6),
      box(0.1, 2.8, 0.08, p.metal, w / 2 - 0.04, 0, -0.5 - i * 1.6),
    );
  const glassy = high || rng.chance(0.5);
  scene.add(place(railing(stage, w, glassy), -w / 2, -d), place(railing(stage, d, glassy), -w / 2, 0, Math.PI / 2));
  scene.add(
    place(planter(stage, 2.4), -w / 2 + 1.6, -d + 0.5),
    place(planter(stage, 2), -w / 2 + 0.5, -1.8, Math.PI / 2),
  );
  scene.add(place(plant(stage, 1.6), w / 2 - 0.6, -d + 0.6));
  const both = shot.objects.includes('lounge seating') && shot.objects.includes('outdoor dining');
  if (shot.objects.includes('lounge seating') || !shot.objects.includes('outdoor dining'))
    lounge(stage, p, both ? -w * 0.22 : -w * 0.05, both ? -d * 0.4 : -d * 0.5, both ? Math.PI / 2 : 0);
  if (shot.objects.includes('outdoor dining')) {
    const x = both ? w * 0.18 : -w * 0.05;
    const z = both ? -d * 0.62 : -d * 0.6;
    scene.add(place(diningSet(stage, p, 2.2, 3, false), x, z, both ? Math.PI / 2 : 0));
    scene.add(place(umbrella(stage, p), x, z));
    if (stage.glow > 0.5)
      for (let i = 0; i < 2; i++)
        scene.add(
          place(
            cylinder(
              0.05,
              0.05,
              0.12,
              material('flat', '#fff3d6', rng, { emissive: '#ffcf8a', emissiveIntensity: 3 }),
              0,
              0.77,
              0,
              12,
            ),
            x + (i - 0.5) * 0.5,
            z,
          ),
        );
  }
  frame(stage, new THREE.Vector3(w / 2 - 0.7, 1.6, -0.3), new THREE.Vector3(-w * 0.2, high ? 0.8 : 1.1, -d * 0.85), 58);
}

function garden(stage: Stage, shot: InteriorShot): void {
  const { scene, rng } = stage;
  const p = outdoorPalette(stage);
  const has = (o: InteriorShot['objects'][number]) => shot.objects.includes(o);
  const w = 28;
  const d = 30;
  const lawn = material('grass', '#62843f', rng, { roughness: 1 });
  const pool = has('pool') ? { w: rng.range(9, 12), d: rng.range(3.6, 4.5), z: -13 } : undefined;
  if (!pool) scene.add(ground(w + 40, d + 40, lawn, 0, 0, -d / 2));
  else {
    // The lawn around the pool's hole: in front, behind, and either side of it.
    const [x0, x1, z0, z1] = [
      -pool.w / 2 - 0.6,
      pool.w / 2 + 0.6,
      pool.z - pool.d / 2 - 0.6,
      pool.z + pool.d / 2 + 0.6,
    ];
    const [L, R, F, B] = [-w / 2 - 20, w / 2 + 20, 20, -d - 20];
    scene.add(ground(R - L, F - z1, lawn, 0, 0, (F + z1) / 2), ground(R - L, z0 - B, lawn, 0, 0, (z0 + B) / 2));
    scene.add(
      ground(x0 - L, z1 - z0, lawn, (L + x0) / 2, 0, (z0 + z1) / 2),
      ground(R - x1, z1 - z0, lawn, (R + x1) / 2, 0, (z0 + z1) / 2),
    );
  }
  view(stage, { w, d, drop: 0.2, view: shot.view === 'garden' ? 'trees' : shot.view });
  // A flagstone terrace in the foreground, a step up from the lawn.
  const stone = material('paving', rng.pick(['#bdb2a0', '#c4b9a6', '#b3a996']), rng, { roughness: 0.85 });
  scene.add(box(11, 0.16, 5, stone, -1, 0, -1.5));
  scene.add(box(11.2, 0.18, 0.3, material('limestone', '#e0d8c8', rng), -1, 0, -4.1));
  const both = has('outdoor dining') && has('lounge seating');
  if (has('outdoor dining')) {
    const x = both ? -2.6 : 0.2;
    scene.add(place(diningSet(stage, p, 2.2, 3, true), x, -2.4, 0, 0.16), place(umbrella(stage, p), x, -2.4, 0, 0.16));
  }
  if (has('lounge seating')) {
    lounge(stage, p, both ? 2.6 : 0.4, -2.2, 0);
    scene.children.at(-1)!.position.y = 0.16;
  }
  // Flower beds along both sides, clipped hedges at the back, trees beyond them.
  const beds = has('flower beds') || rng.chance(0.6);
  if (beds) {
    for (const s of [-1, 1])
      for (let z = -7; z > -22; z -= 5.2) scene.add(flowers(stage, s * 8.5, z, 0, 5, Math.PI / 2));
    for (const x of [-5, 2.5]) scene.add(flowers(stage, x, -5.6, 0, 5.5, 0));
    scene.add(flowers(stage, -3, -20, 0, 9, 0), flowers(stage, 5, -20, 0, 5, 0));
  }
  const hedgeBack = hedge(stage, -w / 2, w / 2, -d + 3, 1.8, 1.2);
  scene.add(hedgeBack);
  for (const s of [-1, 1]) {
    const side = hedge(stage, 5, d - 3, 0, 1.4, 1);
    side.rotation.y = Math.PI / 2;
    side.position.set(s * 11.5, 0, 0);
    scene.add(side);
    for (const z of [-9, -19]) scene.add(tree(stage, s * rng.range(13, 16), z + rng.range(-2, 2), rng.range(9, 14)));
  }
  if (pool) {
    const { w: pw, d: pd, z: pz } = pool;
    const coping = material('limestone', '#e4ddd0', rng, { roughness: 0.8 });
    for (const s of [-1, 1])
      scene.add(
        box(pw + 1.2, 0.06, 0.6, coping, 0, 0, pz + s * (pd / 2 + 0.3)),
        box(0.6, 0.06, pd, coping, s * (pw / 2 + 0.3), 0, pz),
      );
    scene.add(box(pw, 0.02, pd, material('tile', '#8fc4cc', rng), 0, -1.4, pz));
    for (const s of [-1, 1])
      scene.add(
        box(pw, 1.4, 0.05, material('tile', '#9fcfd4', rng), 0, -1.4, pz + s * (pd / 2 + 0.025)),
        box(0.05, 1.4, pd, material('tile', '#9fcfd4', rng), s * (pw / 2 + 0.025), -1.4, pz),
      );
    const water = material('flat', '#3f9fb0', rng, {
      roughness: 0.05,
      metalness: 0.3,
      opacity: 0.85,
      emissive: '#1d6f80',
      emissiveIntensity: 0.25,
    });
    water.envMapIntensity = 3;
    scene.add(ground(pw, pd, water, 0, -0.1, pz));
    // Sun loungers along the far side.
    for (let i = 0; i < 3; i++)
      scene.add(place(soft(0.7, 0.3, 1.9, 0.05, p.fabric, 0, 0.05, 0), -pw / 2 + 1.5 + i * 1.2, pz - pd / 2 - 1.7));
  }
  scene.add(place(plant(stage, 1.4), 4.2, -3.5, 0, 0.16));
  frame(stage, new THREE.Vector3(3.5, 1.7, 0.6), new THREE.Vector3(-1.5, 1.0, -14), 55);
}

export function outdoor(stage: Stage, shot: InteriorShot): void {
  const sunFrom = new THREE.Vector3(
    -0.6,
    { morning: 0.45, afternoon: 0.7, 'golden hour': 0.2, dusk: 0.07 }[stage.time],
    -0.7 + stage.rng.range(0, 1.2),
  ).normalize();
  stage.sun.target.position.set(0, 0, -8);
  stage.sun.position.copy(stage.sun.target.position).addScaledVector(sunFrom, 60);
  Object.assign(stage.sun.shadow.camera, { left: -30, right: 30, top: 30, bottom: -30, near: 1, far: 150 });
  stage.sun.shadow.camera.updateProjectionMatrix();
  // A view from high up reaches kilometres: thin the haze so the lake or city keeps its colour.
  if (stage.scene.fog instanceof THREE.Fog) Object.assign(stage.scene.fog, { near: 400, far: 5000 });
  if (shot.room === 'terrace') terrace(stage, shot);
  else garden(stage, shot);
}
