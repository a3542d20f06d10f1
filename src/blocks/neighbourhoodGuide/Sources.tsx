import { css } from '@emotion/react';
import { color, fontSize } from '../../ui/theme.ts';
import { ExternalLink } from '../../ui/ExternalLink.tsx';
import { container, label } from '../../ui/styles.ts';
import { type SourceIndex, sourceAnchor } from './SourceNote.tsx';

export function Sources({ sources }: { sources: SourceIndex }) {
  return (
    <section id="sources" css={sourcesBand} aria-labelledby="sources-heading">
      <div css={container}>
        <h2 id="sources-heading" css={[label, sourcesHeading]}>
          Sources and notes
        </h2>
        <ol role="list" css={sourceList}>
          {sources.ordered.map(({ key, number, source }) => (
            <li key={key} id={sourceAnchor(key)} css={sourceItem}>
              <span css={sourceNumber}>{number}</span>
              <span>
                {source.kind === 'census' && 'Census figures: '}
                {source.url ? (
                  <ExternalLink href={source.url} css={sourceLink}>
                    {source.label}
                  </ExternalLink>
                ) : (
                  source.label
                )}
              </span>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

const sourcesBand = css`
  padding-block: clamp(2.5rem, 2rem + 2vw, 4rem);
  background: ${color.sand};
`;

const sourcesHeading = css`
  color: ${color.navy};
  margin-bottom: 1.25rem;
`;

const sourceList = css`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  font-size: ${fontSize.small};
  color: ${color.inkSoft};
`;

const sourceItem = css`
  display: flex;
  align-items: baseline;
  gap: 0.75rem;
  scroll-margin-top: 120px;
`;

const sourceNumber = css`
  flex: none;
  display: inline-grid;
  place-items: center;
  min-width: 24px;
  height: 24px;
  border-radius: 12px;
  background: rgba(47, 111, 94, 0.12);
  color: ${color.greenDark};
  font-size: 0.6875rem;
  font-weight: 600;
`;

const sourceLink = css`
  color: ${color.greenDark};
`;
