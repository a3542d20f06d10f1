import type { BuyingCostsBlock } from './schema.ts';
import type { Authored } from '../../model/defineBlock.ts';
import type { ResolveContext } from '../../model/resolveContext.ts';
import { appliesTo } from './landTransferTax.ts';

/**
 * The listing's price and place with the rates that apply to it. Only the taxes the property pays
 * travel to the page; the date is the build's, and the browser moves it to the visitor's today.
 */
export const resolveBuyingCosts = (b: Authored<typeof BuyingCostsBlock>, ctx: ResolveContext) => {
  const listing = ctx.one('listings', b.listing);
  const { $schema: _taxSchema, ...transferTax } = ctx.rates.landTransferTax;
  const { $schema: _mortgageSchema, ...mortgage } = ctx.rates.mortgage;
  const forSale = listing.offer === 'sale' && listing.price.kind === 'amount';
  return {
    type: b.type,
    price: forSale && listing.price.kind === 'amount' ? listing.price.amount : undefined,
    address: listing.address,
    today: ctx.today,
    note: transferTax.note,
    taxes: transferTax.taxes.filter((tax) => appliesTo(tax, listing.location)),
    mortgage,
  };
};
