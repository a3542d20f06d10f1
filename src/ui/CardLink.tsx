import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ArrowRight } from './icons.tsx';
import { stretchedLink } from './styles.ts';
import { arrowLink } from './staticStyles.ts';

interface CardLinkProps {
  href: string;
  /** The words the card shows, the same on every card ("View profile"). */
  label: string;
  /** Said after the label to assistive technology only, so that a list of alike links says which card each opens. */
  context: ReactNode;
  className?: string;
}

/** A card's one link: its label and an arrow, stretched over the whole card (which must be position: relative). */
export function CardLink({ href, label, context, className }: CardLinkProps) {
  return (
    <Link href={href} css={[arrowLink, stretchedLink]} className={className}>
      {label}
      <span className="visually-hidden">{context}</span>
      <ArrowRight size={16} />
    </Link>
  );
}
