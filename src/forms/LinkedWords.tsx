import { Link } from 'wouter';
import type { TextPart } from '../model/linkedText.ts';

/** A sentence from the content with its links (written [words](/path) in data/): text the server renders whole. */
export function LinkedWords({ parts }: { parts: TextPart[] }) {
  return parts.map((part, index) =>
    part.href ? (
      <Link key={index} href={part.href} css={{ color: 'inherit', textDecoration: 'underline', textUnderlineOffset: '0.15em' }}>
        {part.text}
      </Link>
    ) : (
      part.text
    ),
  );
}
