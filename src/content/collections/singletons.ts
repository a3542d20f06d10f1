import { Publications } from '../../model/press.ts';
import { LandTransferTaxes, MortgageAssumptions } from '../../model/rates.ts';
import { Site } from '../../model/site.ts';
import { defineSingleton } from './defineCollection.ts';

export const site = defineSingleton({
  file: 'site.json',
  schema: Site,
});

export const publications = defineSingleton({
  file: 'publications.json',
  schema: Publications,
});

// The public figures of the buying-cost estimates (src/blocks/buyingCosts): a folder of their own,
// as they are rates read from official pages rather than the team's content.
export const landTransferTax = defineSingleton({ file: 'rates/land-transfer-tax.json', schema: LandTransferTaxes });

export const mortgage = defineSingleton({ file: 'rates/mortgage.json', schema: MortgageAssumptions });
