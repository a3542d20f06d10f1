import { css } from '@emotion/react';
import { Link } from 'wouter';
import type { DevelopmentOverviewProps } from './block.ts';
import { color, font, fontSize, letterSpacing } from '../../ui/theme.ts';
import { container, label, section } from '../../ui/styles.ts';
import { button } from '../../ui/buttons.ts';
import { stickyBelowHeader } from '../../ui/staticStyles.ts';
import { besideAside, mainColumn } from '../../ui/mainBesideAside.ts';
import { slugify } from '../../ui/slug.ts';
import { ivoryGround } from '../../ui/blockParts/grounds/ivoryGround.ts';
import { Prose } from '../../ui/blockParts/Prose.tsx';
import { subheading } from '../../ui/typeScale.ts';

/** A development's key facts, its descriptive sections and the inquiry button. */
export function DevelopmentOverview({ block }: DevelopmentOverviewProps) {
  return (
    <section css={[section, ivoryGround]} aria-label={`About ${block.title}`}>
      <div css={[container, layout]}>
        <div css={main}>
          {block.sections.map((s) => (
            <section key={s.heading} id={slugify(s.heading)} css={part}>
              <h2 css={heading}>{s.heading}</h2>
              <Prose paragraphs={s.paragraphs} />
            </section>
          ))}
        </div>

        <aside css={aside} aria-label={`${block.title} at a glance`}>
          <div css={panel}>
            <p css={[label, panelLabel]}>{block.title}</p>
            {block.facts.length > 0 && (
              <dl css={facts}>
                {block.facts.map((f) => (
                  <div key={f.label} css={fact}>
                    <dt css={[label, factLabel]}>{f.label}</dt>
                    <dd css={factValue}>{f.value}</dd>
                  </div>
                ))}
              </dl>
            )}
            <Link href={block.inquire.href} css={[button.primary, inquireButton]}>
              {block.inquire.label}
            </Link>
          </div>
        </aside>
      </div>
    </section>
  );
}

const layout = besideAside('minmax(17rem, 24rem)', 'clamp(3rem, 6vw, 7rem)');

const main = mainColumn('46rem');

const part = css`
  display: grid;
  gap: 1.25rem;
  padding-top: clamp(2rem, 1.5rem + 1.5vw, 3rem);
  border-top: 1px solid ${color.line};
  &:first-of-type {
    padding-top: 0;
    border-top: 0;
  }
`;

const heading = css`
  ${subheading};
  color: ${color.navy};
`;

const aside = stickyBelowHeader;

const panel = css`
  display: grid;
  gap: 1.5rem;
  padding: clamp(1.25rem, 0.5rem + 3vw, 2.5rem);
  background: ${color.paper};
  border: 1px solid ${color.line};
  border-top: 3px solid ${color.green};
`;

const panelLabel = css`
  color: ${color.green};
`;

const facts = css`
  display: grid;
  gap: 0;
`;

const fact = css`
  display: grid;
  gap: 0.25rem;
  padding-block: 1rem;
  border-bottom: 1px solid ${color.lineSoft};
  &:first-of-type {
    padding-top: 0;
  }
`;

const factLabel = css`
  color: ${color.inkMuted};
`;

const factValue = css`
  font-family: ${font.display};
  font-size: ${fontSize.h4};
  line-height: 1.3;
  color: ${color.navy};
`;

/*
 * The specification's "Inquire About This Development" on one line, from a 375 px phone to the
 * panel beside the text (24rem wide): its capitals spaced as the forms' buttons are (caps,
 * 0.12em) and a slimmer side padding, since the button takes the panel's whole width anyway.
 */
const inquireButton = css`
  width: 100%;
  padding-inline: 0.75rem;
  letter-spacing: ${letterSpacing.caps};
`;
