import type { BlockType } from '../content/schemas/block.ts';
import type { ResolvedBlockOf } from '../content/render/blockResolvers.ts';

export type BlockProps<K extends BlockType> = { block: ResolvedBlockOf<K> };
