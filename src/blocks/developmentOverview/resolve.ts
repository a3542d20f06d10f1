import type { DevelopmentOverviewBlock } from './schema.ts';
import { enquiryHref } from '../../forms/enquiryContext.ts';
import type { Authored } from '../../model/defineBlock.ts';
import type { ResolveContext } from '../../model/resolveContext.ts';

export const resolveDevelopmentOverview = (b: Authored<typeof DevelopmentOverviewBlock>, ctx: ResolveContext) => {
  const d = ctx.one('developments', b.development);
  // The button opens the contact form knowing which development the visitor asked about; the
  // link is made here, at build time, so the browser's code does not grow by it.
  const inquire = {
    ...d.inquire,
    href: enquiryHref(d.inquire.href, { path: ctx.href('developments', d.slug), label: d.title, showing: false }),
  };
  return { type: b.type, title: d.title, tagline: d.tagline, facts: d.facts, sections: d.sections, inquire };
};
