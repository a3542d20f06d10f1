import type { z } from 'zod';
import type { Image } from './common.ts';
import type { CollectionName } from './collectionNames.ts';
import { relationOf } from './relations.ts';
import type { ImageRole } from './thresholds.ts';

type Path = (string | number)[];

/** A slug written in an entry (or a block) that names an entry of another collection. */
export interface Reference {
  /** Where the slug sits, from the entry (or block) down. */
  path: Path;
  collection: CollectionName;
  slug: string;
  /** A listing reference that still holds once the home has sold (relations.ts, FOLLOWS_SALE). */
  followsSale?: boolean;
}

/** An image written in an entry, where it sits, and the role that decides how wide it is drawn. */
export interface PlacedImage {
  path: Path;
  image: Image;
  role: ImageRole;
}

// zod's definitions, as far as a walk needs them.
interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  valueType?: z.ZodType;
  items?: z.ZodType[];
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
  options?: z.ZodType[];
  discriminator?: string;
  getter?: () => z.ZodType;
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A literal field's schema accepts this value (a discriminated union's "type": "intro"). */
const literalAccepts = (schema: z.ZodType | undefined, value: unknown) =>
  schema ? ((defOf(schema) as { values?: unknown[] }).values ?? []).includes(value) : false;

/** The option of a union this value was parsed by: by its discriminator when the union has one. */
function optionFor(def: Def, value: unknown): z.ZodType | undefined {
  const options = def.options ?? [];
  const key = def.discriminator;
  if (key && isObject(value)) return options.find((option) => literalAccepts(defOf(option).shape?.[key], value[key]));
  return options.find((option) => option.safeParse(value).success);
}

export interface Relations {
  readonly references: readonly Reference[];
  readonly images: readonly PlacedImage[];
}

/**
 * The walks already made, by value and schema. Parsed content is never changed, and the check walks
 * every entry twice (the references check, then the images' sizes): on a site of 2,000 listings the
 * second walk cost as much as the first.
 */
const walked = new WeakMap<object, WeakMap<z.ZodType, Relations>>();

/**
 * Every reference and every role-bearing image in a parsed value, found by walking its schema
 * beside it (objects, lists, maps, unions by the option that fits), each with its path.
 */
export function relationsIn(schema: z.ZodType, value: unknown): Relations {
  if (!isObject(value)) return walk(schema, value);
  let bySchema = walked.get(value);
  if (!bySchema) walked.set(value, (bySchema = new WeakMap()));
  let relations = bySchema.get(schema);
  if (!relations) bySchema.set(schema, (relations = walk(schema, value)));
  return relations;
}

function walk(schema: z.ZodType, value: unknown): Relations {
  const references: Reference[] = [];
  const images: PlacedImage[] = [];
  const visit = (node: z.ZodType, v: unknown, path: Path): void => {
    if (v === undefined || v === null) return;
    const relation = relationOf(node);
    if (relation.references && typeof v === 'string')
      references.push({
        path,
        collection: relation.references,
        slug: v,
        ...(relation.followsSale ? { followsSale: true } : {}),
      });
    if (relation.imageRole && isObject(v)) images.push({ path, image: v as Image, role: relation.imageRole });
    const def = defOf(node);
    if (def.type === 'object' && isObject(v))
      for (const [key, field] of Object.entries(def.shape ?? {})) visit(field, v[key], [...path, key]);
    else if (def.type === 'array' && Array.isArray(v)) v.forEach((item, i) => visit(def.element!, item, [...path, i]));
    else if (def.type === 'tuple' && Array.isArray(v))
      (def.items ?? []).forEach((item, i) => visit(item, v[i], [...path, i]));
    else if (def.type === 'record' && isObject(v))
      for (const [key, item] of Object.entries(v)) visit(def.valueType!, item, [...path, key]);
    else if (WRAPPERS.has(def.type)) visit(def.innerType!, v, path);
    else if (def.type === 'pipe') visit(defOf(def.out!).type === 'transform' ? def.in! : def.out!, v, path);
    else if (def.type === 'lazy') visit(def.getter!(), v, path);
    else if (def.type === 'intersection') [def.left!, def.right!].forEach((side) => visit(side, v, path));
    else if (def.type === 'union') {
      const option = optionFor(def, v);
      if (option) visit(option, v, path);
    }
  };
  visit(schema, value, []);
  return { references, images };
}
