/** Roof shapes as one family: a prism over a rectangle whose ridge is inset from the ends. */
import * as THREE from 'three';

/**
 * A roof over a w x d rectangle (centred, base at y = 0) rising `rise` metres to a ridge along x.
 * `inset` 0 gives a gable (vertical triangular ends), d / 2 a hip, w / 2 a pyramid.
 * UVs are planar in metres divided by `tile`, so slates keep their size.
 */
function roofGeometry(w: number, d: number, rise: number, inset: number, tile: number): THREE.BufferGeometry {
  const x = w / 2;
  const z = d / 2;
  const r = Math.max(0, x - inset);
  const a = [-x, 0, z];
  const b = [x, 0, z];
  const c = [x, 0, -z];
  const e = [-x, 0, -z];
  const p = [-r, rise, 0];
  const q = [r, rise, 0];
  const faces = [
    [a, b, q, p], // front slope
    [c, e, p, q], // back slope
    // A gable's ends are walls (gableEnd), not roof.
    ...(inset > 0
      ? [
          [b, c, q],
          [e, a, p],
        ]
      : []),
  ];
  const positions: number[] = [];
  const uvs: number[] = [];
  const slope = Math.hypot(rise, z);
  for (const face of faces) {
    const tris = face.length === 4 ? [face[0]!, face[1]!, face[2]!, face[0]!, face[2]!, face[3]!] : face;
    for (const v of tris) {
      positions.push(v[0]!, v[1]!, v[2]!);
      // Along the eaves, and up the slope.
      const along = face.length === 4 ? v[0]! : v[2]!;
      const up = (v[1]! / rise) * slope;
      uvs.push(along / tile, up / tile);
    }
  }
  const geometry = new THREE.BufferGeometry();
  geometry.setAttribute('position', new THREE.Float32BufferAttribute(positions, 3));
  geometry.setAttribute('uv', new THREE.Float32BufferAttribute(uvs, 2));
  geometry.computeVertexNormals();
  return geometry;
}

export function roof(
  w: number,
  d: number,
  rise: number,
  inset: number,
  mat: THREE.Material,
  x = 0,
  y = 0,
  z = 0,
  turned = false,
): THREE.Mesh {
  const tile = (mat.userData['tile'] as number | undefined) ?? 1;
  const mesh = new THREE.Mesh(roofGeometry(w, d, rise, inset, tile), mat);
  // Seen from below at the eaves, a gable's underside must not vanish.
  if (inset === 0) mesh.material = doubleSided(mat);
  mesh.position.set(x, y, z);
  if (turned) mesh.rotation.y = Math.PI / 2;
  mesh.castShadow = true;
  mesh.receiveShadow = true;
  return mesh;
}

/** The vertical triangle under a front-facing gable, in the wall's own material. */
export function gableEnd(w: number, rise: number, mat: THREE.Material, x: number, y: number, z: number): THREE.Mesh {
  const shape = new THREE.Shape([
    new THREE.Vector2(-w / 2, 0),
    new THREE.Vector2(w / 2, 0),
    new THREE.Vector2(0, rise),
  ]);
  const geometry = new THREE.ExtrudeGeometry(shape, { depth: 0.3, bevelEnabled: false });
  const tile = (mat.userData['tile'] as number | undefined) ?? 1;
  const uv = geometry.getAttribute('uv') as THREE.BufferAttribute;
  for (let i = 0; i < uv.count; i++) uv.setXY(i, uv.getX(i) / tile, uv.getY(i) / tile);
  const mesh = new THREE.Mesh(geometry, mat);
  mesh.position.set(x, y, z - 0.3);
  mesh.castShadow = true;
  mesh.receiveShadow = true;
  return mesh;
}

const doubled = new WeakMap<THREE.Material, THREE.Material>();
function doubleSided(mat: THREE.Material): THREE.Material {
  let twin = doubled.get(mat);
  if (!twin) {
    twin = mat.clone();
    twin.side = THREE.DoubleSide;
    doubled.set(mat, twin);
  }
  return twin;
}
