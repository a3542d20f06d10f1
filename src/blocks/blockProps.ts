import type { BlockType, ResolvedBlockOf } from './registry.ts';

export type BlockProps<K extends BlockType> = { block: ResolvedBlockOf<K> };
