import { visit } from 'jsonc-parser';

export interface DuplicateKey {
  key: string;
  /** Offsets of the two names in the text. */
  first: number;
  second: number;
}

/** Names written twice in one object. JSON.parse keeps the last without a word; content staff would lose the first. */
export function duplicateKeys(text: string): DuplicateKey[] {
  const objects: Map<string, number>[] = [];
  const found: DuplicateKey[] = [];
  visit(text, {
    onObjectBegin: () => void objects.push(new Map()),
    onObjectEnd: () => void objects.pop(),
    onObjectProperty: (key, offset) => {
      const names = objects[objects.length - 1];
      const first = names?.get(key);
      if (first !== undefined) found.push({ key, first, second: offset });
      else names?.set(key, offset);
    },
  });
  return found;
}
