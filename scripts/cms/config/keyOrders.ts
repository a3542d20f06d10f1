import type { DecapField } from './decapFields.ts';

/** The order of an object's keys, and of the objects inside it, as its fields declare them. */
export interface KeyOrder {
  keys?: string[];
  children?: Record<string, KeyOrder | undefined>;
  /** A list of objects: the order of each item. */
  items?: KeyOrder;
  /** A typed list (a page's blocks): each item's order by its type. */
  typeKey?: string;
  types?: Record<string, KeyOrder>;
  /** A map the editor shows as a list (decapFields.ts, mapField): the item field holding each key. */
  mapKey?: string;
  /** A union of objects (decapFields.ts, objectUnion): its discriminator and each choice's keys. */
  union?: { key: string; keys: Record<string, string[]> };
  /** An optional object: left out of the file when the form leaves it blank. */
  optional?: boolean;
  /** Optional number fields: Decap saves one emptied in the form as "", which no schema takes; left out instead. */
  optionalNumbers?: string[];
}

function orderOf(fields: DecapField[]): KeyOrder {
  const optionalNumbers = fields
    .filter((field) => field.widget === 'number' && field.required === false)
    .map((field) => field.name);
  return {
    keys: fields.map((field) => field.name),
    children: Object.fromEntries(fields.map((field) => [field.name, orderOfField(field)])),
    ...(optionalNumbers.length > 0 ? { optionalNumbers } : {}),
  };
}

function orderOfField(field: DecapField): KeyOrder | undefined {
  const fields = field.fields as DecapField[] | undefined;
  const types = field.types as (DecapField & { fields: DecapField[] })[] | undefined;
  if (field.widget === 'list') {
    if (types)
      return {
        typeKey: String(field.typeKey),
        types: Object.fromEntries(
          types.map((type) => [
            type.name,
            orderOf([{ name: String(field.typeKey), label: '', widget: 'hidden' }, ...type.fields]),
          ]),
        ),
      };
    const mapKey = typeof field.mapKey === 'string' ? field.mapKey : undefined;
    if (mapKey) return { items: orderOf(fields!.filter((item) => item.name !== mapKey)), mapKey };
    return fields ? { items: orderOf(fields) } : undefined;
  }
  if (fields && typeof field.unionKey === 'string')
    return {
      ...orderOf(fields),
      union: { key: field.unionKey, keys: field.alternatives as Record<string, string[]> },
      ...(field.required === false ? { optional: true } : {}),
    };
  if (!fields) return undefined;
  return field.widget === 'object' && field.required === false
    ? { ...orderOf(fields), optional: true }
    : orderOf(fields);
}

interface ConfigCollection {
  name: string;
  format?: string;
  fields?: DecapField[];
  files?: { name: string; format?: string; fields: DecapField[] }[];
}

/** The name of the format a collection or settings file is saved in (decapConfig names it). */
export const formatName = (name: string) => `json-${name}`;

/**
 * The key order each format writes: the schema's. Decap otherwise saves keys in the order the
 * editor touched them, and every save would reorder the whole file in git.
 */
export function keyOrders(config: { collections: ConfigCollection[] }): Record<string, KeyOrder> {
  const orders: Record<string, KeyOrder> = {};
  for (const collection of config.collections) {
    if (collection.fields) orders[formatName(collection.name)] = orderOf(collection.fields);
    for (const file of collection.files ?? []) orders[formatName(file.name)] = orderOf(file.fields);
  }
  return orders;
}
