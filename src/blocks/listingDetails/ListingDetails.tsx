import { css } from '@emotion/react';
import { Link } from 'wouter';
import type { ListingDetailsProps } from './block.ts';
import { formatDecimal, formatNumber, formatPrice } from '../../ui/format.ts';
import { formatLocality } from '../../model/address.ts';
import { color, font, fontSize, letterSpacing, mq } from '../../ui/theme.ts';
import { container, figures, label } from '../../ui/styles.ts';
import { arrowLink } from '../../ui/staticStyles.ts';
import { ExternalLink } from '../../ui/ExternalLink.tsx';
import { besideAside, mainColumn } from '../../ui/mainBesideAside.ts';
import { StatusLabel, statusOf } from '../../ui/StatusLabel.tsx';
import { PrintContact } from './PrintContact.tsx';
import { InquirePanel } from './InquirePanel.tsx';
import { ContactBar } from './ContactBar.tsx';
import { ENQUIRY_FORM_ID } from '../../forms/enquiryContext.ts';
import { Prose } from '../../ui/blockParts/Prose.tsx';
import { pageTitle, sectionHeading } from '../../ui/typeScale.ts';

const FEATURES_HEADING = 'Property features';
const DESCRIPTION_HEADING = 'Description';

type Listing = ListingDetailsProps['block']['listing'];

/** The third feature after bedrooms and bathrooms: size, style or location, as the listing says. */
function thirdFeature(feature: Listing['feature']): { term: string; value: string } {
  switch (feature.kind) {
    case 'size':
      return { term: 'Square Feet', value: formatNumber(feature.squareFeet) };
    case 'style':
      return { term: 'Style', value: feature.style };
    case 'location':
      return { term: 'Location', value: feature.location };
  }
}

/** Title, price, location, features and description of a listing, beside a sticky inquiry panel. */
export function ListingDetails({ block }: ListingDetailsProps) {
  const { listing } = block;
  const status = statusOf(listing.offer);
  const features = [
    { term: 'Bedrooms', value: formatDecimal(listing.bedrooms) },
    { term: 'Bathrooms', value: formatDecimal(listing.bathrooms) },
    thirdFeature(listing.feature),
  ];

  return (
    <section css={root}>
      <div css={[container, layout]}>
        <div css={main}>
          <header css={intro}>
            {status && <StatusLabel status={status} />}
            <h1 css={title}>{listing.title}</h1>
            <p css={[label, place]}>{formatLocality(listing.location)}</p>
            <p css={where}>
              <ExternalLink href={block.where.directions} css={arrowLink}>
                Directions
              </ExternalLink>
              {block.where.guide && (
                <Link href={block.where.guide.href} css={arrowLink}>
                  In {block.where.guide.name}: read the guide
                </Link>
              )}
            </p>
            <p css={priceRow}>
              {listing.price.kind === 'amount' && (
                <span css={[label, currency]}>
                  {listing.offer === 'lease' ? 'Monthly rent, CAD' : 'Asking price, CAD'}
                </span>
              )}
              <span css={price}>{formatPrice(listing.price, listing.offer)}</span>
            </p>
          </header>

          <section css={block_} aria-labelledby="listing-features">
            <h2 id="listing-features" css={subheading}>
              {FEATURES_HEADING}
            </h2>
            <dl css={featureList}>
              {features.map((f) => (
                <div key={f.term} css={featureItem}>
                  <dt css={[label, featureTerm]}>{f.term}</dt>
                  <dd css={featureValue}>{f.value}</dd>
                </div>
              ))}
            </dl>
          </section>

          <section css={block_} aria-labelledby="listing-description">
            <h2 id="listing-description" css={subheading}>
              {DESCRIPTION_HEADING}
            </h2>
            <Prose paragraphs={listing.description} />
          </section>
          <PrintContact brochure={block.brochure} />
        </div>

        <InquirePanel block={block} />
      </div>
      <ContactBar
        bookHref={`${block.showingHref ?? block.inquireAction.href}#${ENQUIRY_FORM_ID}`}
        agent={block.agent}
      />
    </section>
  );
}

const root = css`
  background: ${color.ivory};
  padding-block: clamp(3rem, 2rem + 3vw, 5.5rem) clamp(4rem, 3rem + 4vw, 8rem);
  ${mq.lg} {
    padding-top: 2rem;
  }
`;

const layout = css`
  ${besideAside('minmax(16rem, 20rem)', 'clamp(2.5rem, 6vw, 7rem)')};
  ${mq.lg} {
    grid-template-columns: minmax(0, 1fr) 24rem;
  }
`;

const main = mainColumn('48rem');

const intro = css`
  display: grid;
  justify-items: start;
  gap: 1rem;
  padding-bottom: clamp(2rem, 1.5rem + 2vw, 3rem);
  border-bottom: 1px solid ${color.line};
  /* On wide screens the price stands beside the title, so both are on the first screen under the photos. */
  ${mq.lg} {
    grid-template-columns: minmax(0, 1fr) auto;
    column-gap: 2.5rem;
    & > * {
      grid-column: 1;
    }
    & > :last-child {
      grid-column: 2;
      grid-row: 1 / span 4;
      align-self: start;
      justify-items: end;
      margin-top: 0;
      text-align: right;
    }
  }
`;

const title = css`
  ${pageTitle};
  color: ${color.navy};
`;

const place = css`
  color: ${color.green};
`;

/** Directions and the neighbourhood's guide: links a buyer follows after the address, on one line where they fit. */
const where = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1.5rem;
  font-size: ${fontSize.small};
  color: ${color.green};
  @media print {
    display: none;
  }
`;

const priceRow = css`
  display: grid;
  gap: 0.35rem;
  margin-top: 0.5rem;
`;

const price = css`
  ${figures};
  font-family: ${font.display};
  font-size: ${fontSize.h3};
  color: ${color.ink};
  letter-spacing: 0.02em;
`;

const currency = css`
  color: ${color.inkMuted};
`;

const block_ = css`
  display: grid;
  gap: 1.5rem;
`;

/* The section heading every section of a listing has (SectionHeader's look, at the column's start). */
const subheading = css`
  ${sectionHeading};
  color: ${color.navy};
  &::after {
    content: '';
    display: block;
    width: 3rem;
    height: 1px;
    margin-top: 1.25rem;
    background: ${color.green};
  }
`;

const featureList = css`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 1px;
  background: ${color.line};
  border: 1px solid ${color.line};
`;

/** The figure on the cell's last row: a term that wraps ("Square Feet" at 360 px) keeps its figure in line with the others. */
const featureItem = css`
  display: grid;
  grid-template-rows: 1fr auto;
  gap: 0.4rem;
  min-width: 0;
  padding: 1rem 0.75rem;
  background: ${color.paper};
  ${mq.sm} {
    padding: 1.25rem 1.5rem;
  }
`;

const featureTerm = css`
  color: ${color.inkMuted};
  letter-spacing: 0.12em;
  ${mq.sm} {
    letter-spacing: ${letterSpacing.label};
  }
`;

const featureValue = css`
  font-family: ${font.display};
  font-size: ${fontSize.h4};
  color: ${color.navy};
  line-height: 1.3;
`;
