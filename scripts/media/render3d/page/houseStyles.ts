/** The styles a house can be built in: each one's massing, roof, trim and panes, and each wall material's surface. */
import type { HouseStyle, Material } from '../../shot.ts';
import type { Surface } from './textures.ts';

export const WALLS: Record<Material, [Surface, string]> = {
  'red brick': ['brick', '#8f3f2e'],
  'brown brick': ['brick', '#6f4c38'],
  limestone: ['limestone', '#d8cdb8'],
  stone: ['stone', '#a89f90'],
  stucco: ['stucco', '#ebe4d6'],
  clapboard: ['clapboard', '#e9e6dc'],
  timber: ['timber', '#7b5b3f'],
};

export interface Massing {
  width: [number, number];
  roof: 'hip' | 'gable' | 'flat' | 'mansard' | 'front gable';
  pitch: number;
  trim: string;
  roofColour: string;
  roofSurface: Surface;
  /** Panes across and down per sash; arched heads. */
  panes: [number, number];
  arched?: boolean;
  symmetric: boolean;
}

export const STYLES: Record<HouseStyle, Massing> = {
  georgian: {
    width: [15, 19],
    roof: 'hip',
    pitch: 0.42,
    trim: '#f1ede4',
    roofColour: '#3e444b',
    roofSurface: 'slate',
    panes: [3, 4],
    symmetric: true,
  },
  colonial: {
    width: [14, 17],
    roof: 'gable',
    pitch: 0.45,
    trim: '#f1ede4',
    roofColour: '#45494e',
    roofSurface: 'shingle',
    panes: [3, 4],
    symmetric: true,
  },
  neoclassical: {
    width: [22, 28],
    roof: 'hip',
    pitch: 0.3,
    trim: '#f3efe6',
    roofColour: '#4a4f55',
    roofSurface: 'slate',
    panes: [2, 3],
    symmetric: true,
  },
  chateau: {
    width: [22, 26],
    roof: 'mansard',
    pitch: 1.1,
    trim: '#e8e0d0',
    roofColour: '#5a6570',
    roofSurface: 'slate',
    panes: [2, 4],
    arched: true,
    symmetric: true,
  },
  victorian: {
    width: [10, 13],
    roof: 'front gable',
    pitch: 0.95,
    trim: '#efe8da',
    roofColour: '#3b3f44',
    roofSurface: 'slate',
    panes: [1, 2],
    arched: true,
    symmetric: false,
  },
  edwardian: {
    width: [12, 15],
    roof: 'front gable',
    pitch: 0.7,
    trim: '#f0ebe0',
    roofColour: '#4a4540',
    roofSurface: 'shingle',
    panes: [2, 3],
    symmetric: false,
  },
  tudor: {
    width: [14, 18],
    roof: 'front gable',
    pitch: 1.15,
    trim: '#2e2620',
    roofColour: '#3f3a36',
    roofSurface: 'slate',
    panes: [3, 3],
    symmetric: false,
  },
  'arts and crafts': {
    width: [13, 16],
    roof: 'gable',
    pitch: 0.5,
    trim: '#5a4632',
    roofColour: '#4b463f',
    roofSurface: 'shingle',
    panes: [3, 2],
    symmetric: false,
  },
  cottage: {
    width: [11, 14],
    roof: 'gable',
    pitch: 0.6,
    trim: '#e9e2d2',
    roofColour: '#3b3d3f',
    roofSurface: 'shingle',
    panes: [2, 2],
    symmetric: false,
  },
  modern: {
    width: [18, 24],
    roof: 'flat',
    pitch: 0,
    trim: '#2a2c2f',
    roofColour: '#2a2c2f',
    roofSurface: 'stucco',
    panes: [1, 1],
    symmetric: false,
  },
};
