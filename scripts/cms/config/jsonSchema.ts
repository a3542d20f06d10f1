import { REFERENCES } from '../../../src/model/relations.ts';
import { INLINE_MARKUP } from '../../../src/model/inlineMarkup.ts';

/**
 * The JSON Schema the zod schemas give (z.toJSONSchema), as far as the editor's fields read it
 * (decapFields.ts), the shape of a Decap field, and the questions the fields ask of a schema: a
 * union's alternatives, whether one is an object, a property's constant, a union's discriminator.
 */
export interface JsonSchema {
  type?: string | string[];
  /** The editor's label, where the field's name alone would not say enough (zod's .meta({ title })). */
  title?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  /** The collection a slug names (`ref('listings', …)` in the zod schema, src/model/relations.ts). */
  [REFERENCES]?: string;
  /** Text in the articles' inline markup (src/model/inlineMarkup.ts): bold, italic and link controls. */
  [INLINE_MARKUP]?: boolean;
  /** A map under keys the author chooses (z.record): the schema of each value, and of the keys. */
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
}

export type DecapField = Record<string, unknown> & { name: string; label: string; widget: string };

/** A union's alternatives: oneOf (discriminated) or anyOf (zod's plain union). */
export const alternativesOf = (schema: JsonSchema) => schema.oneOf ?? schema.anyOf;
export const isObject = (schema: JsonSchema) => schema.type === 'object' || schema.properties !== undefined;
export const constOf = (schema: JsonSchema | undefined) =>
  schema?.const !== undefined ? schema.const : schema?.enum?.length === 1 ? schema.enum[0] : undefined;

/** The property whose constant tells a union's objects apart ("type" for blocks, "kind" for prices). */
export function discriminatorOf(alternatives: JsonSchema[]): string | undefined {
  const candidates = Object.keys(alternatives[0]?.properties ?? {});
  return candidates.find((key) =>
    alternatives.every((alternative) => typeof constOf(alternative.properties?.[key]) === 'string'),
  );
}
