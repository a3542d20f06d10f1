import { css } from '@emotion/react';
import type { NeighbourhoodGuideProps } from './block.ts';
import { formatDecimal, formatNumber, formatPercent } from '../../ui/format.ts';
import { color, font, fontSize, mq } from '../../ui/theme.ts';
import { container, label, section } from '../../ui/styles.ts';
import { Bars, ScoreMeter, SplitBar } from './Bars.tsx';
import { ivoryGround } from '../../ui/blockParts/grounds/ivoryGround.ts';
import { Market } from './Market.tsx';
import { Overview } from './Overview.tsx';
import { Panel, Stat } from './Panel.tsx';
import { PointsOfInterest } from './PointsOfInterest.tsx';
import { Schools } from './Schools.tsx';
import { AGE_GROUPS, GUIDE_SECTIONS, ageLabel, titleOf } from './sections.ts';
import { SourceNote, indexSources } from './SourceNote.tsx';
import { Sources } from './Sources.tsx';
import type { Guide } from './types.ts';
import { renderWhenNear } from '../../ui/styles.ts';
import { balancedGrid } from '../../ui/balancedGrid.ts';
import { Prose } from '../../ui/blockParts/Prose.tsx';
import { stack } from '../../ui/stack.ts';
import { sectionHeading } from '../../ui/typeScale.ts';

/** Every section of a neighbourhood guide: overview, demographics, scores, schools and places. */
export function NeighbourhoodGuide({ block }: NeighbourhoodGuideProps) {
  const { guide } = block;
  const sources = indexSources(guide);

  return (
    <div css={ivoryGround}>
      <section css={[section, ivoryGround]} aria-labelledby="guide-about">
        <div css={[container, introLayout]}>
          <div css={introText}>
            <p css={[label, eyebrow]}>Neighbourhood guide</p>
            <h2 id="guide-about" css={introHeading}>
              Living in {guide.name}
            </h2>
            <Prose paragraphs={guide.introduction} />
          </div>
          <nav css={toc} aria-label={`In this guide to ${guide.name}`}>
            <p css={[label, tocTitle]}>In this guide</p>
            <div css={tocGrid.frame}>
              <ol role="list" css={tocGrid.list}>
                {GUIDE_SECTIONS.filter((s) => s.id !== 'market' || guide.market?.length).map((s) => (
                  <li key={s.id}>
                    <a href={`#${s.id}`}>{s.title}</a>
                  </li>
                ))}
              </ol>
            </div>
          </nav>
        </div>
      </section>

      <Overview guide={guide} sources={sources} />
      <Market guide={guide} sources={sources} />

      <div css={[section, ivoryGround, pairsWhenNear]}>
        <div css={[container, pairs]}>
          <Panel id="population">
            <Bars
              label={titleOf('population')}
              items={AGE_GROUPS.map((g) => ({ label: ageLabel(g), percent: guide.ageGroups.percent[g] }))}
            />
          </Panel>
          <Panel id="education">
            <Bars label={titleOf('education')} items={guide.education.parts} />
          </Panel>
          <Panel id="households">
            <dl css={miniStats}>
              {householdFigures(guide).map((f) => (
                <Stat key={f.term} term={f.term} value={f.value} />
              ))}
            </dl>
          </Panel>
          <Panel id="marital-status">
            <Bars label={titleOf('marital-status')} items={guide.maritalStatus.parts} />
          </Panel>
          <Panel id="employment">
            <SplitBar
              label={titleOf('employment')}
              items={[
                { label: 'White collar', percent: guide.employment.whiteCollarPercent },
                { label: 'Blue collar', percent: guide.employment.blueCollarPercent },
              ]}
            />
          </Panel>
          <Panel id="getting-around">
            <dl css={scores}>
              {scoreFigures(guide).map(({ term, figure }) => (
                <div key={term} css={score}>
                  <dt css={[label, scoreTerm]}>{term}</dt>
                  <dd css={scoreValue}>
                    {formatNumber(figure.value)}
                    <span css={scoreOutOf}> / 100</span>
                  </dd>
                  <dd>
                    <ScoreMeter value={figure.value} />
                  </dd>
                </div>
              ))}
            </dl>
          </Panel>
        </div>
        <div css={container}>
          <SourceNote figures={panelFigures(guide)} sources={sources} />
        </div>
      </div>

      <Schools guide={guide} sources={sources} />
      <PointsOfInterest guide={guide} />
      <Sources sources={sources} />
    </div>
  );
}

const householdFigures = (guide: Guide) => [
  {
    term: 'Total households',
    value: formatNumber(guide.households.total.value),
    source: guide.households.total.source,
  },
  {
    term: 'Average household size',
    value: formatDecimal(guide.households.averageSize.value),
    source: guide.households.averageSize.source,
  },
  {
    term: 'Households with children',
    value: formatPercent(guide.households.withChildrenPercent.value),
    source: guide.households.withChildrenPercent.source,
  },
];

/**
 * The six panels' figures, credited in one note under them all: the sample guides' panels share
 * one source, and a tag and footnote under every panel said the same thing six times.
 */
const panelFigures = (guide: Guide) => [
  { term: 'Age groups', source: guide.ageGroups.source },
  { term: 'Education', source: guide.education.source },
  ...householdFigures(guide),
  { term: 'Marital status', source: guide.maritalStatus.source },
  { term: 'Employment', source: guide.employment.source },
  ...scoreFigures(guide).map(({ term, figure }) => ({ term, source: figure.source })),
];

const scoreFigures = (guide: Guide) => [
  { term: 'Walk Score', figure: guide.scores.walk },
  { term: 'Bike Score', figure: guide.scores.bike },
  { term: 'Transit Score', figure: guide.scores.transit },
];

/** Laid out only as it nears the screen; the estimate is explained beside the bands' estimates (GuideBand.tsx). */
const pairsWhenNear = renderWhenNear({ phone: '152rem', wide: '90rem' });

const introLayout = css`
  display: grid;
  gap: 3rem;
  ${mq.lg} {
    grid-template-columns: minmax(0, 1fr) 16rem;
    gap: clamp(4rem, 8vw, 8rem);
    align-items: start;
  }
`;

const introText = css`
  display: grid;
  gap: 1.5rem;
  max-width: 44rem;
`;

const eyebrow = css`
  color: ${color.green};
`;

const introHeading = css`
  ${sectionHeading};
  color: ${color.navy};
`;

const toc = css`
  padding: 1.5rem 1.75rem;
  border-left: 1px solid ${color.green};
  background: ${color.paper};
  ${mq.lg} {
    position: sticky;
    top: 104px;
  }
  & a {
    display: flex;
    align-items: center;
    min-height: 44px;
    color: ${color.navy};
    text-decoration: none;
    font-size: ${fontSize.small};
  }
  & a:hover {
    color: ${color.green};
    text-decoration: underline;
  }
`;

/** The sections' links in columns on a phone or tablet, one under the other in the sidebar. */
const tocGrid = balancedGrid({
  count: GUIDE_SECTIONS.length,
  min: '9rem',
  prefer: 'fewer',
  rowGap: '0',
  columnGap: '1.5rem',
});

const tocTitle = css`
  color: ${color.inkMuted};
  margin-bottom: 0.5rem;
`;

const pairs = css`
  display: grid;
  gap: clamp(1.5rem, 1rem + 2vw, 2.5rem);
  ${mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const miniStats = css`
  display: grid;
  gap: 1.5rem;
  & dd {
    font-size: clamp(1.75rem, 1.5rem + 1vw, 2.25rem);
  }
`;

const scores = stack('1.5rem');

const score = stack('0.5rem');

const scoreTerm = css`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  color: ${color.inkMuted};
`;

const scoreValue = css`
  font-family: ${font.display};
  font-size: clamp(1.75rem, 1.5rem + 1vw, 2.25rem);
  line-height: 1;
  color: ${color.navy};
`;

const scoreOutOf = css`
  font-family: ${font.text};
  font-size: ${fontSize.small};
  color: ${color.inkMuted};
  letter-spacing: 0.04em;
`;
