import type { z } from 'zod';
import type { CollectionName } from '../../model/entries.ts';
import type { Site } from '../../model/site.ts';
import type { ImageRole } from '../../model/thresholds.ts';
import type { Problem } from '../load/problem.ts';
import type { Page } from './pageSchema.ts';

/** What turning an entry into its page may look at. */
export interface PageContext {
  site: Site;
  /** "<name> | <team name>": the title every collection page carries. */
  titled(name: string): string;
}

/**
 * Everything the system knows about one collection, declared once in
 * src/content/collections/<name>.ts and listed in src/content/collections/registry.ts: the loader, the
 * checks, the page builder, the docs, the JSON Schemas, `npm run new` and the names the model
 * knows (generated into src/model/collectionNames.ts and collectionEntries.ts) all read these.
 */
export interface CollectionDefinition<S extends z.ZodType = z.ZodType> {
  /** The folder under data/ (one JSON file per entry, named after its slug). */
  folder: string;
  /** One entry, in words: "neighbourhood", "team member". */
  entryName: string;
  schema: S;
  /**
   * What blocks see of an entry (src/model/collectionEntries.ts), when it is less than `schema`: a
   * schema exported by a file of src/model (the team's profiles without their closing blocks).
   */
  fields?: z.ZodType;
  /** `npm run new`: what an editor types for this collection, and what to tell them after. */
  scaffold: Scaffold;
  /** The slug of the file docs/CONTENT.md shows as the example (else the folder's first). */
  example?: string;
  /** The URL of an entry's own page, for collections that have one. */
  route?: (slug: string) => string;
  /** The entry as a page: the same shape as a page in data/pages, so one renderer serves every URL. */
  toPage?: (entry: z.output<S>, ctx: PageContext) => Page;
  /**
   * Where an entry keeps its photos, for `npm run photos` (and the editor's upload): one photo
   * ("image") or a list ("images"), stored under data/media/<folder>/ (a list in a folder per entry),
   * and the role they are shown in, which bounds how large a photo is kept.
   */
  photos?: { field: string; list: boolean; role: ImageRole };
  /** Rules of this collection alone that need more than its schema (run once every file is loaded). */
  check?: (
    entry: { file: string; raw: unknown; value: z.output<S> },
    known: (collection: CollectionName) => Set<string>,
  ) => Problem[];
}

/** How `npm run new -- <kind> <slug>` starts an entry from scripts/tools/templates/<kind>.json. */
interface Scaffold {
  /** The word an editor types, and the template's name: "listing", "team-member". */
  kind: string;
  /** Other words an editor might reach for (the folder's name is always one). */
  aliases?: string[];
  /** Where an entry without a page of its own is shown. */
  shownOn?: string;
  /** When and where the new entry appears, told after it is created. */
  visibility?: string;
}

export const defineCollection = <S extends z.ZodType>(definition: CollectionDefinition<S>) => definition;

/** A file of its own, such as data/site.json. */
export interface SingletonDefinition<S extends z.ZodType = z.ZodType> {
  file: string;
  schema: S;
}

export const defineSingleton = <S extends z.ZodType>(definition: SingletonDefinition<S>) => definition;
