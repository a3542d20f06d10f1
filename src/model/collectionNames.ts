/**
 * Every folder of entries in data/, by name. A leaf of its own so that a schema can name the
 * collection a field points to (relations.ts) without importing the entry types that use it.
 * entries.ts holds this list equal to its entry types.
 */
export type CollectionName =
  'listings' | 'sales' | 'neighbourhoods' | 'team' | 'developments' | 'press' | 'legal' | 'articles' | 'pages';
