import { css } from '@emotion/react';
import type { LegalDocumentProps } from './block.ts';
import { formatDate } from '../../ui/format.ts';
import { color, fontSize, maxWidth, mq } from '../../ui/theme.ts';
import { slugify } from '../../ui/slug.ts';
import { label, rule } from '../../ui/styles.ts';
import { pageColumn } from '../../ui/pageColumn.ts';
import { Prose } from '../../ui/blockParts/Prose.tsx';
import { stack } from '../../ui/stack.ts';
import { pageTitle, subheading } from '../../ui/typeScale.ts';

/** A legal text: title, last-updated date and its sections. */
export function LegalDocument({ block }: LegalDocumentProps) {
  const { document: doc } = block;
  return (
    <article css={root}>
      <header css={head}>
        <h1 css={title}>{doc.title}</h1>
        <span css={rule} aria-hidden="true" />
        <p css={[label, updated]}>
          {block.lastUpdatedLabel} <time dateTime={doc.lastUpdated}>{formatDate(doc.lastUpdated)}</time>
        </p>
      </header>
      <nav css={toc} aria-label="Contents">
        <ol>
          {doc.sections.map((s) => (
            <li key={s.heading}>
              <a href={`#${slugify(s.heading)}`}>{s.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      <div css={body}>
        {doc.sections.map((s) => (
          <section key={s.heading} id={slugify(s.heading)} css={sectionStyle}>
            <h2 css={sectionHeading}>{s.heading}</h2>
            <Prose paragraphs={s.paragraphs} />
          </section>
        ))}
      </div>
    </article>
  );
}

const root = pageColumn(maxWidth.text);

const head = css`
  display: grid;
  gap: 1.25rem;
  justify-items: start;
  padding-bottom: 2.5rem;
  border-bottom: 1px solid ${color.line};
`;

const title = css`
  ${pageTitle};
  color: ${color.navy};
`;

const updated = css`
  color: ${color.inkMuted};
`;

const toc = css`
  padding-block: 2rem;
  border-bottom: 1px solid ${color.line};
  font-size: ${fontSize.small};
  & ol {
    margin: 0;
    padding-left: 1.25rem;
    color: ${color.inkMuted};
    ${mq.sm} {
      columns: 2;
      column-gap: 2.5rem;
    }
  }
  & li {
    break-inside: avoid;
  }
  & a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${color.green};
    text-decoration: none;
  }
  & a:hover {
    text-decoration: underline;
  }
`;

const body = css`
  display: grid;
  gap: clamp(2.5rem, 2rem + 2vw, 3.5rem);
  padding-top: clamp(2.5rem, 2rem + 2vw, 3.5rem);
`;

const sectionStyle = stack('1rem');

const sectionHeading = css`
  ${subheading};
  color: ${color.navy};
`;
