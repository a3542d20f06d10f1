import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import type { BlockProps } from '../blockProps.ts';
import { formatCad, formatDecimal, formatNumber, formatPercent } from '../../ui/format.ts';
import { color, font, fontSize, letterSpacing, mq } from '../../ui/theme.ts';
import { ExternalLink } from '../../ui/ExternalLink.tsx';
import { Pin } from '../../ui/icons.tsx';
import { container, label, prose, renderWhenNear, section } from '../../ui/styles.ts';
import { Bars, ScoreMeter, SplitBar } from './Bars.tsx';
import { type SourceIndex, SourceMark, indexSources, sourceAnchor } from './SourceMark.tsx';
import type { Guide } from './types.ts';

/** Section ids, for #fragment links such as /explore/forest-hill#schools. */
export const GUIDE_SECTIONS = [
  { id: 'overview', title: 'Overview' },
  { id: 'population', title: 'Population by Age' },
  { id: 'education', title: 'Education' },
  { id: 'households', title: 'Households' },
  { id: 'marital-status', title: 'Marital Status' },
  { id: 'employment', title: 'Employment' },
  { id: 'getting-around', title: 'Walk, Bike & Transit' },
  { id: 'schools', title: 'Schools' },
  { id: 'points-of-interest', title: 'Points of Interest' },
  { id: 'sources', title: 'Sources' },
] as const;

type SectionId = (typeof GUIDE_SECTIONS)[number]['id'];
const titleOf = (id: SectionId) => GUIDE_SECTIONS.find((s) => s.id === id)!.title;

const AGE_GROUPS = ['0-9', '10-19', '20-24', '25-64', '65-74', '75+'] as const;
/** "0-9" -> "0–9 years" with a proper en dash. */
const ageLabel = (group: string) => (group.endsWith('+') ? `${group} years` : `${group.replace('-', '–')} years`);

/** Every section of a neighbourhood guide: overview, demographics, scores, schools and places. */
export function NeighbourhoodGuide({ block }: BlockProps<'neighbourhoodGuide'>) {
  const { guide } = block;
  const sources = indexSources(guide);

  return (
    <div css={root}>
      <section css={[section, introBand]} aria-labelledby="guide-about">
        <div css={[container, introLayout]}>
          <div css={introText}>
            <p css={[label, eyebrow]}>Neighbourhood guide</p>
            <h2 id="guide-about" css={introHeading}>
              Living in {guide.name}
            </h2>
            <div css={prose}>
              {guide.introduction.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
          </div>
          <nav css={toc} aria-label={`In this guide to ${guide.name}`}>
            <p css={[label, tocTitle]}>In this guide</p>
            <ol role="list">
              {GUIDE_SECTIONS.map((s) => (
                <li key={s.id}>
                  <a href={`#${s.id}`}>{s.title}</a>
                </li>
              ))}
            </ol>
          </nav>
        </div>
      </section>

      <Overview guide={guide} sources={sources} />

      <div css={[section, band, pairsWhenNear]}>
        <div css={[container, pairs]}>
          <Panel id="population">
            <Bars label={titleOf('population')} items={AGE_GROUPS.map((g) => ({ label: ageLabel(g), percent: guide.ageGroups.percent[g] }))} />
            <SourceMark sourceKey={guide.ageGroups.source} sources={sources} variant="line" />
          </Panel>
          <Panel id="education">
            <Bars label={titleOf('education')} items={guide.education.parts} />
            <SourceMark sourceKey={guide.education.source} sources={sources} variant="line" />
          </Panel>
          <Panel id="households">
            <dl css={miniStats}>
              <Stat term="Total households" value={formatNumber(guide.households.total.value)} mark={<SourceMark sourceKey={guide.households.total.source} sources={sources} />} />
              <Stat term="Average household size" value={formatDecimal(guide.households.averageSize.value)} mark={<SourceMark sourceKey={guide.households.averageSize.source} sources={sources} />} />
              <Stat
                term="Households with children"
                value={formatPercent(guide.households.withChildrenPercent.value)}
                mark={<SourceMark sourceKey={guide.households.withChildrenPercent.source} sources={sources} />}
              />
            </dl>
          </Panel>
          <Panel id="marital-status">
            <Bars label={titleOf('marital-status')} items={guide.maritalStatus.parts} />
            <SourceMark sourceKey={guide.maritalStatus.source} sources={sources} variant="line" />
          </Panel>
          <Panel id="employment">
            <SplitBar
              label={titleOf('employment')}
              items={[
                { label: 'White collar', percent: guide.employment.whiteCollarPercent },
                { label: 'Blue collar', percent: guide.employment.blueCollarPercent },
              ]}
            />
            <SourceMark sourceKey={guide.employment.source} sources={sources} variant="line" />
          </Panel>
          <Panel id="getting-around">
            <dl css={scores}>
              {(
                [
                  ['Walk Score', guide.scores.walk],
                  ['Bike Score', guide.scores.bike],
                  ['Transit Score', guide.scores.transit],
                ] as const
              ).map(([term, figure]) => (
                <div key={term} css={score}>
                  <dt css={[label, scoreTerm]}>
                    {term} <SourceMark sourceKey={figure.source} sources={sources} />
                  </dt>
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
      </div>

      <Schools guide={guide} sources={sources} />
      <PointsOfInterest guide={guide} />
      <Sources sources={sources} />
    </div>
  );
}

function Panel({ id, children }: { id: SectionId; children: ReactNode }) {
  return (
    <section id={id} css={panel} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} css={panelHeading}>
        {titleOf(id)}
      </h2>
      {children}
    </section>
  );
}

function Stat({ term, value, mark, tone = 'light' }: { term: string; value: string; mark: ReactNode; tone?: 'light' | 'dark' }) {
  return (
    <div css={[stat, tone === 'dark' && statDark]}>
      <dt css={[label, statTerm]}>{term}</dt>
      <dd css={statValue}>
        {value} {mark}
      </dd>
    </div>
  );
}

function Overview({ guide, sources }: { guide: Guide; sources: SourceIndex }) {
  const o = guide.overview;
  return (
    <section id="overview" css={[section, overviewBand, overviewWhenNear]} aria-labelledby="overview-heading">
      <div css={container}>
        <h2 id="overview-heading" css={bandHeading}>
          {titleOf('overview')}
        </h2>
        <dl css={overviewGrid}>
          <Stat tone="dark" term="Population" value={formatNumber(o.population.value)} mark={<SourceMark sourceKey={o.population.source} sources={sources} tone="dark" />} />
          <Stat tone="dark" term="Median age" value={formatDecimal(o.medianAge.value)} mark={<SourceMark sourceKey={o.medianAge.source} sources={sources} tone="dark" />} />
          <Stat tone="dark" term="People per km²" value={formatNumber(o.density.value)} mark={<SourceMark sourceKey={o.density.source} sources={sources} tone="dark" />} />
          <Stat tone="dark" term="Average household income" value={formatCad(o.averageIncome.value)} mark={<SourceMark sourceKey={o.averageIncome.source} sources={sources} tone="dark" />} />
        </dl>
      </div>
    </section>
  );
}

function Schools({ guide, sources }: { guide: Guide; sources: SourceIndex }) {
  return (
    <section id="schools" css={[section, plainBand, schoolsWhenNear]} aria-labelledby="schools-heading">
      <div css={container}>
        <h2 id="schools-heading" css={bandHeading}>
          {titleOf('schools')}
        </h2>
        <ul role="list" css={schoolGrid}>
          {guide.schools.items.map((school) => (
            <li key={school.name} css={schoolCard}>
              <p css={[label, schoolType]}>{school.type}</p>
              <h3 css={schoolName}>{school.name}</h3>
              <dl css={schoolFacts}>
                <div>
                  <dt className="visually-hidden">Grades</dt>
                  <dd>Grades {school.grades}</dd>
                </div>
                <div css={schoolAddress}>
                  <dt>
                    <Pin size={16} />
                    <span className="visually-hidden">Address</span>
                  </dt>
                  <dd>{school.address}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
        <SourceMark sourceKey={guide.schools.source} sources={sources} variant="line" />
      </div>
    </section>
  );
}

function PointsOfInterest({ guide }: { guide: Guide }) {
  const categories = new Map<string, Guide['pointsOfInterest']>();
  for (const place of guide.pointsOfInterest) categories.set(place.category, [...(categories.get(place.category) ?? []), place]);
  return (
    <section id="points-of-interest" css={[section, band, placesWhenNear]} aria-labelledby="points-of-interest-heading">
      <div css={container}>
        <h2 id="points-of-interest-heading" css={bandHeading}>
          {titleOf('points-of-interest')}
        </h2>
        <div css={poiGrid}>
          {[...categories].map(([category, places]) => (
            <section key={category} css={poiGroup} aria-label={category}>
              <h3 css={[label, poiCategory]}>{category}</h3>
              <ul role="list" css={poiList}>
                {places.map((place) => (
                  <li key={place.name} css={poiItem}>
                    <p css={poiName}>
                      {place.name}
                      <span className="visually-hidden"> ({place.category})</span>
                    </p>
                    {place.description && <p css={poiDescription}>{place.description}</p>}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </div>
    </section>
  );
}

function Sources({ sources }: { sources: SourceIndex }) {
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

/*
 * Below the introduction a guide runs to about 5,000 px on a phone. Its bands are laid out only
 * as they near the screen (renderWhenNear); the estimates are their content heights, padding
 * excluded, in the sample guides at 360-959 px and from 960 px. Schools and places vary with
 * their lists (on phones 643-1061 and 826-1036 px).
 */
const overviewWhenNear = renderWhenNear({ phone: '30rem', wide: '14rem' });
const pairsWhenNear = renderWhenNear({ phone: '152rem', wide: '90rem' });
const schoolsWhenNear = renderWhenNear({ phone: '53rem', wide: '28rem' });
const placesWhenNear = renderWhenNear({ phone: '57rem', wide: '34rem' });

const root = css`
  background: ${color.ivory};
`;

const introBand = css`
  background: ${color.ivory};
`;

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
  font-size: ${fontSize.h2};
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
  & ol {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 9rem), 1fr));
    column-gap: 1.5rem;
    margin: 0;
    ${mq.lg} {
      grid-template-columns: 1fr;
    }
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

const tocTitle = css`
  color: ${color.inkMuted};
  margin-bottom: 0.5rem;
`;

const overviewBand = css`
  background: ${color.navy};
  color: ${color.white};
  --focus-color: ${color.white};
  & h2 {
    color: ${color.white};
  }
`;

const bandHeading = css`
  font-size: ${fontSize.h2};
  color: ${color.navy};
  margin-bottom: clamp(2rem, 1.5rem + 2vw, 3rem);
`;

const overviewGrid = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 13rem), 1fr));
  gap: 2rem;
`;

const stat = css`
  display: grid;
  gap: 0.6rem;
  align-content: start;
  padding-top: 1.25rem;
  border-top: 1px solid ${color.line};
`;

const statDark = css`
  border-top-color: ${color.lineOnDark};
  & dt {
    color: ${color.greenOnDark};
  }
  & dd {
    color: ${color.white};
  }
`;

const statTerm = css`
  color: ${color.inkMuted};
`;

const statValue = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;
  font-family: ${font.display};
  font-size: clamp(2rem, 1.6rem + 1.6vw, 3rem);
  line-height: 1.1;
  color: ${color.navy};
  font-variant-numeric: lining-nums;
  & > span {
    font-family: ${font.text};
  }
`;

const band = css`
  background: ${color.ivory};
`;

const plainBand = css`
  background: ${color.paper};
`;

const pairs = css`
  display: grid;
  gap: clamp(1.5rem, 1rem + 2vw, 2.5rem);
  ${mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const panel = css`
  display: grid;
  align-content: start;
  gap: 1.5rem;
  min-width: 0;
  padding: clamp(1.5rem, 1.2rem + 1.5vw, 2.5rem);
  background: ${color.paper};
  border: 1px solid ${color.lineSoft};
`;

const panelHeading = css`
  font-size: ${fontSize.h3};
  color: ${color.navy};
`;

const miniStats = css`
  display: grid;
  gap: 1.5rem;
  & dd {
    font-size: clamp(1.75rem, 1.5rem + 1vw, 2.25rem);
  }
`;

const scores = css`
  display: grid;
  gap: 1.5rem;
`;

const score = css`
  display: grid;
  gap: 0.5rem;
`;

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

const schoolGrid = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
  gap: 1.25rem;
  margin: 0;
`;

const schoolCard = css`
  display: grid;
  align-content: start;
  gap: 0.6rem;
  padding: 1.5rem;
  background: ${color.white};
  border: 1px solid ${color.lineSoft};
  border-top: 2px solid ${color.green};
`;

const schoolType = css`
  color: ${color.green};
`;

const schoolName = css`
  font-size: ${fontSize.h4};
  color: ${color.navy};
  line-height: 1.25;
`;

const schoolFacts = css`
  display: grid;
  gap: 0.3rem;
  font-size: ${fontSize.small};
  color: ${color.inkSoft};
`;

const schoolAddress = css`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  & svg {
    color: ${color.green};
  }
`;

const poiGrid = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
  gap: 2.5rem clamp(1.5rem, 1rem + 2vw, 3rem);
`;

const poiGroup = css`
  display: grid;
  align-content: start;
  gap: 1rem;
`;

const poiCategory = css`
  font-family: ${font.text};
  color: ${color.green};
  padding-bottom: 0.75rem;
  border-bottom: 1px solid ${color.line};
  letter-spacing: ${letterSpacing.label};
`;

const poiList = css`
  display: grid;
  gap: 1.25rem;
  margin: 0;
`;

const poiItem = css`
  display: grid;
  gap: 0.3rem;
`;

const poiName = css`
  font-family: ${font.display};
  font-size: ${fontSize.h4};
  line-height: 1.25;
  color: ${color.navy};
`;

const poiDescription = css`
  font-size: ${fontSize.small};
  color: ${color.inkSoft};
`;

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
