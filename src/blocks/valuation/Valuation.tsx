import { css } from '@emotion/react';
import { useId } from 'react';
import { ValuationForm } from '../../forms/ValuationForm.tsx';
import type { ValuationProps } from './block.ts';
import { color, font, fontSize, maxWidth, mq } from '../../ui/theme.ts';
import { Check } from '../../ui/contactIcons.tsx';
import { rule } from '../../ui/styles.ts';
import { pageColumn } from '../../ui/pageColumn.ts';
import { navyPanel } from '../../ui/navyPanel.ts';

/** /sell: what the owner will receive (the offer, from data/) beside the valuation request form. */
export function Valuation({ block }: ValuationProps) {
  const offerId = useId();
  const { form, offer } = block;

  return (
    <section css={root}>
      <header css={head}>
        <h1 css={title}>{block.heading}</h1>
        <span css={rule} aria-hidden="true" />
        <p css={subtitle}>{block.subtitle}</p>
      </header>

      <div css={layout}>
        <section css={offerPanel} aria-labelledby={offerId}>
          <h2 id={offerId} css={panelHeading}>
            {offer.heading}
          </h2>
          <ul role="list" css={points}>
            {offer.points.map((point) => (
              <li key={point} css={pointItem}>
                <span css={tick}>
                  <Check size={16} />
                </span>
                {point}
              </li>
            ))}
          </ul>
        </section>

        <div css={formCard}>
          <ValuationForm
            labels={{
              heading: form.heading,
              street: form.streetLabel,
              postalCode: form.postalCodeLabel,
              propertyType: form.propertyTypeLabel,
              propertyTypeOptions: form.propertyTypeOptions,
              bedrooms: form.bedroomsLabel,
              bathrooms: form.bathroomsLabel,
              squareFeet: form.squareFeetLabel,
              timeline: form.timelineLabel,
              timelineOptions: form.timelineOptions,
              name: form.nameLabel,
              email: form.emailLabel,
              phone: form.phoneLabel,
              notes: form.notesLabel,
              newsletter: form.newsletterLabel,
              consent: form.consent,
              submit: form.submitLabel,
              sending: form.sendingLabel,
              privacyNote: form.privacyNote,
            }}
          />
        </div>
      </div>
    </section>
  );
}

const root = pageColumn(maxWidth.content);

const head = css`
  display: grid;
  justify-items: center;
  gap: 1.25rem;
  text-align: center;
  margin-bottom: clamp(2.5rem, 2rem + 3vw, 4.5rem);
`;

const title = css`
  font-family: ${font.display};
  font-size: ${fontSize.h1};
  font-weight: 400;
  line-height: 1.1;
  letter-spacing: 0.01em;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${color.navy};
`;

const subtitle = css`
  max-width: 52ch;
  font-size: ${fontSize.lead};
  color: ${color.inkSoft};
`;

const layout = css`
  display: grid;
  gap: clamp(1.5rem, 1rem + 2vw, 2.5rem);
  ${mq.md} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    align-items: start;
  }
`;

const offerPanel = css`
  ${navyPanel};
  gap: 1.25rem;
  padding: clamp(1.75rem, 1.25rem + 2vw, 2.75rem);
`;

const panelHeading = css`
  font-family: ${font.display};
  font-size: ${fontSize.h3};
  font-weight: 400;
  line-height: 1.2;
`;

const points = css`
  display: grid;
  gap: 1rem;
  margin: 0.25rem 0 0;
`;

const pointItem = css`
  display: flex;
  align-items: flex-start;
  gap: 0.85rem;
`;

const tick = css`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 1.75rem;
  height: 1.75rem;
  border-radius: 50%;
  background: ${color.green};
  color: ${color.white};
`;

const formCard = css`
  min-width: 0;
  padding: clamp(1.5rem, 1rem + 2.5vw, 3.5rem);
  background: ${color.paper};
  border: 1px solid ${color.line};
`;
