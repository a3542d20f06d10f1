import type { CollectionName, EntryOf, SingletonName, SingletonOf } from '../collections/registry.ts';

export interface LoadedFile<T> {
  /** Relative to the project root, e.g. "data/listings/dunvegan-road.json". */
  file: string;
  /** The JSON as written, for rules that walk every value. */
  raw: unknown;
  value: T;
}

export interface Content {
  root: string;
  dataDir: string;
  collections: { [C in CollectionName]: LoadedFile<EntryOf<C>>[] };
  singletons: { [S in SingletonName]: LoadedFile<SingletonOf<S>> };
}
