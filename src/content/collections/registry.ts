import type { z } from 'zod';
import type { CollectionName, PagedCollection } from '../../model/entries.ts';
import type { CollectionDefinition, SingletonDefinition } from './defineCollection.ts';
import { articles } from './articles.ts';
import { developments } from './developments.ts';
import { legal } from './legal.ts';
import { listings } from './listings.ts';
import { neighbourhoods } from './neighbourhoods.ts';
import { pages } from './pages.ts';
import { press } from './press.ts';
import { sales } from './sales.ts';
import { landTransferTax, mortgage, publications, site } from './singletons.ts';
import { team } from './team.ts';

/**
 * Where each kind of content lives, each declared once in src/content/collections/<name>.ts.
 * A collection is a folder with one JSON file per entry (named after its slug); a singleton is
 * one file. The JSON Schema of each is written to schema/<name>.schema.json.
 *
 * This list is the source of every other: `npm run generate` writes the model's names and entry
 * types (src/model/collectionNames.ts, collectionEntries.ts) and VS Code's schema mapping from it,
 * and the editor's menu, `npm run new` and the docs read it in this order.
 */
// Typed against the generated names: a collection added here without regenerating fails to compile.
export const collections = {
  listings,
  sales,
  neighbourhoods,
  team,
  developments,
  press,
  legal,
  articles,
  pages,
} satisfies Record<CollectionName, { folder: string; schema: z.ZodType }>;

export const singletons = { site, publications, landTransferTax, mortgage } satisfies Record<
  string,
  SingletonDefinition<z.ZodType>
>;

export type { CollectionName };
export type SingletonName = keyof typeof singletons;

/** The schema name a data file points to with "$schema" and that schema/ holds. */
export const schemaFileName = (name: CollectionName | SingletonName) => `${name}.schema.json`;

export type EntryOf<C extends CollectionName> = z.output<(typeof collections)[C]['schema']>;
export type SingletonOf<S extends SingletonName> = z.output<(typeof singletons)[S]['schema']>;

/** A collection's definition, typed loosely enough to serve any collection. */
export const collectionOf = (name: CollectionName) => collections[name] as unknown as CollectionDefinition;

/** The URL of an entry's own page, or undefined for collections without pages (sales, press, pages). */
export const entryRoute = (name: CollectionName, slug: string): string | undefined => collectionOf(name).route?.(slug);

/** The URL of an entry of a collection that has pages. */
export function pageRoute(name: PagedCollection, slug: string): string {
  const route = entryRoute(name, slug);
  if (route === undefined) throw new Error(`${name} is declared without a route in src/content/collections/${name}.ts`);
  return route;
}
