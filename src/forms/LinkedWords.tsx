import { Link } from 'wouter';
import type { TextPart } from '../model/linkedText.ts';

const linkStyle = { color: 'inherit', textDecoration: 'underline', textUnderlineOffset: '0.15em' } as const;

/** A path on this site ("/privacy"), as opposed to mailto: or another site ("//x" is another site). */
const isSitePath = (href: string) => href.startsWith('/') && !href.startsWith('//');

/**
 * A sentence from the content with its links (written [words](/path) in data/): text the server
 * renders whole. A link to a page of the site goes through the router like every other link on
 * the page (no full reload, the page opens at its top), so whatever renders this is inside the
 * app's Router (tests wrap it in one); mailto: and other sites stay plain links.
 */
export function LinkedWords({ parts }: { parts: TextPart[] }) {
  return parts.map((part, index) => {
    if (!part.href) return part.text;
    return isSitePath(part.href) ? (
      <Link key={index} href={part.href} css={linkStyle}>
        {part.text}
      </Link>
    ) : (
      <a key={index} href={part.href} css={linkStyle}>
        {part.text}
      </a>
    );
  });
}
