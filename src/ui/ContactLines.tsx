import { css } from '@emotion/react';
import type { Address } from '../model/common.ts';
import { formatAddressLines } from '../model/address.ts';
import { telHref } from './formatAddress.ts';
import { color, mq, touchTarget } from './theme.ts';
import { Mail, Phone, Pin } from './contactIcons.tsx';

interface ContactLinesProps {
  email: string;
  phone: string;
  office: Address;
  /** "dark" on the navy panel of the contact page, "light" on the off-white of a profile. */
  tone: 'light' | 'dark';
  /** Names the list for screen readers, e.g. "Contact Eleanor Ashdown". */
  label?: string;
  className?: string;
}

/** A person's e-mail and phone as links, and their office address, each with its icon. */
export function ContactLines({ email, phone, office, tone, label, className }: ContactLinesProps) {
  const [street, locality] = formatAddressLines(office);
  const tones = tone === 'dark' ? dark : light;
  return (
    <ul role="list" css={[list, tones.list]} className={className} aria-label={label}>
      <li>
        <a href={`mailto:${email}`} css={[link, tones.link]}>
          <Mail size={18} />
          <span>
            <span className="visually-hidden">Email: </span>
            {email}
          </span>
        </a>
      </li>
      <li>
        <a href={telHref(phone)} css={[link, tones.link]}>
          <Phone size={18} />
          <span>
            <span className="visually-hidden">Phone: </span>
            {phone}
          </span>
        </a>
      </li>
      <li css={[staticLine, tones.icon]}>
        <Pin size={18} />
        <address css={addressStyle}>
          <span className="visually-hidden">Office: </span>
          {street}
          <br />
          {locality}
        </address>
      </li>
    </ul>
  );
}

const list = css`
  display: grid;
  margin: 0;
`;

const link = css`
  display: inline-flex;
  align-items: center;
  gap: 0.9rem;
  min-height: ${touchTarget};
  text-decoration: none;
  overflow-wrap: anywhere;
  & svg {
    flex: none;
  }
  ${mq.hover} {
    &:hover {
      text-decoration: underline;
    }
  }
`;

const staticLine = css`
  display: flex;
  align-items: flex-start;
  gap: 0.9rem;
  padding-block: 0.6rem;
  & svg {
    flex: none;
    margin-top: 0.3rem;
  }
`;

const addressStyle = css`
  font-style: normal;
  line-height: 1.6;
`;

const dark = {
  list: css`
    color: ${color.onDarkSoft};
  `,
  link: css`
    & svg {
      color: ${color.greenOnDark};
    }
    ${mq.hover} {
      &:hover {
        color: ${color.white};
      }
    }
  `,
  icon: css`
    & svg {
      color: ${color.greenOnDark};
    }
  `,
};

const light = {
  list: css`
    border-block: 1px solid ${color.line};
    padding-block: 0.75rem;
  `,
  link: css`
    color: ${color.ink};
    & svg {
      color: ${color.green};
    }
    ${mq.hover} {
      &:hover {
        color: ${color.green};
      }
    }
  `,
  icon: css`
    & svg {
      color: ${color.green};
    }
  `,
};
