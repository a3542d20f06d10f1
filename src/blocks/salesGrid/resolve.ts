import type { SalesGridBlock } from './schema.ts';
import type { Authored } from '../../model/defineBlock.ts';
import type { ResolveContext } from '../../model/resolveContext.ts';

const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "2026-11-20" -> "November 2026", at build time, so the browser needs no date formatting for it. */
const monthAndYear = (date: string) => `${months[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;

export const resolveSalesGrid = (b: Authored<typeof SalesGridBlock>, ctx: ResolveContext) => ({
  ...b,
  items: ctx
    .all('sales')
    .filter((s) => s.group === b.group)
    .map((s) => ({
      slug: s.slug,
      address: s.address,
      fullAddress: s.fullAddress,
      bedrooms: s.bedrooms,
      bathrooms: s.bathrooms,
      squareFeet: s.squareFeet,
      price: s.price,
      ...(s.soldDate ? { soldMonth: monthAndYear(s.soldDate) } : {}),
      image: ctx.image(s.image),
    })),
});
