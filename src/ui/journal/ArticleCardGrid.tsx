import type { ArticleCardData } from '../../model/articleCard.ts';
import { DatedCardGrid } from '../blockParts/DatedCardGrid.tsx';
import { stretchedLink } from '../styles.ts';

/**
 * Cards of journal articles: photo, section and date, headline (the card's one link) and
 * standfirst. The journal's lists, an article's related articles and a profile's articles draw
 * with it; all are static blocks, so it never reaches the browser.
 */
export function ArticleCardGrid({
  items,
  headingLevel = 3,
}: {
  items: readonly ArticleCardData[];
  headingLevel?: 2 | 3;
}) {
  return (
    <DatedCardGrid
      items={items}
      headingLevel={headingLevel}
      card={(item) => ({
        kicker: item.category,
        date: item.date,
        link: (
          <a href={item.href} css={stretchedLink}>
            {item.title}
          </a>
        ),
        text: item.standfirst,
      })}
    />
  );
}
