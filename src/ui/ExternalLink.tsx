import type { ReactNode } from 'react';

const NEW_TAB_HINT = '(opens in a new tab)';

interface ExternalLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  /** Replaces the link text as its accessible name, e.g. for an icon-only link. The new-tab hint is added. */
  label?: string;
}

/** A link to another site: opens in a new tab, tells assistive technology so, and passes no opener or referrer. */
export function ExternalLink({ href, children, className, label }: ExternalLinkProps) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      aria-label={label ? `${label} ${NEW_TAB_HINT}` : undefined}
    >
      {children}
      {!label && <span className="visually-hidden"> {NEW_TAB_HINT}</span>}
    </a>
  );
}
