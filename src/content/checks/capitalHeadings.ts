import type { Content } from '../load/content.ts';
import type { Problem } from '../load/problem.ts';
import { placeholder } from '../../model/thresholds.ts';
import { allFiles } from './internalLinks.ts';
import { walkJson } from './walk.ts';

/** The fields that hold a heading or a title, whatever the block or entry. */
const headingField = /^(heading|subheading|title|headline|[a-z]+Heading)$/;

/**
 * A heading typed in capitals ("IN THE NEWS"): the site sets the headings that name a part of it in
 * capitals by style (src/ui/typeScale.ts), so the content is written in sentence case, which also
 * keeps a screen reader from spelling a word out and a search result from shouting. Words of three
 * letters or fewer pass, so an abbreviation alone ("FAQ") is not told.
 */
export function checkCapitalHeadings(content: Content): Problem[] {
  const problems: Problem[] = [];
  for (const { file, raw } of allFiles(content))
    walkJson(raw, (value, path) => {
      if (typeof value !== 'string' || !headingField.test(String(path.at(-1)))) return;
      // "REPLACE: PAGE HEADING" is told once, as still to fill in (placeholders.ts).
      if (value.includes(placeholder.text)) return;
      const letters = value.replace(/[^\p{L}]/gu, '');
      if (letters.length < 4 || letters !== letters.toUpperCase() || letters === letters.toLowerCase()) return;
      if (!/\p{Lu}{4}/u.test(value)) return;
      problems.push({
        severity: 'warning',
        file,
        path,
        message: `the heading "${value}" is typed in capitals; the site sets headings in capitals by style`,
        suggestion: `write it in sentence case: "${sentenceCase(value)}"`,
      });
    });
  return problems;
}

/** "IN THE NEWS" → "In the news": a suggestion only; names ("Toronto") need their capital back by hand. */
function sentenceCase(text: string): string {
  const lower = text.toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}
