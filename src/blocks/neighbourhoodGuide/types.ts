import type { BlockProps } from '../blockProps.ts';

export type Guide = BlockProps<'neighbourhoodGuide'>['block']['guide'];
export type Source = Guide['sources'][string];
