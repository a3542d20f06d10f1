import { css } from '@emotion/react';
import type { OpenHousesProps } from './block.ts';
import { ExternalLink } from '../../ui/ExternalLink.tsx';
import { HeadedSection } from '../../ui/blockParts/HeadedSection.tsx';
import { paperGround } from '../../ui/blockParts/grounds/paperGround.ts';
import { color, fontSize } from '../../ui/theme.ts';
import { label } from '../../ui/styles.ts';
import { arrowLink } from '../../ui/staticStyles.ts';

/** One band on a listing's page; the print stylesheet keeps it, by this id, on the brochure. */
const OPEN_HOUSES_ID = 'open-houses';

/** "<" written \u003c, so no text in the data can close the script element. */
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** OPEN HOUSES: those still to come when the site was built, each with its calendar links and schema.org Event. */
export function OpenHouses({ block }: OpenHousesProps) {
  if (!block.items.length) return null;
  return (
    <HeadedSection headingId={OPEN_HOUSES_ID} title={block.heading} ground={paperGround} align="start">
      <ul role="list" css={list}>
        {block.items.map((item) => (
          <li key={item.start} css={entry} data-open-house-end={item.end}>
            <p css={line}>
              <time dateTime={item.start}>{item.line}</time>
            </p>
            {item.note && <p css={note}>{item.note}</p>}
            <p css={[label, actions]}>
              <span>Add to calendar:</span>
              <a href={item.calendarPath} download css={arrowLink}>
                Apple, Outlook (.ics)
              </a>
              <ExternalLink href={item.googleCalendar} css={arrowLink}>
                Google Calendar
              </ExternalLink>
            </p>
            <script
              type="application/ld+json"
              dangerouslySetInnerHTML={{ __html: jsonForScript(item.structuredData) }}
            />
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}

const list = css`
  display: grid;
  gap: 1.5rem;
  max-width: 46rem;
  margin: 0 auto;
`;

const entry = css`
  padding: 1.5rem 1.75rem;
  background: ${color.white};
  box-shadow: 0 0 0 1px ${color.lineSoft};
`;

const line = css`
  font-size: ${fontSize.h4};
  line-height: 1.3;
  color: ${color.navy};
`;

const note = css`
  margin-top: 0.5rem;
  color: ${color.inkSoft};
`;

const actions = css`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0.5rem 1.5rem;
  margin-top: 1rem;
  color: ${color.green};
`;
