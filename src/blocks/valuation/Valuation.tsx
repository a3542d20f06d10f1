import { css } from '@emotion/react';
import { useId } from 'react';
import { ValuationForm } from '../../forms/ValuationForm.tsx';
import type { ValuationProps } from './block.ts';
import { color, maxWidth, mq } from '../../ui/theme.ts';
import { PointTick } from '../../ui/PointTick.tsx';
import { FormPageHeader } from '../../ui/FormPageHeader.tsx';
import { pageColumn } from '../../ui/pageColumn.ts';
import { navySidePanel, sidePanelHeading } from '../../ui/sidePanel.ts';

/** /sell: what the owner will receive (the offer, from data/) beside the valuation request form. */
export function Valuation({ block }: ValuationProps) {
  const offerId = useId();
  const { form, offer } = block;

  return (
    <section css={root}>
      <FormPageHeader heading={block.heading} subtitle={block.subtitle} />

      <div css={layout}>
        <section css={navySidePanel} aria-labelledby={offerId}>
          <h2 id={offerId} css={sidePanelHeading}>
            {offer.heading}
          </h2>
          <ul role="list" css={points}>
            {offer.points.map((point) => (
              <li key={point} css={pointItem}>
                <PointTick />
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

const layout = css`
  display: grid;
  gap: clamp(1.5rem, 1rem + 2vw, 2.5rem);
  ${mq.md} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    align-items: start;
  }
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

const formCard = css`
  min-width: 0;
  padding: clamp(1.5rem, 1rem + 2.5vw, 3.5rem);
  background: ${color.paper};
  border: 1px solid ${color.line};
`;
