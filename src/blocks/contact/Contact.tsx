import { css } from '@emotion/react';
import { useId } from 'react';
import { ContactForm } from '../../forms/ContactForm.tsx';
import { ENQUIRY_FORM_ID } from '../../forms/enquiryContext.ts';
import type { ContactProps } from './block.ts';
import { color, font, fontSize, headerHeight, maxWidth, mq } from '../../ui/theme.ts';
import { ContactLines } from '../../ui/ContactLines.tsx';
import { Check } from '../../ui/contactIcons.tsx';
import { label, rule } from '../../ui/styles.ts';
import { pageColumn } from '../../ui/pageColumn.ts';
import { navyPanel } from '../../ui/navyPanel.ts';

/** GET IN TOUCH: the Send a Message form beside the Contact Information and Work With Us panels. */
export function Contact({ block }: ContactProps) {
  const infoId = useId();
  const workId = useId();
  const { form, info, workWithUs } = block;

  return (
    <section css={root}>
      <header css={head}>
        <h1 css={title}>{block.heading}</h1>
        <span css={rule} aria-hidden="true" />
        <p css={subtitle}>{block.subtitle}</p>
      </header>

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

        <div css={side}>
          <section css={infoPanel} aria-labelledby={infoId}>
            <h2 id={infoId} css={panelHeading}>
              {info.heading}
            </h2>
            <p css={person}>
              <span css={personName}>{info.name}</span>
              <span css={[label, personRole]}>{info.role}</span>
            </p>
            <ContactLines email={info.email} phone={info.phone} office={info.office} tone="dark" />
          </section>

          <section css={workPanel} aria-labelledby={workId}>
            <h2 id={workId} css={[panelHeading, workHeading]}>
              {workWithUs.heading}
            </h2>
            <p css={workText}>{workWithUs.text}</p>
            <ul role="list" css={points}>
              {workWithUs.points.map((point) => (
                <li key={point} css={pointItem}>
                  <span css={tick}>
                    <Check size={16} />
                  </span>
                  {point}
                </li>
              ))}
            </ul>
          </section>
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

const side = css`
  display: grid;
  gap: clamp(1.5rem, 1rem + 2vw, 2.5rem);
  min-width: 0;
`;

const infoPanel = css`
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

const person = css`
  display: grid;
  gap: 0.25rem;
  padding-bottom: 1rem;
  border-bottom: 1px solid ${color.lineOnDark};
`;

const personName = css`
  font-family: ${font.display};
  font-size: ${fontSize.h4};
`;

const personRole = css`
  color: ${color.greenOnDark};
`;

const workPanel = css`
  display: grid;
  gap: 1.1rem;
  padding: clamp(1.75rem, 1.25rem + 2vw, 2.75rem);
  background: ${color.sand};
`;

const workHeading = css`
  color: ${color.navy};
`;

const workText = css`
  color: ${color.inkSoft};
`;

const points = css`
  display: grid;
  gap: 0.75rem;
  margin: 0.25rem 0 0;
`;

const pointItem = css`
  display: flex;
  align-items: center;
  gap: 0.85rem;
  font-weight: 400;
  color: ${color.ink};
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
