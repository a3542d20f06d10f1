/**
 * The theme's two font stacks as family names, to compare with what a page computes
 * (`getComputedStyle(...).fontFamily`) however the browser quotes and spaces the list.
 */
import { fontStack } from '../../../src/ui/rootProperties.ts';

export const familiesOf = (list: string): string[] =>
  list.split(',').map((name) => name.trim().replace(/^["']|["']$/g, ''));

export const displayFamilies = familiesOf(fontStack.display);
export const textFamilies = familiesOf(fontStack.text);
