/** The image and warning thresholds of docs/CONTENT.md, from src/model/thresholds.ts. */
import {
  imageRoles,
  listingPrices,
  maxConsentDaysBeforeSale,
  maxDescriptionCharacters,
  maxPhotoBytes,
  maxPlausiblePrice,
  oversizeFactor,
  placeholder,
  plausible,
  textCeilings,
} from '../../../src/model/thresholds.ts';
import { cell } from './fieldTable.ts';

export function imagesSection(): string {
  const head = [
    '| Use | Where | Shown at most | Warns below | Warns above | Ask the photographer for |',
    '| --- | --- | --- | --- | --- | --- |',
  ];
  const body = Object.entries(imageRoles).map(
    ([role, r]) =>
      `| ${role} | ${cell(r.where)} | ${r.shownWidth} px | ${r.shownWidth} px | ${r.shownWidth * oversizeFactor} px | at least ${r.recommendedWidth} px wide |`,
  );
  return [...head, ...body].join('\n');
}

export function warningsSection(): string {
  const money = (n: number) => n.toLocaleString('en-CA');
  return [
    '| Warning | When |',
    '| --- | --- |',
    `| image too small | a picture is narrower than the width it is shown at (table above): it looks soft |`,
    `| image too large | a picture is more than ${oversizeFactor} times wider than it is ever shown: visitors download pixels they never see |`,
    `| price | a listing's or sale's price is 0, or over ${money(maxPlausiblePrice)} CAD (an extra zero?) |`,
    `| listing price | a listing for sale asks under ${money(listingPrices.minAskingPrice)} CAD, or a lease's monthly rent is under ${money(listingPrices.monthlyRent.min)} or over ${money(listingPrices.monthlyRent.max)} CAD |`,
    `| figure | more than ${plausible.maxRooms} bedrooms or bathrooms, a sale price under ${money(plausible.minSalePrice)} CAD, or more than ${money(plausible.maxSquareFeet)} sq ft |`,
    `| same order | two cards of one grid (the /listings grid, each portfolio section, the /explore, development and press cards) have the same \`order\`, so which comes first is left to chance |`,
    `| unused file | a file in \`data/media\` that no content names: it would ship with every deploy |`,
    `| heavy photo | a file in \`data/media\` over ${maxPhotoBytes / 1024 / 1024} MB: a camera original, to export again at about 2400 px wide |`,
    `| http:// | an address starting with \`http://\`: write \`https://\` |`,
    `| American spelling | a common American spelling (color, center, neighborhood, favorite, traveled…), or a British -ise one (organisation, recognised…): the site writes Canadian English, which keeps -our and -re and writes -ize |`,
    `| long description | a listing's description, all paragraphs together, is over ${money(maxDescriptionCharacters)} characters |`,
    `| placeholder | a value still holds what \`npm run new\` wrote: text containing \`${placeholder.text}\`, the postal code \`${placeholder.postalCode}\`, or the "photo to come" picture \`${placeholder.photo}\`; each says what to write and how |`,
    `| character not in the fonts | text uses a character the site's fonts do not carry (such as "Ł", "✓" or an emoji): it shows in a fallback typeface. The fonts carry Basic Latin, accented Latin letters (é, ü, ç, ñ…) and typographic punctuation (– — ‘ ’ “ ” … • € ™) |`,
    `| claim without basis | text ranks or praises the team ("#3", "No. 1", "top 1%", "award-winning", "top agent", "Toronto's leading brokerage"…) without saying who ranked it, what and when ("according to…", "ranked by…"): see [Rules for advertising](#rules-for-advertising) |`,
    `| REALTOR® or MLS® | "Realtor", "REALTOR" or "Realtor®" instead of "REALTOR®"; "MLS" without ®, or used as a noun ("the MLS", "on MLS"): write "the MLS® System", "an MLS® listing" |`,
    `| early consent | a sale's \`priceConsent\` date is ${maxConsentDaysBeforeSale} days or more before its \`soldDate\` (a slip in the year?) |`,
    `| registered name | a team member's \`name\` differs from the name registered with RECO (\`registration.name\`) |`,
    `| listing brokerage | a listing's \`brokerage\` lacks the designation "Brokerage" |`,
  ].join('\n');
}

export function limitsSection(): string {
  const n = (value: number) => value.toLocaleString('en-CA');
  return [
    '| Refused | When |',
    '| --- | --- |',
    `| paragraph too long | one text (a paragraph, a title, a caption) is over ${n(textCeilings.paragraphCharacters)} characters |`,
    `| description too long | a \`description\`, all its paragraphs together, is over ${n(textCeilings.descriptionCharacters)} characters |`,
    `| page too long | all the text of one file (a page, a listing, an article) is over ${n(textCeilings.pageCharacters)} characters |`,
  ].join('\n');
}
