/**
 * A neighbourhood's street or park, from the sidewalk (or, over the treetops, from above): the
 * houses of its styles, and what the shot names (canopy, ravine, warehouses, towers, row houses,
 * a bakery, a park and its gates, the skyline, deep lawns).
 */
import * as THREE from 'three';
import type { ExteriorShot, HouseStyle, Material, StreetShot } from '../../shot.ts';
import { type Stage, box, frame, ground, material } from './kit.ts';
import { road, tower, warehouse } from './city.ts';
import { house } from './house.ts';
import { hedge, tree } from './trees.ts';

const MATERIALS: Record<HouseStyle, Material[]> = {
  georgian: ['red brick', 'limestone', 'brown brick'],
  victorian: ['red brick', 'brown brick'],
  edwardian: ['red brick', 'stucco', 'brown brick'],
  tudor: ['stucco', 'stone', 'brown brick'],
  modern: ['stone', 'stucco'],
  chateau: ['limestone'],
  neoclassical: ['limestone'],
  'arts and crafts': ['stucco', 'stone'],
  cottage: ['timber'],
  colonial: ['red brick', 'clapboard'],
};

export function streetScene(stage: Stage, shot: StreetShot): void {
  const { scene, rng } = stage;
  const has = (f: StreetShot['features'][number]) => shot.features.includes(f);
  const winter = shot.season === 'winter';
  const aerial = has('skyline');
  const roadWidth = has('warehouses') ? 12 : 8;
  const lawn = material(winter ? 'stucco' : 'grass', winter ? '#eef1f4' : '#5a7a3e', rng, { roughness: 1 });
  // Beside a ravine the level ground stops at the street's edge.
  if (has('ravine')) scene.add(ground(1500, 3000, lawn, roadWidth / 2 + 2.2 - 750, 0, 0));
  else scene.add(ground(3000, 3000, lawn, 0, 0, 0));
  road(stage, roadWidth, 500, !aerial);
  const setback = has('lawns') ? 16 : has('row houses') ? 4 : 9;
  const edge = roadWidth / 2 + 2.2;
  // Each side of the street: houses facing it, or warehouses, or the park.
  for (const side of [-1, 1]) {
    const ravineHere = has('ravine') && side === 1;
    if (ravineHere) {
      ravine(stage, edge);
      continue;
    }
    if (has('park') && side === -1) {
      park(stage, edge, has('gates'));
      continue;
    }
    let z = 12;
    let i = 0;
    while (z > (aerial ? -260 : -150)) {
      if (has('warehouses')) {
        const width = rng.range(24, 36);
        scene.add(warehouse(stage, side * (edge + 10), z - width / 2, width, rng.int(4, 6), (side * -Math.PI) / 2));
        z -= width + 2;
      } else if (has('row houses')) {
        const width = rng.range(5, 6.5);
        const style: HouseStyle = 'victorian';
        const built = house(stage, exteriorShot(stage, shot, style, rng.chance(0.5) ? 2 : 3, ['bay window']));
        built.group.scale.set(width / built.width, 1, 0.9);
        place(stage, built.group, side, edge + setback, z - width / 2);
        if (has('bakery') && i === 1 && side === -1)
          scene.add(shopfront(stage, side * (edge + setback - 6), z - width / 2, width));
        z -= width;
      } else if (shot.houses.length) {
        const style = rng.pick(shot.houses);
        const built = house(
          stage,
          exteriorShot(stage, shot, style, rng.chance(0.6) ? 2 : 3, rng.chance(0.4) ? ['porch'] : []),
        );
        place(stage, built.group, side, edge + setback, z - built.width / 2);
        if (!winter) scene.add(hedgeAlong(stage, side, edge + 1.2, z, z - built.width));
        z -= built.width + rng.range(5, 9);
      } else z -= 40;
      i++;
    }
  }
  if (has('canopy'))
    for (let z = 14; z > -220; z -= rng.range(9, 13))
      for (const side of [-1, 1])
        if (!(has('ravine') && side === 1) && !(has('park') && side === -1))
          scene.add(tree(stage, side * (edge + 0.8), z, rng.range(15, 21)));
  if (has('towers') || has('skyline'))
    for (let i = 0; i < (aerial ? 30 : 12); i++)
      scene.add(
        tower(
          stage,
          rng.range(-160, 160),
          rng.range(aerial ? -900 : -420, aerial ? -600 : -200),
          rng.range(20, 34),
          rng.range(20, 34),
          rng.int(aerial ? 25 : 15, aerial ? 75 : 45),
          'glass',
        ),
      );
  if (aerial) {
    // Over the treetops: a sea of canopy between the camera and the towers.
    for (let i = 0; i < 170; i++) scene.add(tree(stage, rng.range(-220, 220), rng.range(-560, -40), rng.range(13, 20)));
    // Haze at the skyline's distance, not before it.
    scene.fog = new THREE.Fog(scene.fog instanceof THREE.Fog ? scene.fog.color : '#c6d3e0', 500, 3000);
    frame(stage, new THREE.Vector3(0, 32, 40), new THREE.Vector3(0, 40, -600), 46);
  } else frame(stage, new THREE.Vector3(rng.range(-1.5, 1.5), 1.7, 24), new THREE.Vector3(0, 6, -80), 50);
}

function exteriorShot(
  stage: Stage,
  shot: StreetShot,
  style: HouseStyle,
  storeys: 1 | 2 | 3,
  features: ExteriorShot['features'],
): ExteriorShot {
  return {
    kind: 'exterior',
    style,
    storeys,
    material: stage.rng.pick(MATERIALS[style]),
    time: shot.time,
    season: shot.season,
    features,
  };
}

/** Turns a house (built facing +z) to face the street from its side, at `distance` from the middle. */
function place(stage: Stage, group: THREE.Group, side: number, distance: number, z: number): void {
  group.rotation.y = (side * -Math.PI) / 2;
  group.position.set(side * (distance + 6), 0, z);
  stage.scene.add(group);
}

function hedgeAlong(stage: Stage, side: number, x: number, z0: number, z1: number): THREE.Group {
  const g = hedge(stage, z1, z0, 0, 0.9, 0.8);
  g.rotation.y = Math.PI / 2;
  g.position.x = side * x;
  return g;
}

function shopfront(stage: Stage, x: number, z: number, width: number): THREE.Group {
  const g = new THREE.Group();
  const { rng } = stage;
  g.add(
    box(
      0.1,
      2.6,
      width * 0.8,
      material('flat', '#2a2420', rng, {
        roughness: 0.1,
        metalness: 0.4,
        emissive: '#ffc982',
        emissiveIntensity: 0.6 + stage.glow * 1.5,
      }),
      0,
      0.3,
      0,
    ),
  );
  const awning = box(
    1.6,
    0.12,
    width * 0.9,
    material('stucco', rng.pick(['#b0412e', '#2d5a45', '#c99a3a']), rng),
    0.7,
    3.1,
    0,
  );
  awning.rotation.z = 0.25;
  g.add(awning);
  g.position.set(x, 0, z);
  return g;
}

/** The land falls away beside the street into a wooded valley. */
function ravine(stage: Stage, edge: number): void {
  const { scene, rng } = stage;
  const floor = ground(400, 800, material('grass', '#47603a', rng), edge + 230, -14, -200);
  scene.add(floor);
  // The slope: a plane tilted down from the street's edge to the valley floor, 30 m out and 14 m down.
  const slope = new THREE.Mesh(new THREE.PlaneGeometry(Math.hypot(30, 14), 800), material('grass', '#4d6a3c', rng));
  slope.rotation.set(-Math.PI / 2, -Math.atan2(14, 30), 0, 'XYZ');
  slope.position.set(edge + 15, -7, -200);
  slope.receiveShadow = true;
  scene.add(slope);
  for (let i = 0; i < 90; i++) {
    const x = edge + rng.range(6, 120);
    const y = x < edge + 30 ? -((x - edge) / 30) * 14 : -14;
    scene.add(tree(stage, x, rng.range(-300, 20), rng.range(18, 28), y));
  }
  // A railing at the top of the slope.
  const rail = material('flat', '#2b2d30', rng, { metalness: 0.6, roughness: 0.5 });
  scene.add(box(0.06, 0.06, 300, rail, edge + 0.5, 1, -130));
}

/** A park beside the street: lawns, big trees, a path, and stone gates at its corner. */
function park(stage: Stage, edge: number, gates: boolean): void {
  const { scene, rng } = stage;
  scene.add(ground(6, 300, material('paving', '#c9c0ae', rng), -edge - 30, 0.02, -120));
  for (let i = 0; i < 70; i++) scene.add(tree(stage, -edge - rng.range(6, 90), rng.range(-260, 8), rng.range(15, 24)));
  if (!gates) return;
  const stone = material('limestone', '#d4cab6', rng);
  const iron = material('flat', '#15181b', rng, { roughness: 0.4, metalness: 0.8 });
  for (const dz of [-3.5, 3.5])
    scene.add(box(0.9, 3.4, 0.9, stone, -edge - 2, 0, -8 + dz), box(1.2, 0.35, 1.2, stone, -edge - 2, 3.4, -8 + dz));
  for (let z = -10.8; z <= -5.2; z += 0.2)
    scene.add(box(0.035, 2.6 + Math.cos(((z + 8) / 2.8) * (Math.PI / 2)) * 0.8, 0.035, iron, -edge - 2, 0, z));
}
