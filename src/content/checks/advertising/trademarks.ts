import type { Content } from '../../load/content.ts';
import type { Problem } from '../../load/problem.ts';
import { allFiles } from '../internalLinks.ts';
import { walkJson } from '../walk.ts';
import { source } from './sources.ts';

/** Words that may follow MLS® (CREA: the mark is an adjective, "MLS® System", "MLS® listing"). */
const mlsNouns =
  /^(?:systems?|listings?|numbers?|#\d*|no|ids?|homes?|propert(?:y|ies)|services?|boards?|data|search(?:es)?)$/i;

interface TrademarkSlip {
  written: string;
  correct: string;
  why: string;
}

/**
 * REALTOR® and MLS® written otherwise than CREA allows: REALTOR® in capitals with ®, and only for
 * members of CREA (never as a plain word for an agent); MLS® in capitals with ®, as an adjective
 * before a noun ("MLS® System", "MLS® listing"), never as a noun itself ("the MLS", "on MLS®").
 */
function trademarkSlips(text: string): TrademarkSlip[] {
  const slips: TrademarkSlip[] = [];
  for (const m of text.matchAll(/\brealtors?\b(?!\.ca\b)(®)?/gi)) {
    const plural = /s$/i.test(m[0].replace('®', ''));
    const correct = plural ? 'REALTORS®' : 'REALTOR®';
    if (m[0] !== correct)
      slips.push({
        written: m[0],
        correct,
        why: 'capitals with ®, and only for members of CREA; otherwise write "real estate agent"',
      });
  }
  for (const m of text.matchAll(/\b(the\s+|on\s+(?:the\s+)?)?(mls)\b(®)?(\s+([\w#]+))?/gi)) {
    const next = m[5];
    const asNoun = !next || !mlsNouns.test(next);
    const form = m[2] !== 'MLS' || !m[3];
    if (!asNoun && !form) continue;
    const written = m[0].trim();
    slips.push({
      written,
      correct: asNoun ? `${m[1] ?? ''}MLS® System`.replace(/^on MLS® System$/i, 'on the MLS® System') : `MLS® ${next}`,
      why: asNoun ? 'MLS® is an adjective, never a noun: "the MLS® System", "an MLS® listing"' : 'capitals with ®',
    });
  }
  return slips;
}

const notProse = new Set(['$schema', 'src', 'href', 'slug', 'url', 'link', 'mimeType', 'email']);

/** CREA's trademarks misused in content text: a warning, with the form to write. */
export function checkTrademarks(content: Content): Problem[] {
  const problems: Problem[] = [];
  for (const { file, raw } of allFiles(content))
    walkJson(raw, (value, path) => {
      if (typeof value !== 'string' || notProse.has(String(path.at(-1)))) return;
      for (const slip of trademarkSlips(value))
        problems.push({
          severity: 'warning',
          file,
          path,
          message: `"${slip.written}" is not how CREA allows its trademark to be written: ${slip.why} (${source.trademarks})`,
          suggestion: `write "${slip.correct}"`,
        });
    });
  return problems;
}
