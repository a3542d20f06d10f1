import type { NeighbourhoodGuideProps } from './block.ts';

export type Guide = NeighbourhoodGuideProps['block']['guide'];
export type Source = Guide['sources'][string];
