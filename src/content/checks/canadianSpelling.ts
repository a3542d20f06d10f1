import type { Content } from '../load/content.ts';
import type { Problem } from '../load/problem.ts';
import { allFiles } from './internalLinks.ts';
import { walkJson } from './walk.ts';

/**
 * Common American spellings and the Canadian ones the site writes. Canadian English keeps the
 * British -our, -re and doubled -ll- but, unlike British English, writes -ize (realize, organize)
 * and "program", so those American forms are not listed (the British -ise forms are, below); nor
 * are words whose American form is also Canadian in some senses (a parking "meter", a "storied"
 * street). Each entry stands for the word and its usual endings.
 */
const canadian: Record<string, string> = {
  color: 'colour',
  colored: 'coloured',
  favorite: 'favourite',
  honor: 'honour',
  honored: 'honoured',
  labor: 'labour',
  neighbor: 'neighbour',
  neighborhood: 'neighbourhood',
  harbor: 'harbour',
  flavor: 'flavour',
  humor: 'humour',
  behavior: 'behaviour',
  endeavor: 'endeavour',
  splendor: 'splendour',
  glamor: 'glamour',
  parlor: 'parlour',
  arbor: 'arbour',
  savor: 'savour',
  center: 'centre',
  centered: 'centred',
  theater: 'theatre',
  liter: 'litre',
  fiber: 'fibre',
  somber: 'sombre',
  caliber: 'calibre',
  traveled: 'travelled',
  traveling: 'travelling',
  jewelry: 'jewellery',
  defense: 'defence',
  offense: 'offence',
  catalog: 'catalogue',
  gray: 'grey',
  cozy: 'cosy',
  fulfill: 'fulfil',
  plow: 'plough',
  mold: 'mould',
  molding: 'moulding',
  moldings: 'mouldings',
};

/**
 * British -ise forms, which Canadian English writes with -ize (the Canadian Oxford's spelling, and
 * Ontario's and Canada's own): each stem with its usual endings, "organis" + "ation" and so on.
 * Only words that are -ize in Canadian; "advertise", "exercise" or "comprise" are -ise everywhere.
 */
const iseStems = ['organi', 'recogni', 'reali', 'speciali', 'personali', 'apologi', 'authori', 'unauthori'];
const iseEndings = ['se', 'sed', 'ses', 'sing', 'sation', 'sations', 'sational', 'sable'];
for (const stem of ['prioriti', 'customi', 'summari', 'utili', 'minimi', 'moderni', ...iseStems])
  for (const ending of iseEndings) canadian[stem + ending] = `${stem}z${ending.slice(1)}`;

const endings = ['', 's'];
const pattern = new RegExp(`\\b(${Object.keys(canadian).join('|')})(${endings.filter(Boolean).join('|')})?\\b`, 'gi');

/** The Canadian spelling of a word as it was written (capitals kept), or undefined if it is not a listed American one. */
function canadianFor(written: string, stem: string, ending = ''): string {
  const word = canadian[stem.toLowerCase()]! + ending.toLowerCase();
  if (written === written.toUpperCase()) return word.toUpperCase();
  return written[0] === written[0]!.toUpperCase() ? word[0]!.toUpperCase() + word.slice(1) : word;
}

/** American spellings in a text, each with its Canadian form. */
export function americanSpellings(text: string): { written: string; canadian: string }[] {
  return [...text.matchAll(pattern)].map((m) => ({ written: m[0], canadian: canadianFor(m[0], m[1]!, m[2]) }));
}

/** Keys whose values are addresses or identifiers, not prose. */
const notProse = new Set(['$schema', 'src', 'href', 'slug', 'url', 'link', 'mimeType']);

/** The site writes Canadian English; an American spelling in the content is told with the word to write. */
export function checkCanadianSpelling(content: Content): Problem[] {
  const problems: Problem[] = [];
  for (const { file, raw } of allFiles(content))
    walkJson(raw, (value, path) => {
      if (typeof value !== 'string' || notProse.has(String(path.at(-1)))) return;
      const found = americanSpellings(value);
      if (found.length)
        problems.push({
          severity: 'warning',
          file,
          path,
          message: `American spelling: ${found.map((f) => `"${f.written}"`).join(', ')}; the site writes Canadian English`,
          suggestion: `write ${found.map((f) => `"${f.canadian}"`).join(', ')} (unless it is a name, such as a building's)`,
        });
    });
  return problems;
}
