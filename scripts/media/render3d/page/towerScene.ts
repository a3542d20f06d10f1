/** A development's rendering: its tower (or two, or a low-rise among trees) with the storeys the shot names, from the street. */
import * as THREE from 'three';
import type { TowerShot } from '../../shot.ts';
import { type Stage, box, frame, ground, material } from './kit.ts';
import { STOREY_HEIGHT, road, tower } from './city.ts';
import { windowUnit } from './openings.ts';
import { tree } from './trees.ts';

export function towerScene(stage: Stage, shot: TowerShot): void {
  const { scene, rng } = stage;
  scene.add(
    ground(
      3000,
      3000,
      material('grass', shot.season === 'winter' ? '#e9edf0' : '#56713e', rng, { roughness: 1 }),
      0,
      0,
      0,
    ),
  );
  if (shot.storeys <= 8) return lowRise(stage, shot);
  const w = shot.storeys > 30 ? 30 : 26;
  const main = tower(stage, 0, -60, w, w, shot.storeys, shot.facade);
  scene.add(main);
  let top = shot.storeys * STOREY_HEIGHT;
  if (shot.towers === 2) {
    // The second tower: shorter, set back beside the first (Forma's 73 beside its 84).
    const second = Math.round(shot.storeys * 0.87);
    scene.add(tower(stage, w * 1.5, -90, w * 0.9, w * 0.9, second, shot.facade));
  }
  // A podium of shops, lit, along the street: wider than the tower, three storeys.
  const podium = material('limestone', '#d3cab8', rng);
  const podiumW = shot.towers === 2 ? w * 2.6 : w * 1.5;
  const podiumX = shot.towers === 2 ? w * 0.75 : 0;
  scene.add(box(podiumW, 3 * STOREY_HEIGHT, w * 1.3, podium, podiumX, 0, -58));
  const shop = material('flat', '#2a2622', rng, {
    roughness: 0.1,
    metalness: 0.5,
    emissive: '#ffcf8a',
    emissiveIntensity: 0.3 + stage.glow * 1.6,
  });
  scene.add(box(podiumW - 2, 4.5, 0.1, shop, podiumX, 0.4, -58 + w * 0.65 + 0.05));
  // Neighbours: lower blocks on either side, street trees and the road in front.
  for (let i = 0; i < 14; i++) {
    const side = rng.chance(0.5) ? -1 : 1;
    scene.add(
      tower(
        stage,
        side * rng.range(w * 1.8, 220),
        rng.range(-260, -40),
        rng.range(18, 30),
        rng.range(18, 30),
        rng.int(4, Math.max(6, Math.round(shot.storeys * 0.45))),
        rng.pick(['glass', 'limestone', 'brick']),
      ),
    );
  }
  top += 6;
  // Far enough back that the whole tower stands in the frame; verticals kept vertical.
  const fov = 50;
  const distance = Math.max(80, (top * 0.6) / Math.tan(THREE.MathUtils.degToRad(fov / 2)));
  road(stage, 12, 600 + distance, true, distance - 40);
  for (let z = 5; z > -40; z -= 9) for (const side of [-1, 1]) scene.add(tree(stage, side * 9.5, z, rng.range(7, 10)));
  const aimX = shot.towers === 2 ? w * 0.75 : 0;
  frame(stage, new THREE.Vector3(aimX - 4, 1.7, -60 + distance), new THREE.Vector3(aimX, top * 0.5, -60), fov);
}

/** A low-rise of a few storeys with terraces, set among mature trees (429 Walmer Road). */
function lowRise(stage: Stage, shot: TowerShot): void {
  const { scene, rng } = stage;
  const brick = material(
    shot.facade === 'glass' ? 'stucco' : shot.facade === 'limestone' ? 'limestone' : 'brick',
    shot.facade === 'brick' ? '#8a5a44' : '#d6cdbb',
    rng,
  );
  const slab = material('flat', '#e6e0d4', rng, { roughness: 0.6 });
  const glass = new THREE.MeshPhysicalMaterial({
    color: '#d6e4e8',
    roughness: 0.05,
    transmission: 0.9,
    transparent: true,
    opacity: 0.3,
  });
  const w = 42;
  const group = new THREE.Group();
  for (let s = 0; s < shot.storeys; s++) {
    // Each floor steps back a little: terraces on the floor below.
    const inset = s * 1.4;
    group.add(box(w - inset * 2, STOREY_HEIGHT, 16 - inset, brick, 0, s * STOREY_HEIGHT, -inset / 2));
    group.add(box(w - inset * 2 + 0.6, 0.3, 16 - inset + 2, slab, 0, (s + 1) * STOREY_HEIGHT - 0.3, -inset / 2 + 1));
    group.add(box(w - inset * 2, 1.0, 0.04, glass, 0, (s + 1) * STOREY_HEIGHT, 8 - inset + 0.9));
    for (let b = 0; b < 9; b++)
      windowUnit(
        stage,
        group,
        -w / 2 + inset + ((b + 0.5) * (w - inset * 2)) / 9,
        s * STOREY_HEIGHT + 1.6,
        8 - inset + 0.01 - inset / 2 + inset / 2,
        1.8,
        2.2,
        { panes: [2, 1], trim: '#4a3b2c' },
      );
  }
  scene.add(group);
  for (let i = 0; i < 26; i++) {
    const side = rng.chance(0.5) ? -1 : 1;
    scene.add(tree(stage, side * rng.range(24, 60), rng.range(-30, 30), rng.range(14, 22)));
  }
  for (let i = 0; i < 4; i++) scene.add(tree(stage, rng.range(-26, 26), rng.range(16, 22), rng.range(9, 13)));
  const top = shot.storeys * STOREY_HEIGHT;
  frame(stage, new THREE.Vector3(rng.range(-8, 8), 1.7, 52), new THREE.Vector3(0, top * 0.45, 0), 48);
}
