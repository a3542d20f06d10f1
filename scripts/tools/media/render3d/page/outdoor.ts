/** Outdoor rooms: a terrace (on a penthouse, over the city or the lake; or over a ravine) and a garden. */
import * as THREE from 'three';
import type { InteriorShot } from '../shot.ts';
import { type Stage, box, cylinder, frame, ground, material } from './kit.ts';
import { diningTable, plant, sofa, coffeeTable } from './furniture.ts';
import { outsideView } from './room.ts';
import { hedge, tree } from './trees.ts';

function umbrella(stage: Stage, x: number, z: number): THREE.Group {
  const g = new THREE.Group();
  g.add(cylinder(0.03, 0.03, 2.4, material('flat', '#c9c3b6', stage.rng), 0, 0, 0, 8));
  const canopy = new THREE.Mesh(new THREE.ConeGeometry(1.6, 0.5, 8, 1, true), material('stucco', '#ede6d8', stage.rng, { roughness: 1 }));
  (canopy.material).side = THREE.DoubleSide;
  canopy.position.y = 2.45;
  canopy.castShadow = true;
  g.add(canopy);
  g.position.set(x, 0, z);
  return g;
}

function flowerBed(stage: Stage, x: number, z: number, w: number, d: number): THREE.Group {
  const g = new THREE.Group();
  const { rng } = stage;
  g.add(box(w, 0.12, d, material('flat', '#3b2b20', rng, { roughness: 1 }), x, 0, z));
  const colours = ['#d8d1e8', '#9a7ab8', '#f2f0ea', '#e8a0a8', '#f0d070', '#6f8fc8'].map((c) => material('flat', c, rng, { roughness: 0.9 }));
  const leaf = material('flat', '#4f6d3a', rng, { roughness: 0.9 });
  for (let i = 0; i < (w * d) / 0.09; i++) {
    const ball = new THREE.Mesh(new THREE.IcosahedronGeometry(rng.range(0.12, 0.26), 1), rng.chance(0.45) ? rng.pick(colours) : leaf);
    ball.position.set(x + rng.range(-w / 2, w / 2), 0.2 + rng.range(0, 0.4), z + rng.range(-d / 2, d / 2));
    ball.castShadow = true;
    g.add(ball);
  }
  return g;
}

function armchairPair(stage: Stage): THREE.Group {
  const g = new THREE.Group();
  g.add(sofa(stage, -2.9, -3.4, 0));
  return g;
}

export function terrace(stage: Stage, shot: InteriorShot): void {
  const { scene, rng } = stage;
  const high = shot.view === 'city' || shot.view === 'lake';
  // The ground far below a penthouse, or a ravine beyond a house's terrace.
  outsideView(stage, { w: 14, d: 5, elevation: high ? 22 : shot.view === 'ravine' ? 4 : 0, view: shot.view });
  const stone = material('limestone', '#d8d0c0', rng, { roughness: 0.8 });
  scene.add(box(14, 0.2, 7, stone, 0, -0.2, -1.5));
  // A glass balustrade on a steel rail at the edge.
  const glass = new THREE.MeshPhysicalMaterial({ color: '#d6e4e8', roughness: 0.05, transmission: 0.9, transparent: true, opacity: 0.25 });
  const steel = material('flat', '#2a2c30', rng, { roughness: 0.4, metalness: 0.8 });
  scene.add(box(14, 1.05, 0.03, glass, 0, 0, -5), box(14, 0.05, 0.08, steel, 0, 1.05, -5));
  scene.add(box(0.03, 1.05, 7, glass, -7, 0, -1.5), box(0.08, 0.05, 7, steel, -7, 1.05, -1.5));
  if (shot.objects.includes('lounge seating')) scene.add(sofa(stage, -4.2, -1.2, Math.PI / 2), coffeeTable(stage, -2.9, -1.6, 0), armchairPair(stage));
  if (shot.objects.includes('outdoor dining')) scene.add(diningTable(stage, 2.6, -2.2, Math.PI / 2), umbrella(stage, 2.6, -2.2));
  for (const [x, z] of [
    [-6.3, -4.4],
    [5.8, -4.4],
  ] as const)
    scene.add(plant(stage, x, z, rng.range(1.2, 2)));
  // Level, the balustrade close: the view falls away just beyond it.
  frame(stage, new THREE.Vector3(3.6, 1.7, 1.6), new THREE.Vector3(-3, 0.2, -30), 58);
  stage.sun.target.position.set(0, 0, -4);
}

export function garden(stage: Stage, shot: InteriorShot): void {
  const { scene, rng } = stage;
  const has = (o: InteriorShot['objects'][number]) => shot.objects.includes(o);
  scene.add(ground(600, 600, material('grass', '#5b7e3e', rng, { roughness: 1 }), 0, 0, -100));
  // A flagstone terrace at the camera's feet, the lawn beyond, beds along both sides.
  scene.add(box(9, 0.08, 4, material('paving', '#b8ad9a', rng), 0, 0, -1));
  if (has('flower beds') || rng.chance(0.5)) scene.add(flowerBed(stage, -5.5, -9, 2.2, 12), flowerBed(stage, 5.8, -10, 2.2, 10));
  scene.add(hedge(stage, -8, 8, -22, 1.6, 1.2));
  if (has('pool')) {
    const water = material('flat', '#4f9ab0', rng, { roughness: 0.03, metalness: 0.2 });
    water.envMapIntensity = stage.reflection;
    scene.add(box(5, 0.12, 11.6, material('limestone', '#e4ddd0', rng), 0, 0, -12), ground(4.2, 10.8, water, 0, 0.13, -12));
    // A cabana at the pool's end.
    scene.add(box(4, 2.6, 3, material('stucco', '#efe9de', rng), 0, 0, -20.5), box(4.6, 0.25, 3.6, material('flat', '#3a3f45', rng), 0, 2.6, -20.5));
  }
  if (has('outdoor dining')) scene.add(diningTable(stage, 2.2, -2, 0), umbrella(stage, 2.2, -2));
  for (let i = 0; i < 12; i++) scene.add(tree(stage, rng.range(-30, 30), rng.range(-45, -24), rng.range(10, 18)));
  scene.add(tree(stage, -9, -6, rng.range(11, 15)), tree(stage, 10, -14, rng.range(10, 14)));
  // The house's back wall beside the camera, where the garden starts.
  scene.add(box(0.4, 7, 12, material('brick', '#8c4a36', rng), -9.5, 0, 2));
  frame(stage, new THREE.Vector3(1.5, 1.7, 1.5), new THREE.Vector3(0, 1.6, -14), 55);
  stage.sun.target.position.set(0, 0, -10);
}
