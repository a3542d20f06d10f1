import type { Content } from '../../load/content.ts';
import type { Problem } from '../../load/problem.ts';
import { walkJson } from '../walk.ts';
import { source } from './sources.ts';

/** What the offer must say, each as the words the check looks for and the fix it suggests. */
const required: { found: RegExp; missing: string; add: string }[] = [
  {
    found: /\bwritten opinion\b/i,
    missing: 'what the owner receives (a written opinion of value)',
    add: '"A written opinion of your home\'s market value…"',
  },
  {
    found: /\bregistered\b/i,
    missing: 'who prepares it (a registered salesperson or broker)',
    add: '"…prepared by a registered real estate salesperson or broker"',
  },
  {
    found: /\bnot an appraisal\b/i,
    missing: 'that it is not an appraisal',
    add: '"It is an opinion of value, not an appraisal."',
  },
  {
    found: /\b(?:no|without) obligation\b/i,
    missing: 'its condition: no obligation',
    add: '"There is no obligation: you need not list your home with us."',
  },
];

/** "appraisal" other than in "not an appraisal": a salesperson's opinion must not be sold as one. */
const appraisal = /\bappraisals?\b/i;

const isValuation = (value: unknown): value is { type: 'valuation'; offer: { points: string[] } } =>
  Boolean(value) && typeof value === 'object' && (value as { type?: unknown }).type === 'valuation';

/**
 * The valuation request's offer (/sell) says what the owner gets and on what terms, in the words
 * RECO expects of a registrant's free opinion of value: a written opinion, by a registered
 * salesperson or broker, not an appraisal, with no obligation. Missing any is an error; so is
 * the word "appraisal" used of the offer anywhere in the block ("free appraisal").
 */
export function checkValuationOffers(content: Content): Problem[] {
  const problems: Problem[] = [];
  for (const { file, raw } of content.collections.pages) {
    walkJson(raw, (value, path) => {
      if (!isValuation(value)) return;
      const offer = value.offer.points.join(' ');
      for (const rule of required)
        if (!rule.found.test(offer))
          problems.push({
            severity: 'error',
            file,
            path: [...path, 'offer', 'points'],
            message: `the valuation offer does not state ${rule.missing} (${source.valuationOffer})`,
            suggestion: `add a point such as ${rule.add}`,
          });
      walkJson(value, (text, inner) => {
        if (typeof text === 'string' && appraisal.test(text.replace(/\bnot an appraisal\b/gi, '')))
          problems.push({
            severity: 'error',
            file,
            path: [...path, ...inner],
            message: `"${text}" calls the valuation an appraisal: a registrant's opinion of value is not one (${source.valuationOffer})`,
            suggestion: 'call it "a written opinion of value" and say it is "not an appraisal"',
          });
      });
    });
  }
  return problems;
}
