export type JsonPath = (string | number)[];

/** Visits every value of a parsed JSON document with its path. */
export function walkJson(value: unknown, visit: (value: unknown, path: JsonPath) => void, path: JsonPath = []): void {
  visit(value, path);
  if (Array.isArray(value)) value.forEach((item, i) => walkJson(item, visit, [...path, i]));
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) walkJson(item, visit, [...path, key]);
}
