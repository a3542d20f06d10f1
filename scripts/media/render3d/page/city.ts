/** Buildings of the city: towers of glass or stone counted in storeys, warehouses, a road with its sidewalks and lamps. */
import * as THREE from 'three';
import { type Stage, box, cylinder, ground, material } from './kit.ts';

export const STOREY_HEIGHT = 3.1;

/**
 * A tower of `storeys` floors on a footprint w x d, standing on y = 0: a body of glass or stone,
 * and a slab edge at every floor, so its floors can be counted as in an architect's elevation.
 */
export function tower(
  stage: Stage,
  x: number,
  z: number,
  w: number,
  d: number,
  storeys: number,
  facade: 'glass' | 'limestone' | 'brick',
): THREE.Group {
  const g = new THREE.Group();
  const { rng } = stage;
  const height = storeys * STOREY_HEIGHT;
  const body =
    facade === 'glass'
      ? material('facade', '#6f7f90', rng, {
          roughness: 0.15,
          metalness: 0.6,
          emissive: '#ffffff',
          emissiveIntensity: 0.04 + stage.glow * 0.55,
        })
      : material('facade', facade === 'limestone' ? '#cdc3b0' : '#8a4b36', rng, {
          roughness: 0.7,
          emissive: '#ffffff',
          emissiveIntensity: stage.glow * 0.4,
        });
  body.emissiveMap = body.map;
  body.envMapIntensity = stage.reflection * 0.6;
  g.add(box(w, height, d, body, 0, 0, 0));
  const slab = material('flat', facade === 'glass' ? '#d9dde0' : facade === 'limestone' ? '#e3dbcb' : '#c9bba5', rng, {
    roughness: 0.6,
  });
  const bronze = material('flat', '#6e5434', rng, { roughness: 0.4, metalness: 0.8 });
  for (let i = 1; i <= storeys; i++)
    g.add(box(w + 0.3, 0.28, d + 0.3, i === storeys ? bronze : slab, 0, i * STOREY_HEIGHT - 0.28, 0));
  // A crown: a recessed top storey and a mechanical screen.
  g.add(box(w * 0.7, 4, d * 0.7, slab, 0, height, 0));
  g.position.set(x, 0, z);
  return g;
}

/** A converted brick warehouse: big gridded windows, a flat roof with a parapet. */
export function warehouse(stage: Stage, x: number, z: number, w: number, storeys: number, turn: number): THREE.Group {
  const g = new THREE.Group();
  const { rng } = stage;
  const brick = material('brick', rng.pick(['#8a4330', '#7a3a2a', '#94533a']), rng);
  const h = storeys * 4.2;
  g.add(box(w, h, 18, brick, 0, 0, 0));
  const glass = material('flat', '#1f2832', rng, {
    roughness: 0.1,
    metalness: 0.7,
    emissive: '#ffc98a',
    emissiveIntensity: 0.05 + stage.glow * 1.1,
  });
  glass.envMapIntensity = stage.reflection;
  const frame = material('flat', '#1d1f22', rng, { roughness: 0.5 });
  const bays = Math.floor(w / 4);
  for (let s = 0; s < storeys; s++)
    for (let b = 0; b < bays; b++) {
      const wx = -w / 2 + (b + 0.5) * (w / bays);
      const y = s * 4.2 + 1;
      g.add(box(2.4, 2.6, 0.05, glass, wx, y, 9.02));
      g.add(box(0.06, 2.6, 0.08, frame, wx, y, 9.04), box(2.4, 0.06, 0.08, frame, wx, y + 1.3, 9.04));
    }
  g.add(box(w + 0.4, 0.9, 18.4, brick, 0, h, 0));
  g.position.set(x, 0, z);
  g.rotation.y = turn;
  return g;
}

/** A road running away from the camera along -z, with curbs, sidewalks and lamp posts. */
export function road(stage: Stage, width: number, length: number, lamps: boolean, start = 20): void {
  const { scene, rng } = stage;
  scene.add(ground(width, length, material('flat', '#3b3d40', rng, { roughness: 0.9 }), 0, 0.02, start - length / 2));
  const walk = material('paving', '#b7b2a8', rng);
  for (const side of [-1, 1]) {
    scene.add(box(2.2, 0.15, length, walk, side * (width / 2 + 1.1), 0, start - length / 2));
    if (!lamps) continue;
    for (let z = start - 10; z > start - length; z -= 26) {
      const post = material('flat', '#1b1d20', rng, { roughness: 0.5, metalness: 0.6 });
      scene.add(cylinder(0.07, 0.09, 4.2, post, side * (width / 2 + 0.5), 0, z, 8));
      const lamp = cylinder(
        0.22,
        0.16,
        0.5,
        material('flat', '#fff2d6', rng, { emissive: '#ffcf8a', emissiveIntensity: 0.4 + stage.glow * 3 }),
        side * (width / 2 + 0.5),
        4.2,
        z,
      );
      scene.add(lamp);
    }
  }
  // Dashes down the middle.
  const paint = material('flat', '#d8d2c4', rng, { roughness: 0.8 });
  for (let z = start - 5; z > start - length; z -= 9) scene.add(box(0.14, 0.01, 3, paint, 0, 0.02, z));
}
