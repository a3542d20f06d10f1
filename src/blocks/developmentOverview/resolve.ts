import type { DevelopmentOverviewBlock } from './schema.ts';
import { enquiryHref } from '../../forms/enquiryContext.ts';
import type { Authored } from '../../model/defineBlock.ts';
import type { Development } from '../../model/development.ts';
import type { ResolveContext } from '../../model/resolveContext.ts';
import { formatCad, formatNumber } from '../../ui/format.ts';

/** "73 and 84", "13", "12, 20 and 31". */
const listed = (numbers: number[]) =>
  numbers.length > 1 ? `${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1)}` : String(numbers[0]);

/** The key facts a development states in fields of their own, in a fixed order, then its other facts. */
export function keyFacts(d: Development): { label: string; value: string }[] {
  return [
    ...(d.architect ? [{ label: 'Architect', value: d.architect }] : []),
    ...(d.storeys ? [{ label: 'Storeys', value: listed(d.storeys) }] : []),
    ...(d.suites ? [{ label: 'Residences', value: formatNumber(d.suites) }] : []),
    ...(d.completion ? [{ label: 'Completion', value: d.completion }] : []),
    ...(d.priceFrom ? [{ label: 'Priced from', value: formatCad(d.priceFrom) }] : []),
    ...d.facts,
  ];
}

export const resolveDevelopmentOverview = (b: Authored<typeof DevelopmentOverviewBlock>, ctx: ResolveContext) => {
  const d = ctx.one('developments', b.development);
  // The button opens the contact form knowing which development the visitor asked about; the
  // link is made here, at build time, so the browser's code does not grow by it.
  const inquire = {
    ...d.inquire,
    href: enquiryHref(d.inquire.href, { path: ctx.href('developments', d.slug), label: d.title, showing: false }),
  };
  return { type: b.type, title: d.title, tagline: d.tagline, facts: keyFacts(d), sections: d.sections, inquire };
};
