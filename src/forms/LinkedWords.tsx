import type { TextPart } from '../model/linkedText.ts';

/**
 * A sentence from the content with its links (written [words](/path) in data/): text the server
 * renders whole. Plain links, so the forms render without the router (tests, any page).
 */
export function LinkedWords({ parts }: { parts: TextPart[] }) {
  return parts.map((part, index) =>
    part.href ? (
      <a key={index} href={part.href} css={{ color: 'inherit', textDecoration: 'underline', textUnderlineOffset: '0.15em' }}>
        {part.text}
      </a>
    ) : (
      part.text
    ),
  );
}
