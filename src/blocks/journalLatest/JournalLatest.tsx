import { useId } from 'react';
import type { JournalLatestProps } from './block.ts';
import { HeadedSection } from '../../ui/blockParts/HeadedSection.tsx';
import { paperGround } from '../../ui/blockParts/grounds/paperGround.ts';
import { ArticleCardGrid } from '../../ui/journal/ArticleCardGrid.tsx';
import { ReadTheJournal } from '../../ui/journal/ReadTheJournal.tsx';

/** FROM THE JOURNAL: the newest articles as cards and a link to the journal; no band at all before the first article. */
export function JournalLatest({ block }: JournalLatestProps) {
  const headingId = useId();
  if (block.items.length === 0) return null;
  return (
    <HeadedSection headingId={headingId} title={block.heading} ground={paperGround}>
      <ArticleCardGrid items={block.items} />
      <ReadTheJournal href={block.journalHref} />
    </HeadedSection>
  );
}
