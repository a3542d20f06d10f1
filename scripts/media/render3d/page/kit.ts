/**
 * The renderer's shared parts: a stage (renderer, camera, sky and sun for a time of day), materials
 * mapped at true scale, and boxes whose textures keep their size whatever the box's.
 * Units are metres; y is up; the camera looks down -z towards the subject.
 */
import * as THREE from 'three';
import { Sky } from 'three/examples/jsm/objects/Sky.js';
import { RoomEnvironment } from 'three/examples/jsm/environments/RoomEnvironment.js';
import type { Rng } from '../../random.ts';
import type { Season, Time } from '../../shot.ts';
import { type Surface, TILE_METRES, drawSurface } from './textures.ts';

export interface Stage {
  renderer: THREE.WebGLRenderer;
  scene: THREE.Scene;
  camera: THREE.PerspectiveCamera;
  sun: THREE.DirectionalLight;
  rng: Rng;
  /** 0 by day to 1 at dusk: how strongly windows glow from inside. */
  glow: number;
  /** How strongly glass reflects the sky: the scene's environment is kept dim for everything else. */
  reflection: number;
  season: Season;
  time: Time;
}

/** Sun height (degrees) and warmth for each time of day. */
const LIGHTING: Record<
  Time,
  { elevation: number; colour: string; intensity: number; hemisphere: number; glow: number; exposure: number }
> = {
  morning: { elevation: 24, colour: '#fff1dc', intensity: 3.2, hemisphere: 1.1, glow: 0.05, exposure: 0.62 },
  afternoon: { elevation: 42, colour: '#fffaf0', intensity: 3.4, hemisphere: 1.2, glow: 0, exposure: 0.55 },
  'golden hour': { elevation: 9, colour: '#ffc27a', intensity: 3.4, hemisphere: 0.8, glow: 0.45, exposure: 0.72 },
  dusk: { elevation: 3.5, colour: '#ff9c5a', intensity: 1.6, hemisphere: 1.1, glow: 1, exposure: 1.25 },
};

export function createStage(
  canvas: HTMLCanvasElement,
  width: number,
  height: number,
  time: Time,
  season: Season,
  rng: Rng,
  azimuth: number,
): Stage {
  const renderer = new THREE.WebGLRenderer({ canvas, antialias: true, preserveDrawingBuffer: true });
  renderer.setPixelRatio(1);
  renderer.setSize(width, height, false);
  renderer.toneMapping = THREE.ACESFilmicToneMapping;
  renderer.toneMappingExposure = LIGHTING[time].exposure;
  renderer.outputColorSpace = THREE.SRGBColorSpace;
  renderer.shadowMap.enabled = true;
  // PCF: three r18x dropped the soft variant (it substituted this one with a warning).
  renderer.shadowMap.type = THREE.PCFShadowMap;
  const scene = new THREE.Scene();
  const camera = new THREE.PerspectiveCamera(38, width / height, 0.1, 2000);
  const light = LIGHTING[time];
  const sun = new THREE.DirectionalLight(light.colour, light.intensity);
  sun.castShadow = true;
  sun.shadow.mapSize.set(4096, 4096);
  sun.shadow.bias = -0.0004;
  sun.shadow.normalBias = 0.02;
  sun.shadow.radius = 3;
  const elevation = THREE.MathUtils.degToRad(light.elevation);
  const az = THREE.MathUtils.degToRad(azimuth);
  const direction = new THREE.Vector3(
    Math.cos(elevation) * Math.sin(az),
    Math.sin(elevation),
    Math.cos(elevation) * Math.cos(az),
  );
  sun.position.copy(direction.clone().multiplyScalar(80));
  const extent = 40;
  Object.assign(sun.shadow.camera, { left: -extent, right: extent, top: extent, bottom: -extent, near: 1, far: 200 });
  scene.add(sun, sun.target);
  const sky = skyDome(direction, time);
  scene.add(sky);
  scene.add(
    new THREE.HemisphereLight(
      time === 'dusk' ? '#8090c0' : '#bcd3f0',
      season === 'winter' ? '#d8dde4' : time === 'dusk' ? '#8a8a70' : '#4a5a3a',
      light.hemisphere,
    ),
  );
  // The sky lights reflections too: glass shows the sky it faces.
  const pmrem = new THREE.PMREMGenerator(renderer);
  const skyScene = new THREE.Scene();
  skyScene.add(skyDome(direction, time));
  scene.environment = pmrem.fromScene(skyScene, 0.02).texture;
  // The sky's radiance is physical (very bright): a little of it is enough for reflections.
  scene.environmentIntensity = time === 'dusk' ? 0.06 : 0.12;
  scene.fog = new THREE.Fog(time === 'dusk' ? '#4a5578' : time === 'golden hour' ? '#d9b79a' : '#c6d3e0', 80, 700);
  return { renderer, scene, camera, sun, rng, glow: light.glow, reflection: time === 'dusk' ? 4 : 7, season, time };
}

function skyDome(direction: THREE.Vector3, time: Time): THREE.Object3D {
  const sky = new Sky();
  sky.scale.setScalar(1500);
  const u = sky.material.uniforms;
  u['turbidity']!.value = time === 'afternoon' ? 4 : 8;
  u['rayleigh']!.value = time === 'dusk' ? 3 : time === 'golden hour' ? 2.4 : 1.4;
  u['mieCoefficient']!.value = 0.006;
  u['mieDirectionalG']!.value = 0.86;
  (u['sunPosition']!.value as THREE.Vector3).copy(direction);
  return sky;
}

/** An interior's stage: a studio environment for soft fill, the sun through the window. */
export function createInteriorStage(
  canvas: HTMLCanvasElement,
  width: number,
  height: number,
  time: Time,
  rng: Rng,
): Stage {
  const stage = createStage(canvas, width, height, time, 'summer', rng, rng.range(-50, 50));
  const pmrem = new THREE.PMREMGenerator(stage.renderer);
  stage.scene.environment = pmrem.fromScene(new RoomEnvironment(), 0.04).texture;
  stage.scene.environmentIntensity = time === 'dusk' ? 0.45 : 0.95;
  stage.scene.fog = null;
  // Indoors the light a ceiling gets is bounced off floors and walls: warm, not the lawn's green.
  for (const light of stage.scene.children)
    if (light instanceof THREE.HemisphereLight) light.groundColor.set('#e2d6c4');
  return stage;
}

const materials = new Map<string, THREE.MeshStandardMaterial>();

export interface Finish {
  roughness?: number;
  metalness?: number;
  emissive?: string;
  emissiveIntensity?: number;
  opacity?: number;
}

/** A material of a surface and colour; the texture's tile size rides along for `box`. */
export function material(
  surface: Surface | 'flat',
  colour: string,
  rng: Rng,
  finish: Finish = {},
): THREE.MeshStandardMaterial {
  const key = `${surface}|${colour}|${JSON.stringify(finish)}`;
  const known = materials.get(key);
  if (known) return known;
  const made = new THREE.MeshStandardMaterial({
    color: surface === 'flat' ? colour : '#ffffff',
    map: surface === 'flat' ? null : drawSurface(surface, colour, rng.fork(key)),
    roughness: finish.roughness ?? 0.85,
    metalness: finish.metalness ?? 0,
    emissive: finish.emissive ?? '#000000',
    emissiveIntensity: finish.emissiveIntensity ?? 1,
    transparent: finish.opacity !== undefined,
    opacity: finish.opacity ?? 1,
  });
  made.userData['tile'] = surface === 'flat' ? 1 : TILE_METRES[surface];
  materials.set(key, made);
  return made;
}

export function resetMaterials(): void {
  materials.clear();
}

/** Scales a box's UVs so its texture is laid at true size on every face. */
function scaleBoxUvs(geometry: THREE.BoxGeometry, w: number, h: number, d: number, tile: number): void {
  const uv = geometry.getAttribute('uv') as THREE.BufferAttribute;
  const faces: [number, number][] = [
    [d, h],
    [d, h],
    [w, d],
    [w, d],
    [w, h],
    [w, h],
  ];
  for (let face = 0; face < 6; face++) {
    const [fu, fv] = faces[face]!;
    for (let v = 0; v < 4; v++) {
      const i = face * 4 + v;
      uv.setXY(i, (uv.getX(i) * fu) / tile, (uv.getY(i) * fv) / tile);
    }
  }
}

/** A box whose base sits at y (boxes are placed by their bottom centre, as things stand on floors). */
export function box(w: number, h: number, d: number, mat: THREE.Material, x = 0, y = 0, z = 0): THREE.Mesh {
  const geometry = new THREE.BoxGeometry(w, h, d);
  const tile = (mat.userData['tile'] as number | undefined) ?? 1;
  scaleBoxUvs(geometry, w, h, d, tile);
  const mesh = new THREE.Mesh(geometry, mat);
  mesh.position.set(x, y + h / 2, z);
  mesh.castShadow = true;
  mesh.receiveShadow = true;
  return mesh;
}

export function cylinder(
  radiusTop: number,
  radiusBottom: number,
  h: number,
  mat: THREE.Material,
  x = 0,
  y = 0,
  z = 0,
  segments = 24,
): THREE.Mesh {
  const geometry = new THREE.CylinderGeometry(radiusTop, radiusBottom, h, segments);
  // Around and up at true size (a turret's bricks match its walls').
  const tile = (mat.userData['tile'] as number | undefined) ?? 1;
  const uv = geometry.getAttribute('uv') as THREE.BufferAttribute;
  const around = Math.PI * (radiusTop + radiusBottom);
  for (let i = 0; i < uv.count; i++) uv.setXY(i, (uv.getX(i) * around) / tile, (uv.getY(i) * h) / tile);
  const mesh = new THREE.Mesh(geometry, mat);
  mesh.position.set(x, y + h / 2, z);
  mesh.castShadow = true;
  mesh.receiveShadow = true;
  return mesh;
}

/** A ground plane of a surface, at true scale. */
export function ground(width: number, depth: number, mat: THREE.Material, x = 0, y = 0, z = 0): THREE.Mesh {
  const geometry = new THREE.PlaneGeometry(width, depth);
  const tile = (mat.userData['tile'] as number | undefined) ?? 1;
  const uv = geometry.getAttribute('uv') as THREE.BufferAttribute;
  for (let i = 0; i < uv.count; i++) uv.setXY(i, (uv.getX(i) * width) / tile, (uv.getY(i) * depth) / tile);
  const mesh = new THREE.Mesh(geometry, mat);
  mesh.rotation.x = -Math.PI / 2;
  mesh.position.set(x, y, z);
  mesh.receiveShadow = true;
  return mesh;
}

/** Glass lit from inside as the day ends: sky reflected over a warm glow. */
export function windowGlass(stage: Stage): THREE.MeshStandardMaterial {
  const glow = stage.glow;
  const glass = material('flat', glow > 0.3 ? '#2a2620' : '#1d2630', stage.rng, {
    roughness: 0.05,
    metalness: 0.9,
    emissive: '#ffb560',
    emissiveIntensity: glow * 1.1,
  });
  glass.envMapIntensity = stage.reflection;
  glass.emissiveMap ??= roomGlow(stage.rng);
  return glass;
}

/**
 * What a lit window shows from outside: brighter towards the ceiling, darker at the sill, a
 * curtain at one side. One tile per 2.4 m of glass (box UVs are in metres for flat materials).
 */
function roomGlow(rng: Rng): THREE.CanvasTexture {
  const c = document.createElement('canvas');
  c.width = 256;
  c.height = 256;
  const g = c.getContext('2d')!;
  const light = g.createLinearGradient(0, 0, 0, 256);
  light.addColorStop(0, '#ffffff');
  light.addColorStop(0.55, '#b8b8b8');
  light.addColorStop(1, '#3a3a3a');
  g.fillStyle = light;
  g.fillRect(0, 0, 256, 256);
  for (let i = 0; i < 3; i++) {
    g.fillStyle = `rgba(0,0,0,${rng.range(0.25, 0.5)})`;
    g.fillRect(rng.range(0, 220), rng.range(130, 200), rng.range(30, 90), 256);
  }
  g.fillStyle = 'rgba(30,20,10,0.45)';
  g.fillRect(0, 0, 36, 256);
  const texture = new THREE.CanvasTexture(c);
  texture.wrapS = THREE.RepeatWrapping;
  texture.wrapT = THREE.RepeatWrapping;
  texture.repeat.set(1 / 2.4, 1 / 2.4);
  texture.colorSpace = THREE.SRGBColorSpace;
  return texture;
}

/** Aims the camera from a point at a target, keeping verticals vertical (a shift lens's look). */
export function frame(stage: Stage, from: THREE.Vector3, at: THREE.Vector3, fov = 38): void {
  const { camera } = stage;
  camera.fov = fov;
  camera.position.copy(from);
  // Look level, then shift the frame up or down instead of tilting, as architectural photographers do.
  const level = new THREE.Vector3(at.x, from.y, at.z);
  camera.lookAt(level);
  const distance = Math.hypot(at.x - from.x, at.z - from.z);
  const halfHeight = Math.tan(THREE.MathUtils.degToRad(fov / 2)) * distance;
  const shift = (at.y - from.y) / (2 * halfHeight);
  camera.setViewOffset(1000 * camera.aspect, 1000, 0, -shift * 1000, 1000 * camera.aspect, 1000);
  camera.updateProjectionMatrix();
}
