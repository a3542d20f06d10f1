/**
 * The page the generator loads in headless Chromium: window.renderShot draws one shot with
 * three.js (WebGL through SwiftShader, so no GPU is needed) and hands back a PNG.
 */
import * as THREE from 'three';
import { EffectComposer } from 'three/examples/jsm/postprocessing/EffectComposer.js';
import { GTAOPass } from 'three/examples/jsm/postprocessing/GTAOPass.js';
import { OutputPass } from 'three/examples/jsm/postprocessing/OutputPass.js';
import { RenderPass } from 'three/examples/jsm/postprocessing/RenderPass.js';
import { createRng } from '../../random.ts';
import type { Shot } from '../../shot.ts';
import { type Stage, createInteriorStage, createStage, resetMaterials } from './kit.ts';
import { exterior } from './exterior.ts';
import { interior } from './interior.ts';
import { streetScene } from './streetScene.ts';
import { towerScene } from './towerScene.ts';

declare global {
  interface Window {
    renderShot(shot: Shot, width: number, height: number, seed: string): string;
  }
}

function stageFor(shot: Shot, canvas: HTMLCanvasElement, width: number, height: number, seed: string): Stage {
  const rng = createRng(seed);
  // Terraces and gardens are outdoors: the sky lights them, as it does a house.
  if (shot.kind === 'interior' && shot.room !== 'terrace' && shot.room !== 'garden')
    return createInteriorStage(canvas, width, height, shot.time, rng);
  if (shot.kind === 'interior') return createStage(canvas, width, height, shot.time, 'summer', rng, rng.range(-60, 60));
  // The sun to one side, so walls, windows and trees are modelled by raking light and shadow.
  return createStage(
    canvas,
    width,
    height,
    shot.time,
    shot.season,
    rng,
    (rng.chance(0.5) ? -1 : 1) * rng.range(35, 70),
  );
}

/**
 * Renders with ambient occlusion (GTAO): the soft darkening where surfaces meet (under eaves,
 * between a sofa and the floor) that tells the eye how things sit. Multisampled, then tone-mapped.
 */
function draw(stage: Stage, width: number, height: number): void {
  const target = new THREE.WebGLRenderTarget(width, height, { type: THREE.HalfFloatType, samples: 4 });
  const composer = new EffectComposer(stage.renderer, target);
  composer.addPass(new RenderPass(stage.scene, stage.camera));
  const ao = new GTAOPass(stage.scene, stage.camera, width, height);
  ao.updateGtaoMaterial({ radius: 0.6, distanceExponent: 1, thickness: 1, scale: 1 });
  ao.blendIntensity = 0.9;
  composer.addPass(ao);
  composer.addPass(new OutputPass());
  composer.render();
}

window.renderShot = (shot, width, height, seed) => {
  resetMaterials();
  // three.js draws on Math.random in places (the AO pass's denoising noise): seed it too, so a
  // picture is a function of its shot and path alone.
  Math.random = createRng(`${seed}#Math.random`).next;
  const canvas = document.createElement('canvas');
  const stage = stageFor(shot, canvas, width, height, seed);
  switch (shot.kind) {
    case 'exterior':
      exterior(stage, shot);
      break;
    case 'interior':
      interior(stage, shot);
      break;
    case 'tower':
      towerScene(stage, shot);
      break;
    case 'street':
      streetScene(stage, shot);
      break;
  }
  draw(stage, width, height);
  const url = canvas.toDataURL('image/png');
  stage.renderer.dispose();
  return url;
};
