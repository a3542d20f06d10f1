/**
 * A house in one of the styles of Toronto's best streets, built from its shot: massing, roof,
 * openings and the features the shot names. Faces +z; centred on x = 0; stands on y = 0.
 */
import * as THREE from 'three';
import type { ExteriorShot } from '../../shot.ts';
import { type Stage, box, cylinder, material, windowGlass } from './kit.ts';
import { entrance, porch, windowUnit } from './openings.ts';
import { gableEnd, roof } from './roofs.ts';
import { STYLES, WALLS } from './houseStyles.ts';

const STOREY = 3.3;
const DEPTH = 12;
/** How far a gabled wing steps forward of the main wall. */
const WING = 1.6;

export interface BuiltHouse {
  group: THREE.Group;
  width: number;
  height: number;
}

export function house(stage: Stage, shot: ExteriorShot): BuiltHouse {
  const { rng } = stage;
  const style = STYLES[shot.style];
  const has = (feature: ExteriorShot['features'][number]) => shot.features.includes(feature);
  const group = new THREE.Group();
  const width = rng.range(...style.width);
  const wallHeight = shot.storeys * STOREY + 0.5;
  const [surface, colour] = WALLS[shot.material];
  const walls = material(surface, colour, rng, { roughness: 0.9 });
  const roofMat = material(style.roofSurface, style.roofColour, rng, { roughness: 0.75 });
  const front = DEPTH / 2;
  if (shot.style === 'modern') return modern(stage, shot, group, width, walls);
  const projecting = style.roof === 'front gable';
  const wingWidth = width * (shot.style === 'tudor' ? 0.42 : 0.46);
  const wing = { width: wingWidth, x: (rng.chance(0.5) ? -1 : 1) * (width / 2 - wingWidth / 2) };
  const onWing = (x: number) => projecting && Math.abs(x - wing.x) < wing.width / 2;

  group.add(box(width, wallHeight, DEPTH, walls, 0, 0, 0));
  // A plinth of stone under the walls, as most Toronto houses of these styles stand on.
  group.add(box(width + 0.12, 0.5, DEPTH + 0.12, material('stone', '#8f877b', rng), 0, 0, 0));
  let height = wallHeight;
  const eave = 0.5;
  const trimMat = material('flat', style.trim === '#2e2620' ? '#e9e2d2' : style.trim, rng, { roughness: 0.6 });
  // A cornice under the eaves, and a belt course between storeys on the classical styles.
  group.add(box(width + 0.5, 0.45, DEPTH + 0.5, trimMat, 0, wallHeight - 0.45, 0));
  if (style.symmetric)
    for (let storey = 1; storey < shot.storeys; storey++)
      group.add(box(width + 0.16, 0.2, DEPTH + 0.16, trimMat, 0, 0.5 + storey * STOREY - 0.1, 0));
  if (style.symmetric && shot.material !== 'limestone' && shot.material !== 'stucco' && shot.material !== 'clapboard')
    for (const side of [-1, 1])
      for (let y = 0.5; y < wallHeight - 0.6; y += 0.6)
        group.add(
          box(0.6, 0.28, 0.06, material('limestone', '#d9d0be', rng), side * (width / 2 - 0.27), y, DEPTH / 2 + 0.02),
        );
  if (style.roof === 'hip' || style.roof === 'gable') {
    const rise = (DEPTH / 2) * style.pitch;
    group.add(
      roof(width + eave * 2, DEPTH + eave * 2, rise, style.roof === 'hip' ? DEPTH / 2 : 0, roofMat, 0, wallHeight, 0),
    );
    if (style.roof === 'gable')
      for (const side of [-1, 1]) group.add(gableSide(walls, side * (width / 2), wallHeight, rise));
    height += rise;
  } else if (style.roof === 'mansard') {
    const lower = 2.6;
    group.add(roof(width + 0.6, DEPTH + 0.6, lower, 0.9, roofMat, 0, wallHeight, 0));
    group.add(box(width - 1.2, 0.01, DEPTH - 1.2, roofMat, 0, wallHeight + lower, 0));
    group.add(roof(width - 1.2, DEPTH - 1.2, 1.2, (DEPTH - 1.2) / 2, roofMat, 0, wallHeight + lower, 0));
    height += lower + 1.2;
  } else {
    // The main roof runs along the house; a gabled wing steps forward over one side.
    const rise = (DEPTH / 2) * style.pitch * 0.7;
    group.add(roof(width + eave * 2, DEPTH + eave * 2, rise, 0, roofMat, 0, wallHeight, 0));
    for (const side of [-1, 1]) group.add(gableSide(walls, side * (width / 2), wallHeight, rise));
    const gableRise = (wing.width / 2) * style.pitch * 1.2;
    const wingFront = front + WING;
    const wingLength = WING + DEPTH / 2;
    group.add(box(wing.width, wallHeight, wingLength, walls, wing.x, 0, wingFront - wingLength / 2));
    group.add(
      roof(
        wingLength + eave,
        wing.width + eave * 2,
        gableRise,
        0,
        roofMat,
        wing.x,
        wallHeight,
        wingFront - wingLength / 2 + eave / 2,
        true,
      ),
    );
    const timbered = has('half-timbering');
    group.add(
      gableEnd(
        wing.width,
        gableRise,
        timbered ? material('stucco', '#ece4d2', rng) : walls,
        wing.x,
        wallHeight,
        wingFront + 0.3,
      ),
    );
    height += Math.max(rise, gableRise);
    if (timbered) halfTimber(stage, group, wing.x, wing.width, wallHeight, gableRise, wingFront + 0.32, style.trim);
  }

  // Windows: a row on each storey, doors at the centre (symmetric styles) or to one side.
  const bays = Math.max(3, Math.round(width / 3.4) | 1);
  const bayX = (bay: number) => -width / 2 + ((bay + 0.5) * width) / bays;
  // Symmetric styles open at the centre; the others beside the wing, never in it.
  const doorBay = style.symmetric
    ? Math.floor(bays / 2)
    : ([...Array(bays).keys()]
        .filter((bay) => !onWing(bayX(bay)))
        .sort((a, b) => Math.abs(bayX(a)) - Math.abs(bayX(b)))[0] ?? 0);
  for (let storey = 0; storey < shot.storeys; storey++) {
    for (let bay = 0; bay < bays; bay++) {
      const x = bayX(bay);
      if (storey === 0 && bay === doorBay) continue;
      const z = front + (onWing(x) ? WING : 0) + 0.01;
      const h = storey === 0 ? 2.1 : 1.8;
      windowUnit(stage, group, x, 0.5 + storey * STOREY + 1.0 + h / 2, z, 1.15, h, {
        panes: style.panes,
        trim: shot.style === 'tudor' ? '#efe8da' : style.trim,
        arched: style.arched,
        ...(has('shutters') ? { shutters: '#1d2127' } : {}),
      });
    }
  }
  const doorX = bayX(doorBay);
  const doorZ = front + (onWing(doorX) ? WING : 0);
  entrance(stage, group, doorX, doorZ + 0.01, {
    door: rng.pick(['#111417', '#1d2a3b', '#3a1f1c']),
    trim: style.trim === '#2e2620' ? '#d9cfbd' : style.trim,
    portico: has('portico') || shot.style === 'neoclassical',
  });
  if (has('porch') || has('veranda'))
    porch(stage, group, doorX, doorZ, has('veranda') ? width * 0.9 : 4.4, {
      trim: style.trim === '#2e2620' ? '#e9e2d2' : style.trim,
      roof: roofMat,
      deep: has('veranda'),
    });
  if (has('turret')) {
    const tx = -doorX > 0 ? width / 2 - 1.6 : -width / 2 + 1.6;
    group.add(cylinder(2.1, 2.1, wallHeight + 1.2, walls, tx, 0, front + 0.6, 28));
    const cone = new THREE.Mesh(new THREE.ConeGeometry(2.5, 4.6, 28), roofMat);
    cone.position.set(tx, wallHeight + 1.2 + 2.3, front + 0.6);
    cone.castShadow = true;
    group.add(cone);
    height = Math.max(height, wallHeight + 5.8);
  }
  if (has('bay window')) {
    const bx = doorX > 0 ? -width / 4 : width / 4;
    group.add(box(3.4, STOREY + 0.5, 1.0, walls, bx, 0, front + 0.5));
    windowUnit(stage, group, bx, 2.6, front + 1.01, 2.4, 2.0, { panes: [3, 2], trim: style.trim });
    group.add(box(3.7, 0.2, 1.3, roofMat, bx, STOREY + 0.5, front + 0.55));
  }
  if (has('dormers') && style.roof !== 'flat') {
    for (const dx of [-width / 4, width / 4]) {
      group.add(box(1.8, 1.8, 2, walls, dx, wallHeight, front - 1.8));
      windowUnit(stage, group, dx, wallHeight + 0.95, front - 0.79, 1.0, 1.2, { panes: [2, 2], trim: style.trim });
      group.add(roof(2.4, 2.4, 0.9, 0, roofMat, dx, wallHeight + 1.8, front - 1.8, true));
    }
  }
  // Chimneys at the ends, in brick, above the ridge line.
  const chimney = material('brick', '#7a3a2c', rng);
  for (const side of style.symmetric ? [-1, 1] : [rng.chance(0.5) ? -1 : 1])
    group.add(box(1.1, height - wallHeight + 1.6, 0.8, chimney, side * (width / 2 - 1), wallHeight, -1));
  return { group, width, height };
}

/** The triangle closing a gable roof's end wall. */
function gableSide(walls: THREE.Material, x: number, y: number, rise: number): THREE.Mesh {
  const mesh = gableEnd(DEPTH, rise, walls, 0, y, 0);
  mesh.rotation.y = Math.PI / 2;
  mesh.position.set(x + (x > 0 ? -0.3 : 0), y, 0);
  return mesh;
}

/** Dark timbers over the front gable's stucco: posts, a rail and braces. */
function halfTimber(
  stage: Stage,
  group: THREE.Group,
  x: number,
  w: number,
  y: number,
  rise: number,
  z: number,
  colour: string,
): void {
  const timber = material('flat', colour, stage.rng, { roughness: 0.8 });
  for (let i = 0; i <= 4; i++) {
    const px = x - w / 2 + 0.4 + ((w - 0.8) * i) / 4;
    const h = Math.max(0.3, rise * (1 - Math.abs(px - x) / (w / 2)) - 0.2);
    group.add(box(0.2, h, 0.06, timber, px, y, z));
  }
  group.add(box(w, 0.2, 0.06, timber, x, y - 0.1, z));
  group.add(box(w, 0.2, 0.06, timber, x, y - STOREY + 0.4, z));
  for (const side of [-1, 1]) {
    const brace = box(0.18, 2.6, 0.06, timber, x + side * (w / 4), y - STOREY + 0.8, z);
    brace.rotation.z = side * 0.55;
    group.add(brace);
  }
}

/** Offset boxes, flat roofs with thin fascias, walls of glass and a band of cedar slats. */
function modern(
  stage: Stage,
  shot: ExteriorShot,
  group: THREE.Group,
  width: number,
  walls: THREE.Material,
): BuiltHouse {
  const { rng } = stage;
  const glass = material('flat', '#121a22', rng, {
    roughness: 0.03,
    metalness: 0.95,
    emissive: '#ffb560',
    emissiveIntensity: stage.glow * stage.glow * 0.8,
  });
  glass.envMapIntensity = stage.reflection;
  glass.emissiveMap = windowGlass(stage).emissiveMap;
  const fascia = material('flat', '#24272b', rng, { roughness: 0.5, metalness: 0.3 });
  const cedar = material('timber', '#9a7049', rng);
  const lower = STOREY + 0.4;
  const upperW = width * rng.range(0.55, 0.7);
  const shift = (rng.chance(0.5) ? 1 : -1) * width * rng.range(0.12, 0.2);
  const front = DEPTH / 2;
  group.add(box(width, lower, DEPTH, walls, 0, 0, 0));
  group.add(box(width * 0.62, lower - 0.5, 0.06, glass, -width * 0.12 * Math.sign(shift), 0.15, front + 0.02));
  for (let i = 0; i <= 6; i++)
    group.add(
      box(
        0.06,
        lower - 0.5,
        0.1,
        fascia,
        -width * 0.12 * Math.sign(shift) - width * 0.31 + (width * 0.62 * i) / 6,
        0.15,
        front + 0.04,
      ),
    );
  group.add(box(width + 0.6, 0.35, DEPTH + 0.6, fascia, 0, lower, 0));
  if (shot.storeys >= 2) {
    group.add(box(upperW, STOREY, DEPTH * 0.8, material('stucco', '#eee9df', rng), shift, lower + 0.35, -0.5));
    group.add(
      box(
        upperW * 0.55,
        STOREY * 0.55,
        0.06,
        glass,
        shift - upperW * 0.18,
        lower + 0.35 + STOREY * 0.25,
        -0.5 + DEPTH * 0.4 + 0.02,
      ),
    );
    group.add(
      box(upperW * 0.3, STOREY * 0.8, 0.08, cedar, shift + upperW * 0.3, lower + 0.45, -0.5 + DEPTH * 0.4 + 0.03),
    );
    group.add(box(upperW + 0.8, 0.3, DEPTH * 0.8 + 0.6, fascia, shift, lower + 0.35 + STOREY, -0.5));
  }
  return { group, width, height: lower + (shot.storeys >= 2 ? STOREY + 0.6 : 0.4) };
}
