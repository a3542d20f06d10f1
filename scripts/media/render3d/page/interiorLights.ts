/**
 * Light fittings for interior(): table lamps, a chandelier, pendants over an island. Each glows
 * (an emissive shade) and, from golden hour on, throws a little warm light of its own.
 */
import * as THREE from 'three';
import { type Stage, box, cylinder, material } from './kit.ts';
import type { Palette } from './interiorFurniture.ts';

/** A warm point light without shadows: cheap, and enough to warm what is near it. */
function warmth(stage: Stage, intensity: number, distance: number): THREE.PointLight {
  const light = new THREE.PointLight('#ffc98a', intensity * (0.35 + stage.glow * 1.3), distance, 2);
  light.castShadow = false;
  // By day the lamps' own light is lost in the sun's (only their glowing shades show): leaving
  // it out keeps every surface's shader a light cheaper.
  light.visible = stage.glow >= 0.3;
  return light;
}

function bulb(stage: Stage): THREE.MeshStandardMaterial {
  return material('flat', '#fff4e0', stage.rng, { emissive: '#ffd9a0', emissiveIntensity: 1.5 + stage.glow * 3 });
}

/** A table lamp: a ceramic or brass base and a linen drum shade lit from inside. */
export function lamp(stage: Stage, p: Palette, height = 0.62): THREE.Group {
  const g = new THREE.Group();
  const base = stage.rng.chance(0.5)
    ? p.metal
    : material('flat', stage.rng.pick(['#e9e4da', '#2b3448', '#b8a58c']), stage.rng, { roughness: 0.4 });
  g.add(
    cylinder(0.07, 0.1, height * 0.55, base, 0, 0, 0, 20),
    cylinder(0.012, 0.012, height * 0.25, p.metal, 0, height * 0.55, 0, 8),
  );
  const shade = material('flat', '#f4ead6', stage.rng, {
    roughness: 1,
    emissive: '#ffdcaa',
    emissiveIntensity: 0.25 + stage.glow * 1.2,
  });
  const s = cylinder(0.15, 0.2, height * 0.32, shade, 0, height * 0.68, 0, 28);
  s.castShadow = false;
  g.add(s);
  const light = warmth(stage, 0.8, 4);
  light.position.set(0, height * 0.8, 0);
  g.add(light);
  return g;
}

/** A tiered chandelier hanging from a ceiling at height `ceiling`, its lowest point at `low`. */
export function chandelier(stage: Stage, p: Palette, ceiling: number, low: number, radius: number): THREE.Group {
  const g = new THREE.Group();
  const glow = bulb(stage);
  const body = low + 0.35;
  g.add(
    cylinder(0.01, 0.01, ceiling - body, p.metal, 0, body, 0, 6),
    cylinder(0.12, 0.12, 0.04, p.metal, 0, ceiling - 0.04, 0, 16),
  );
  g.add(cylinder(0.04, 0.07, 0.5, p.metal, 0, low, 0, 12));
  for (const [r, y, n] of [
    [radius, low + 0.15, 8],
    [radius * 0.6, low + 0.45, 6],
  ] as const) {
    const ring = new THREE.Mesh(new THREE.TorusGeometry(r, 0.012, 6, 40), p.metal);
    ring.rotation.x = Math.PI / 2;
    ring.position.y = y;
    g.add(ring);
    for (let i = 0; i < n; i++) {
      const a = (i / n) * Math.PI * 2;
      const arm = box(r, 0.012, 0.012, p.metal, (Math.cos(a) * r) / 2, y, (Math.sin(a) * r) / 2);
      arm.rotation.y = -a;
      g.add(arm, cylinder(0.018, 0.018, 0.1, glow, Math.cos(a) * r, y, Math.sin(a) * r, 8));
      const flame = new THREE.Mesh(new THREE.SphereGeometry(0.03, 10, 8), glow);
      flame.position.set(Math.cos(a) * r, y + 0.13, Math.sin(a) * r);
      g.add(flame);
    }
  }
  const light = warmth(stage, 3, 8);
  light.position.y = low + 0.2;
  g.add(light);
  return g;
}

/** A pendant: a brass dome or a glass globe on a rod from the ceiling, its bottom at `low`. */
export function pendant(
  stage: Stage,
  p: Palette,
  ceiling: number,
  low: number,
  kind: 'dome' | 'globe' | 'drum',
): THREE.Group {
  const g = new THREE.Group();
  const glow = bulb(stage);
  g.add(
    cylinder(0.006, 0.006, ceiling - low - 0.2, p.metal, 0, low + 0.2, 0, 6),
    cylinder(0.06, 0.06, 0.03, p.metal, 0, ceiling - 0.03, 0, 12),
  );
  if (kind === 'dome') {
    const dome = new THREE.Mesh(
      new THREE.SphereGeometry(0.22, 32, 12, 0, Math.PI * 2, 0, Math.PI / 2),
      material('flat', '#b08d57', stage.rng, { roughness: 0.25, metalness: 0.9 }),
    );
    dome.material.side = THREE.DoubleSide;
    dome.position.y = low + 0.02;
    dome.castShadow = true;
    g.add(dome);
    const b = new THREE.Mesh(new THREE.SphereGeometry(0.06, 12, 8), glow);
    b.position.y = low + 0.05;
    g.add(b);
  } else if (kind === 'globe') {
    const globe = new THREE.Mesh(
      new THREE.SphereGeometry(0.17, 24, 16),
      material('flat', '#fff3df', stage.rng, {
        roughness: 0.3,
        emissive: '#ffdcaa',
        emissiveIntensity: 0.6 + stage.glow * 2,
      }),
    );
    globe.position.y = low + 0.17;
    g.add(globe, cylinder(0.05, 0.05, 0.05, p.metal, 0, low + 0.32, 0, 12));
  } else {
    g.add(
      cylinder(
        0.28,
        0.28,
        0.3,
        material('flat', '#efe6d4', stage.rng, {
          roughness: 1,
          emissive: '#ffdcaa',
          emissiveIntensity: 0.3 + stage.glow * 1.2,
        }),
        0,
        low,
        0,
        32,
      ),
    );
  }
  const light = warmth(stage, 1.2, 4);
  light.position.y = low - 0.05;
  g.add(light);
  return g;
}
