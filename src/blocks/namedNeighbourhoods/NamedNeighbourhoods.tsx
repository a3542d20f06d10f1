import type { NamedNeighbourhoodsProps } from './block.ts';
import { EntryCardList } from '../../ui/journal/EntryCardList.tsx';

/** Neighbourhoods named in an article, each a card linking to its guide. */
export function NamedNeighbourhoods({ block }: NamedNeighbourhoodsProps) {
  return <EntryCardList items={block.items} />;
}
