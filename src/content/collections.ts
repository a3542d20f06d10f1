import type { z } from 'zod';
import { Development } from './schemas/development.ts';
import { LegalDocument } from './schemas/legal.ts';
import { Listing } from './schemas/listing.ts';
import { Neighbourhood } from './schemas/neighbourhood.ts';
import { Page } from './schemas/page.ts';
import { PressItem, Publications } from './schemas/press.ts';
import { Sale } from './schemas/sale.ts';
import { Site } from './schemas/site.ts';
import { TeamMember } from './schemas/teamMember.ts';

/**
 * Where each kind of content lives. A collection is a folder with one JSON file per entry
 * (named after its slug); a singleton is one file. The JSON Schema of each is written to
 * schema/<name>.schema.json.
 */
export const collections = {
  listings: { folder: 'listings', schema: Listing },
  sales: { folder: 'sales', schema: Sale },
  neighbourhoods: { folder: 'neighbourhoods', schema: Neighbourhood },
  team: { folder: 'team', schema: TeamMember },
  developments: { folder: 'developments', schema: Development },
  press: { folder: 'press', schema: PressItem },
  legal: { folder: 'legal', schema: LegalDocument },
  pages: { folder: 'pages', schema: Page },
} as const;

export const singletons = {
  site: { file: 'site.json', schema: Site },
  publications: { file: 'publications.json', schema: Publications },
} as const;

export type CollectionName = keyof typeof collections;
export type SingletonName = keyof typeof singletons;

/** The schema name a data file points to with "$schema" and that schema/ holds. */
export const schemaFileName = (name: CollectionName | SingletonName) => `${name}.schema.json`;

export type EntryOf<C extends CollectionName> = z.output<(typeof collections)[C]['schema']>;
export type SingletonOf<S extends SingletonName> = z.output<(typeof singletons)[S]['schema']>;
