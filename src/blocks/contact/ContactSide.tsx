import { css } from '@emotion/react';
import { useId } from 'react';
import type { ContactProps } from './block.ts';
import { color, font, fontSize } from '../../ui/theme.ts';
import { ContactLines } from '../../ui/ContactLines.tsx';
import { PointTick } from '../../ui/PointTick.tsx';
import { label } from '../../ui/styles.ts';
import { navySidePanel, sidePanelHeading } from '../../ui/sidePanel.ts';

type ContactBlockProps = ContactProps['block'];

/** The contact page's side: the Contact Information panel (navy) and the Work With Us panel. */
export function ContactSide({ info, workWithUs }: Pick<ContactBlockProps, 'info' | 'workWithUs'>) {
  const infoId = useId();
  const workId = useId();
  return (
    <div css={side}>
      <section css={navySidePanel} aria-labelledby={infoId}>
        <h2 id={infoId} css={sidePanelHeading}>
          {info.heading}
        </h2>
        <p css={person}>
          <span css={personName}>{info.name}</span>
          <span css={[label, personRole]}>{info.role}</span>
        </p>
        <ContactLines email={info.email} phone={info.phone} office={info.office} tone="dark" />
      </section>

      <section css={workPanel} aria-labelledby={workId}>
        <h2 id={workId} css={[sidePanelHeading, workHeading]}>
          {workWithUs.heading}
        </h2>
        <p css={workText}>{workWithUs.text}</p>
        <ul role="list" css={points}>
          {workWithUs.points.map((point) => (
            <li key={point} css={pointItem}>
              <PointTick />
              {point}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

const side = css`
  display: grid;
  gap: clamp(1.5rem, 1rem + 2vw, 2.5rem);
  min-width: 0;
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
