/** Deciduous trees, hedges and conifers, coloured by season; bare branches in winter. */
import * as THREE from 'three';
import { mergeVertices } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import type { Rng } from '../../random.ts';
import type { Season } from '../../shot.ts';
import { type Stage, material } from './kit.ts';

const LEAVES: Record<Season, string[]> = {
  spring: ['#7fa05a', '#93b46a', '#e6c9d4', '#6f9450'],
  summer: ['#3f5f34', '#4c6d3a', '#5a7a40', '#36522e'],
  autumn: ['#c46a2a', '#d9952f', '#a8452a', '#8a6a2a', '#d8b040'],
  winter: [],
};

function leafClump(rng: Rng, radius: number, mat: THREE.Material): THREE.Mesh {
  // Shared vertices, so the clump shades smoothly; then lumpy, not spherical.
  const geometry = mergeVertices(
    new THREE.IcosahedronGeometry(radius, 3).deleteAttribute('normal').deleteAttribute('uv'),
  );
  const position = geometry.getAttribute('position') as THREE.BufferAttribute;
  for (let i = 0; i < position.count; i++) {
    const k = rng.range(0.86, 1.12);
    position.setXYZ(i, position.getX(i) * k, position.getY(i) * k * 0.85, position.getZ(i) * k);
  }
  geometry.computeVertexNormals();
  const mesh = new THREE.Mesh(geometry, mat);
  mesh.castShadow = true;
  mesh.receiveShadow = true;
  return mesh;
}

function branch(
  group: THREE.Group,
  rng: Rng,
  start: THREE.Vector3,
  direction: THREE.Vector3,
  length: number,
  radius: number,
  depth: number,
  bark: THREE.Material,
  tips: THREE.Vector3[],
): void {
  const end = start.clone().add(direction.clone().multiplyScalar(length));
  const geometry = new THREE.CylinderGeometry(radius * 0.7, radius, length, 7);
  const mesh = new THREE.Mesh(geometry, bark);
  mesh.position.copy(start.clone().add(end).multiplyScalar(0.5));
  mesh.quaternion.setFromUnitVectors(new THREE.Vector3(0, 1, 0), direction.clone().normalize());
  mesh.castShadow = true;
  group.add(mesh);
  if (depth === 0) {
    tips.push(end);
    return;
  }
  const children = rng.int(2, 3);
  for (let i = 0; i < children; i++) {
    const spread = new THREE.Vector3(rng.range(-1, 1), rng.range(0.3, 1), rng.range(-1, 1)).normalize();
    const next = direction.clone().multiplyScalar(0.55).add(spread.multiplyScalar(0.6)).normalize();
    branch(group, rng, end, next, length * rng.range(0.6, 0.78), radius * 0.62, depth - 1, bark, tips);
  }
}

/** A broad deciduous tree of about `height` metres, standing at (x, z). */
export function tree(stage: Stage, x: number, z: number, height: number, y = 0): THREE.Group {
  const rng = stage.rng.fork(`tree ${x.toFixed(1)} ${z.toFixed(1)}`);
  const group = new THREE.Group();
  const bark = material('flat', '#3b3128', rng, { roughness: 1 });
  const tips: THREE.Vector3[] = [];
  const trunk = height * 0.24;
  branch(
    group,
    rng,
    new THREE.Vector3(0, 0, 0),
    new THREE.Vector3(rng.range(-0.1, 0.1), 1, rng.range(-0.1, 0.1)).normalize(),
    trunk,
    height * 0.028,
    4,
    bark,
    tips,
  );
  const colours = LEAVES[stage.season];
  if (colours.length) {
    const mats = colours.map((c) => material('flat', c, rng, { roughness: 0.9 }));
    for (const tip of tips) {
      const clump = leafClump(rng, height * rng.range(0.13, 0.19), rng.pick(mats));
      clump.position.copy(tip);
      group.add(clump);
    }
  }
  group.position.set(x, y, z);
  return group;
}

/** A conifer (white pine, spruce) of `height` metres. */
export function conifer(stage: Stage, x: number, z: number, height: number, y = 0): THREE.Group {
  const rng = stage.rng.fork(`conifer ${x.toFixed(1)} ${z.toFixed(1)}`);
  const group = new THREE.Group();
  const needles = material('flat', rng.pick(['#24402e', '#2c4a32', '#1f3a2a']), rng, { roughness: 0.95 });
  const tiers = rng.int(4, 6);
  for (let i = 0; i < tiers; i++) {
    const radius = height * 0.26 * (1 - i / (tiers + 1));
    const cone = new THREE.Mesh(new THREE.ConeGeometry(radius, height * 0.34, 9), needles);
    cone.position.y = height * 0.2 + (i * height * 0.7) / tiers;
    cone.rotation.y = rng.range(0, Math.PI);
    cone.castShadow = true;
    group.add(cone);
  }
  group.position.set(x, y, z);
  return group;
}

/** A clipped hedge along x from x0 to x1 at depth z. */
export function hedge(stage: Stage, x0: number, x1: number, z: number, height = 1.1, depth = 0.9): THREE.Group {
  const rng = stage.rng.fork(`hedge ${x0} ${z}`);
  const group = new THREE.Group();
  const colour = stage.season === 'winter' ? '#2f4030' : stage.season === 'autumn' ? '#4a5a32' : '#3d5a34';
  const mat = material('flat', colour, rng, { roughness: 1 });
  for (let x = x0; x < x1; x += depth * 0.8) {
    const clump = leafClump(rng, depth * 0.62, mat);
    clump.scale.set(1, height / depth, 1);
    clump.position.set(x, height * 0.5, z);
    group.add(clump);
  }
  return group;
}
