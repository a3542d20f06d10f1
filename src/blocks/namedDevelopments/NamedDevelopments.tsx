import type { NamedDevelopmentsProps } from './block.ts';
import { EntryCardList } from '../../ui/journal/EntryCardList.tsx';

/** Developments named in an article, each a card linking to its page. */
export function NamedDevelopments({ block }: NamedDevelopmentsProps) {
  return <EntryCardList items={block.items} />;
}
