import type { Content } from '../../load/content.ts';
import type { Problem } from '../../load/problem.ts';
import { allFiles } from '../internalLinks.ts';
import { type JsonPath, walkJson } from '../walk.ts';
import { source } from './sources.ts';

/** Who a comparative claim is about: the team and its people, never a house, a school or a street. */
const professional = String.raw`(?:agents?|brokers?|brokerages?|teams?|groups?|realtors?|salespersons?|salespeople|sales representatives?|representatives?|producers?|firms?|advis[eo]rs?|professionals?|specialists?|experts?|in (?:luxury )?(?:real estate|sales))`;

/**
 * A ranking or superlative that claims something about the team: a ranked place ("#3", "No. 1",
 * "number one", "top 1%"), an award ("award-winning") or a superlative aimed at the team ("top
 * agent", "Toronto's leading luxury brokerage", "the best team in..."). Plain uses of the same
 * words ("the top floor", "leading to the garden", "the best-loved park", "bestow") do not match:
 * the words must be whole, and "top", "best", "leading" only count before a word for who sells.
 */
const claimPatterns: RegExp[] = [
  // "#3"; a unit's number ("Suite #3") is removed first (unitNumber).
  /(?<![\w#&])#\s?\d+\b/,
  /\bno\.\s?1\b/i,
  /\bnumber[- ]one\b/i,
  /\btop\s+\d+(?:\s?%|\s+per\s?cent)?(?!\s*(?:floors?|storeys?|stories|levels?|rooms?|bedrooms?)\b)/i,
  /\baward[- ]winning\b/i,
  /\b(?:top|best|highest)[- ](?:ranked|rated|producing|selling|performing)\b/i,
  new RegExp(
    String.raw`\b(?:top|best|leading|premier|foremost|finest|largest|biggest|most successful)(?:\s+[\w'’-]+){0,3}?\s+${professional}\b`,
    'i',
  ),
];

/** The unit of an address ("Suite #3", "Unit #12") is a number, not a ranking. */
const unitNumber = /\b(?:suite|unit|apt\.?|apartment|ph|penthouse|lot)\s*#\s?\d+/gi;

/** Words that name where a claim comes from: a free-text claim that carries them states its basis. */
const statesBasis =
  /\b(?:according to|source:|ranked by|as ranked by|awarded by|based on|as measured by|data from|named by)\b/i;

/** The claim a text makes, as written, or undefined for none. */
function rankingClaim(text: string): string | undefined {
  const plain = text.replace(unitNumber, '');
  for (const pattern of claimPatterns) {
    const found = plain.match(pattern);
    if (found) return found[0].trim();
  }
  return undefined;
}

const notProse = new Set([
  '$schema',
  'src',
  'href',
  'slug',
  'url',
  'link',
  'mimeType',
  'email',
  'phone',
  'type',
  'kind',
  'basis',
]);

const isRecognition = (
  value: unknown,
): value is { type: 'recognition'; rank: string; title: string; year: number; basis?: string } =>
  Boolean(value) && typeof value === 'object' && (value as { type?: unknown }).type === 'recognition';

/**
 * RECO's advertising checklist: a claim must be accurate and verifiable, and a comparative claim
 * states its basis. A recognition block is such a claim by definition, so one without a basis is
 * an error. Free text with a ranking or a superlative about the team is a warning: the words are
 * sometimes innocent, and only a person can tell.
 */
export function checkClaims(content: Content): Problem[] {
  const problems: Problem[] = [];
  for (const { file, raw } of allFiles(content)) {
    const insideRecognition: JsonPath[] = [];
    walkJson(raw, (value, path) => {
      if (isRecognition(value)) {
        insideRecognition.push(path);
        if (!value.basis?.trim())
          problems.push({
            severity: 'error',
            file,
            path,
            message: `the claim "${value.rank} ${value.title}, ${value.year}" has no basis: a ranking or award must say who ranked it, what was measured and when (${source.claims})`,
            suggestion:
              'add "basis", shown with the claim in small type, e.g. "basis": "Ranked by <who>, by <what was measured>, <period>", or remove the block',
          });
        return;
      }
      if (typeof value !== 'string' || notProse.has(String(path.at(-1)))) return;
      if (insideRecognition.some((block) => block.every((key, i) => path[i] === key))) return;
      const claim = rankingClaim(value);
      if (claim && !statesBasis.test(value))
        problems.push({
          severity: 'warning',
          file,
          path,
          message: `"${claim}" reads as a ranking or superlative claim about the team, with no basis stated (${source.claims})`,
          suggestion:
            'state who ranked it, what was measured and when in the same text (e.g. "…, according to <who>, <what>, <period>"), or move it to a recognition block with its "basis"; if it is not a claim about the team, leave it',
        });
    });
  }
  return problems;
}
