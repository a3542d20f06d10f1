/**
 * The page the generator loads in headless Chromium: window.renderShot draws one shot with
 * three.js (WebGL through SwiftShader, so no GPU is needed) and hands back a PNG.
 */
import { createRng } from '../../random.ts';
import type { Shot } from '../shot.ts';
import { type Stage, createInteriorStage, createStage, resetMaterials } from './kit.ts';
import { exterior } from './exterior.ts';
import { interior } from './interior.ts';
import { street } from './street.ts';
import { tower } from './tower.ts';

declare global {
  interface Window {
    renderShot(shot: Shot, width: number, height: number, seed: string): string;
  }
}

function stageFor(shot: Shot, canvas: HTMLCanvasElement, width: number, height: number, seed: string): Stage {
  const rng = createRng(seed);
  if (shot.kind === 'interior') return createInteriorStage(canvas, width, height, shot.time, rng);
  return createStage(canvas, width, height, shot.time, shot.season, rng, rng.range(-60, 60));
}

window.renderShot = (shot, width, height, seed) => {
  resetMaterials();
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
      tower(stage, shot);
      break;
    case 'street':
      street(stage, shot);
      break;
  }
  stage.renderer.render(stage.scene, stage.camera);
  const url = canvas.toDataURL('image/png');
  stage.renderer.dispose();
  return url;
};
