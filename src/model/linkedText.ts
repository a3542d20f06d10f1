import { z } from 'zod';

/** A run of a sentence: plain words, or words that link to a path on this site. */
export interface TextPart {
  text: string;
  href?: string;
}

/** "[privacy policy](/privacy)": the words in brackets link to the path in parentheses. */
const LINK = /\[([^\]]+)\]\((\/[^\s)]*)\)/g;

/** A sentence as written, split into its plain runs and its links. */
export function linkedTextParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    parts.push({ text: match[1] ?? '', href: match[2] ?? '/' });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** The links a sentence holds, as written, e.g. ["/privacy"]. */
export const linkedTextHrefs = (text: string): string[] =>
  linkedTextParts(text).flatMap((part) => (part.href ? [part.href] : []));

/** What a reader sees: the words without the link syntax. */
export const plainText = (parts: TextPart[]): string => parts.map((part) => part.text).join('');

/** A sentence whose links are written [words](/path); the check makes sure each path is a page. */
export const LinkedText = z
  .string()
  .min(1)
  .refine((text) => !/\]\s+\(/.test(text), 'a link is written [words](/path), with nothing between "]" and "("')
  .describe('Text in which words written [like this](/privacy) link to a page of this site.');
