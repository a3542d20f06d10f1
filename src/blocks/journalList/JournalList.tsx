import { css } from '@emotion/react';
import { useId } from 'react';
import type { JournalListProps } from './block.ts';
import { HeadedSection } from '../../ui/blockParts/HeadedSection.tsx';
import { paperGround } from '../../ui/blockParts/grounds/paperGround.ts';
import { ArticleCardGrid } from '../../ui/journal/ArticleCardGrid.tsx';
import { ReadTheJournal } from '../../ui/journal/ReadTheJournal.tsx';
import { Pagination } from '../../ui/Pagination.tsx';
import { label } from '../../ui/styles.ts';
import { color, letterSpacing } from '../../ui/theme.ts';

/** Journal articles as cards, newest first: a section's list with its pages, a profile's articles, or the latest few. */
export function JournalList({ block }: JournalListProps) {
  const headingId = useId();
  // A profile or the home page shows nothing rather than an empty band; a section says it is empty.
  if (block.items.length === 0 && block.sections.length === 0) return null;
  return (
    <HeadedSection headingId={headingId} title={block.heading} ground={paperGround}>
      {block.sections.length > 0 && (
        <nav aria-label="Journal sections" css={sectionsNav}>
          <ul role="list" css={sectionList}>
            {block.sections.map((s) => (
              <li key={s.href}>
                <a href={s.href} css={[label, sectionLink]} aria-current={s.current ? 'page' : undefined}>
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {block.items.length === 0 ? (
        <p css={empty}>No articles have been published here yet.</p>
      ) : (
        <ArticleCardGrid items={block.items} />
      )}
      {block.pagination && <Pagination links={block.pagination} label="Pages of articles" />}
      {block.moreHref && <ReadTheJournal href={block.moreHref} />}
    </HeadedSection>
  );
}

const sectionsNav = css`
  margin-bottom: clamp(1.5rem, 1rem + 2vw, 2.5rem);
`;

const sectionList = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.5rem 1.5rem;
`;

const sectionLink = css`
  display: inline-block;
  padding: 0.75rem 0.25rem;
  color: ${color.navy};
  letter-spacing: ${letterSpacing.caps};
  text-decoration: none;
  &[aria-current='page'] {
    color: ${color.green};
    text-decoration: underline;
    text-underline-offset: 0.4em;
  }
`;

const empty = css`
  text-align: center;
  color: ${color.inkSoft};
`;
