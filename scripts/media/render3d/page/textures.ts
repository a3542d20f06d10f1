/**
 * Surface textures drawn on 2D canvases, seeded: brick, stone, slate, boards, marble, grass.
 * Each is one tile in metres (TILE_METRES below) so geometry can map it at true scale.
 */
import * as THREE from 'three';
import type { Rng } from '../../random.ts';

export type Surface =
  | 'facade'
  | 'brick'
  | 'stone'
  | 'limestone'
  | 'stucco'
  | 'clapboard'
  | 'slate'
  | 'shingle'
  | 'planks'
  | 'marble'
  | 'grass'
  | 'paving'
  | 'timber'
  | 'plaster'
  | 'tile';

/** How many metres one tile of each texture covers. */
export const TILE_METRES: Record<Surface, number> = {
  brick: 1.2,
  stone: 2,
  limestone: 2.4,
  stucco: 3,
  clapboard: 1.2,
  slate: 1.5,
  shingle: 1.5,
  planks: 1.6,
  marble: 2,
  grass: 4,
  paving: 2,
  timber: 1.5,
  plaster: 3,
  tile: 1.2,
  facade: 12,
};

const SIZE = 512;

function canvas(): [HTMLCanvasElement, CanvasRenderingContext2D] {
  const c = document.createElement('canvas');
  c.width = SIZE;
  c.height = SIZE;
  return [c, c.getContext('2d')!];
}

function shade(hex: string, amount: number): string {
  const c = new THREE.Color(hex);
  c.offsetHSL(0, 0, amount);
  return `#${c.getHexString()}`;
}

/** Fine speckle over a whole tile: the grain of a material seen close. */
function speckle(g: CanvasRenderingContext2D, rng: Rng, count: number, alpha: number): void {
  for (let i = 0; i < count; i++) {
    g.fillStyle = rng.chance(0.5) ? `rgba(255,255,255,${alpha})` : `rgba(0,0,0,${alpha})`;
    g.fillRect(rng.range(0, SIZE), rng.range(0, SIZE), rng.range(1, 3), rng.range(1, 3));
  }
}

function courses(
  g: CanvasRenderingContext2D,
  rng: Rng,
  rows: number,
  perRow: number,
  base: string,
  mortar: string,
  variation: number,
  joint: number,
): void {
  g.fillStyle = mortar;
  g.fillRect(0, 0, SIZE, SIZE);
  const h = SIZE / rows;
  const w = SIZE / perRow;
  for (let r = 0; r < rows; r++) {
    const offset = r % 2 ? w / 2 : 0;
    for (let c = -1; c <= perRow; c++) {
      g.fillStyle = shade(base, rng.range(-variation, variation));
      g.fillRect(c * w + offset + joint / 2, r * h + joint / 2, w - joint, h - joint);
    }
  }
}

export function drawSurface(surface: Surface, colour: string, rng: Rng): THREE.CanvasTexture {
  const [c, g] = canvas();
  switch (surface) {
    case 'brick':
      courses(g, rng, 16, 4, colour, '#c9c0b2', 0.06, 5);
      speckle(g, rng, 4000, 0.08);
      break;
    case 'stone':
      for (let r = 0, y = 0; y < SIZE; r++) {
        const h = rng.range(40, 80);
        for (let x = -rng.range(0, 60); x < SIZE;) {
          const w = rng.range(60, 150);
          g.fillStyle = shade(colour, rng.range(-0.08, 0.08));
          g.fillRect(x + 3, y + 3, w - 6, h - 6);
          x += w;
        }
        y += h;
      }
      g.globalCompositeOperation = 'destination-over';
      g.fillStyle = '#8d867a';
      g.fillRect(0, 0, SIZE, SIZE);
      g.globalCompositeOperation = 'source-over';
      speckle(g, rng, 6000, 0.1);
      break;
    case 'limestone':
      courses(g, rng, 6, 2, colour, shade(colour, -0.08), 0.025, 3);
      speckle(g, rng, 5000, 0.05);
      break;
    case 'stucco':
    case 'plaster':
      g.fillStyle = colour;
      g.fillRect(0, 0, SIZE, SIZE);
      speckle(g, rng, surface === 'stucco' ? 9000 : 2500, 0.04);
      break;
    case 'clapboard':
    case 'timber':
      for (let i = 0; i < 12; i++) {
        const y = (i * SIZE) / 12;
        const grad = g.createLinearGradient(0, y, 0, y + SIZE / 12);
        grad.addColorStop(0, shade(colour, 0.04));
        grad.addColorStop(0.85, shade(colour, -0.02));
        grad.addColorStop(1, shade(colour, -0.2));
        g.fillStyle = grad;
        g.fillRect(0, y, SIZE, SIZE / 12);
      }
      speckle(g, rng, 2500, 0.04);
      break;
    case 'slate':
    case 'shingle':
      courses(g, rng, 12, 6, colour, shade(colour, -0.12), 0.05, 3);
      speckle(g, rng, 3000, 0.06);
      break;
    case 'planks':
      for (let i = 0; i < 8; i++) {
        const x = (i * SIZE) / 8;
        g.fillStyle = shade(colour, rng.range(-0.05, 0.05));
        g.fillRect(x, 0, SIZE / 8 - 2, SIZE);
        for (let k = 0; k < 14; k++) {
          g.strokeStyle = `rgba(60,35,15,${rng.range(0.04, 0.12)})`;
          g.beginPath();
          const gx = x + rng.range(4, SIZE / 8 - 6);
          g.moveTo(gx, 0);
          g.bezierCurveTo(gx + rng.range(-6, 6), SIZE / 3, gx + rng.range(-6, 6), (2 * SIZE) / 3, gx, SIZE);
          g.stroke();
        }
        g.fillStyle = 'rgba(40,25,10,0.5)';
        g.fillRect(x + SIZE / 8 - 2, 0, 2, SIZE);
        g.fillRect(x, rng.range(0, SIZE), SIZE / 8, 2);
      }
      break;
    case 'marble':
      g.fillStyle = colour;
      g.fillRect(0, 0, SIZE, SIZE);
      for (let v = 0; v < 9; v++) {
        g.strokeStyle = `rgba(110,105,100,${rng.range(0.08, 0.3)})`;
        g.lineWidth = rng.range(0.6, 2.4);
        g.beginPath();
        let x = rng.range(-100, SIZE);
        let y = 0;
        g.moveTo(x, y);
        while (y < SIZE) {
          x += rng.range(-18, 26);
          y += rng.range(8, 30);
          g.lineTo(x, y);
        }
        g.stroke();
      }
      break;
    case 'grass':
      g.fillStyle = colour;
      g.fillRect(0, 0, SIZE, SIZE);
      for (let i = 0; i < 14000; i++) {
        g.fillStyle = shade(colour, rng.range(-0.1, 0.1));
        g.fillRect(rng.range(0, SIZE), rng.range(0, SIZE), 1.5, rng.range(2, 6));
      }
      break;
    case 'paving':
      courses(g, rng, 8, 4, colour, shade(colour, -0.15), 0.04, 4);
      speckle(g, rng, 5000, 0.06);
      break;
    case 'facade': {
      // Four floors of four bays of glass: a city building seen from afar, some rooms lit.
      g.fillStyle = colour;
      g.fillRect(0, 0, SIZE, SIZE);
      const cell = SIZE / 4;
      for (let fy = 0; fy < 4; fy++)
        for (let fx = 0; fx < 4; fx++) {
          g.fillStyle = rng.chance(0.2) ? '#8a8272' : shade('#4f5b68', rng.range(-0.05, 0.06));
          g.fillRect(fx * cell + 4, fy * cell + 6, cell - 8, cell - 18);
        }
      break;
    }
    case 'tile':
      courses(g, rng, 8, 8, colour, shade(colour, -0.06), 0.015, 2);
      break;
  }
  const texture = new THREE.CanvasTexture(c);
  texture.wrapS = THREE.RepeatWrapping;
  texture.wrapT = THREE.RepeatWrapping;
  texture.colorSpace = THREE.SRGBColorSpace;
  texture.anisotropy = 8;
  return texture;
}
