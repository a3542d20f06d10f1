import type { Content } from '../load/content.ts';
import type { Problem } from '../load/problem.ts';
import { textCeilings } from '../../model/thresholds.ts';
import { allFiles } from './internalLinks.ts';
import { walkJson } from './walk.ts';

const count = (n: number) => n.toLocaleString('en-CA');

/**
 * Text past the ceilings of src/model/thresholds.ts: a paragraph (or any one text), a description
 * (all its paragraphs) and a whole file. Each file is told its most specific problem only: a 2 MB
 * paragraph is one error, not also its description's and its page's.
 */
export function checkTextSize(content: Content): Problem[] {
  const { paragraphCharacters, descriptionCharacters, pageCharacters } = textCeilings;
  return allFiles(content).flatMap(({ file, raw }) => {
    const problems: Problem[] = [];
    let total = 0;
    walkJson(raw, (value, path) => {
      if (typeof value === 'string') {
        total += value.length;
        if (value.length > paragraphCharacters)
          problems.push({
            severity: 'error',
            file,
            path,
            message: `this text is ${count(value.length)} characters long, over the ${count(paragraphCharacters)} one paragraph may have: something was probably pasted by mistake, and every visitor would download it`,
            suggestion: `keep each paragraph under ${count(paragraphCharacters)} characters (a few sentences): shorten it, or split it into paragraphs`,
          });
      }
    });
    // Descriptions once every text is measured: the array is visited before its paragraphs.
    walkJson(raw, (value, path) => {
      if (path.at(-1) !== 'description' || !Array.isArray(value) || problems.length) return;
      const length = value.filter((item) => typeof item === 'string').join('\n\n').length;
      if (length > descriptionCharacters)
        problems.push({
          severity: 'error',
          file,
          path,
          message: `the description is ${count(length)} characters long, all paragraphs together, over the ${count(descriptionCharacters)} a description may have`,
          suggestion: 'shorten it, or check that nothing was pasted twice',
        });
    });
    if (!problems.length && total > pageCharacters)
      problems.push({
        severity: 'error',
        file,
        path: [],
        line: 1,
        column: 1,
        message: `this file holds ${count(total)} characters of text, over the ${count(pageCharacters)} one page may have: every visitor would download all of it`,
        suggestion: 'shorten the text, or split it into several pages or articles',
      });
    return problems;
  });
}
