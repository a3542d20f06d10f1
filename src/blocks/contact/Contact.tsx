import { css } from '@emotion/react';
import { Suspense, lazy, useState } from 'react';
import { ContactForm } from '../../forms/ContactForm.tsx';
import { ENQUIRY_FORM_ID } from '../../forms/enquiryContext.ts';
import type { ContactProps } from './block.ts';
import { color, headerHeight, maxWidth, mq } from '../../ui/theme.ts';
import { FormPageHeader } from '../../ui/FormPageHeader.tsx';
import { pageColumn } from '../../ui/pageColumn.ts';
import { KeptHtml, useHydrating } from '../../ui/KeptHtml.tsx';

/*
 * The contact information and "Work with us" panels are text and links: a hydrating page keeps
 * their server HTML, and their code (with the contact lines and icons) loads only when the browser
 * draws the page itself, after a navigation.
 */
// Vite drops this branch from the browser's build (import.meta.env.SSR is false there).
const onServer = import.meta.env.SSR ? await import('./ContactSide.tsx') : undefined;
const LazyContactSide = lazy(() => import('./ContactSide.tsx').then((m) => ({ default: m.ContactSide })));

/** GET IN TOUCH: the Send a Message form beside the Contact Information and Work With Us panels. */
export function Contact({ block }: ContactProps) {
  const { form, info, workWithUs } = block;
  // Mounted while the page hydrates: the panels' server HTML is kept (there is HTML to keep only then).
  const [keepSide] = useState(useHydrating());

  return (
    <section css={root}>
      <FormPageHeader heading={block.heading} subtitle={block.subtitle} />

      <div css={layout}>
        <div css={formCard} id={ENQUIRY_FORM_ID}>
          <ContactForm
            labels={{
              heading: form.heading,
              name: form.nameLabel,
              email: form.emailLabel,
              phone: form.phoneLabel,
              interest: form.interestLabel,
              interestOptions: form.interestOptions,
              message: form.messageLabel,
              submit: form.submitLabel,
              sending: form.sendingLabel,
              privacyNote: form.privacyNote,
            }}
          />
        </div>

        {keepSide ? (
          <KeptHtml>{onServer && <onServer.ContactSide info={info} workWithUs={workWithUs} />}</KeptHtml>
        ) : (
          <Suspense fallback={null}>
            <LazyContactSide info={info} workWithUs={workWithUs} />
          </Suspense>
        )}
      </div>
    </section>
  );
}

const root = pageColumn(maxWidth.content);

const layout = css`
  display: grid;
  gap: clamp(1.5rem, 1rem + 2vw, 2.5rem);
  ${mq.md} {
    grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
    align-items: start;
  }
`;

const formCard = css`
  min-width: 0;
  padding: clamp(1.5rem, 1rem + 2.5vw, 3.5rem);
  background: ${color.paper};
  border: 1px solid ${color.line};
  /* Reached by a listing's "Book a showing" (…/contact?…#send-a-message): clear of the fixed header. */
  scroll-margin-top: calc(${headerHeight}px + 1rem);
`;
