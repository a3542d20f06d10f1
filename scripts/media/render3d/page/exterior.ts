/** A house on its lot: lawn, walk or drive, hedges, trees, and what the shot adds (pool, gates, lake, ravine). */
import * as THREE from 'three';
import type { ExteriorShot } from '../../shot.ts';
import { type Stage, box, frame, ground, material } from './kit.ts';
import { house } from './house.ts';
import { conifer, hedge, tree } from './trees.ts';

export function exterior(stage: Stage, shot: ExteriorShot): void {
  const { scene, rng } = stage;
  const has = (feature: ExteriorShot['features'][number]) => shot.features.includes(feature);
  const built = house(stage, shot);
  scene.add(built.group);
  const winter = shot.season === 'winter';
  const lawn = material(
    winter ? 'stucco' : 'grass',
    winter ? '#eef1f4' : shot.season === 'autumn' ? '#6b7840' : '#5b8040',
    rng,
    { roughness: 1 },
  );
  const lakeside = has('lake');
  // By a lake, the lot ends at a shore in front of the house and the camera looks back across the water.
  if (lakeside) scene.add(ground(1600, 820, lawn, 0, 0, -390));
  else scene.add(ground(1600, 1600, lawn, 0, 0, 0));
  const paving = material('paving', '#b9b1a3', rng);
  if (has('drive')) scene.add(ground(5, 40, paving, built.width / 2 - 3, 0.01, 26));
  else if (!lakeside) scene.add(ground(1.8, 30, paving, 0, 0.01, 21));
  // Hedges along the front, leaving the walk open.
  if (shot.style !== 'modern') {
    scene.add(hedge(stage, -built.width / 2, -1.6, 7.2));
    scene.add(hedge(stage, 1.6, built.width / 2 - (has('drive') ? 6 : 0), 7.2));
  }
  if (has('pool')) {
    const water = material('flat', '#4f8fa8', rng, { roughness: 0.05, metalness: 0.3 });
    scene.add(box(14, 0.25, 5, material('limestone', '#e2dccf', rng), -2, 0, 14));
    scene.add(ground(13, 4, water, -2, 0.27, 14));
  }
  if (has('gates')) {
    const iron = material('flat', '#15181b', rng, { roughness: 0.4, metalness: 0.8 });
    const pier = material('limestone', '#d6ccb9', rng);
    // Piers either side of the walk, wide enough apart that neither hides the front door.
    for (const x of [-4.6, 4.6]) scene.add(box(0.9, 2.4, 0.9, pier, x, 0, 24));
    for (let x = -4.05; x <= 4.05; x += 0.16) scene.add(box(0.04, 2.1, 0.04, iron, x, 0, 24));
    scene.add(box(8.1, 0.08, 0.06, iron, 0, 2.05, 24), box(8.1, 0.08, 0.06, iron, 0, 0.3, 24));
    for (let x = -40; x < 40; x += 0.16) if (Math.abs(x) > 5.1) scene.add(box(0.035, 1.6, 0.035, iron, x, 0, 24));
  }
  if (lakeside) {
    const water = material('flat', '#2f4a60', rng, { roughness: 0.06, metalness: 0.7 });
    water.envMapIntensity = stage.reflection;
    scene.add(ground(1600, 800, water, 0, -0.5, 420));
    // A granite shore, and a dock the camera stands on.
    scene.add(box(1600, 0.6, 3, material('stone', '#7c7a74', rng), 0, -0.6, 20));
    scene.add(box(2.4, 0.25, 46, material('planks', '#7a6048', rng), built.width * 0.25, -0.1, 43));
    for (let x = -80; x < 80; x += rng.range(6, 12))
      if (Math.abs(x) > built.width / 2 + 3) scene.add(conifer(stage, x, rng.range(-8, 14), rng.range(16, 26)));
  }
  // Trees: flanking the house, a line behind it, and one close enough to frame the shot.
  const ravine = has('ravine');
  for (let i = 0; i < (ravine ? 40 : 16); i++) {
    const x = rng.range(-70, 70);
    const z = rng.range(-60, -12);
    scene.add(
      lakeside && rng.chance(0.7) ? conifer(stage, x, z, rng.range(14, 22)) : tree(stage, x, z, rng.range(13, 22)),
    );
  }
  // A far band of trees closes the horizon, as Toronto's canopy does from any front lawn.
  for (let x = -160; x < 160; x += rng.range(9, 16)) scene.add(tree(stage, x, rng.range(-150, -90), rng.range(16, 26)));
  for (const side of [-1, 1])
    scene.add(tree(stage, side * (built.width / 2 + rng.range(5, 9)), rng.range(-4, 4), rng.range(12, 17)));
  if (rng.chance(0.7))
    scene.add(tree(stage, (rng.chance(0.5) ? -1 : 1) * rng.range(14, 18), rng.range(24, 30), rng.range(11, 15)));
  // Close enough to fill the frame's width, far enough that the roof and chimneys stay in it.
  const aimY = built.height * 0.45;
  const distance = Math.max(
    built.width * 0.95 + 9,
    (built.height + 2 - aimY) / Math.tan(THREE.MathUtils.degToRad(20)) - 4,
  );
  // Square on to a gated house, so the gates frame it; a little to one side otherwise.
  const side = has('gates') ? 0 : rng.range(-0.18, 0.18) * built.width;
  // From the end of the dock by a lake, so the water fills the foreground.
  const back = lakeside ? 26 : 0;
  frame(
    stage,
    new THREE.Vector3(side, lakeside ? 2.2 : 1.7, 6 + distance + back),
    new THREE.Vector3(side * 0.3, aimY, 0),
    40,
  );
  stage.sun.target.position.set(0, 0, 0);
}
