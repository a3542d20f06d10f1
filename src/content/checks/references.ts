import type { Content } from '../load/loadContent.ts';
import type { Problem } from '../load/problem.ts';
import { didYouMean } from '../load/suggest.ts';
import { referencesOf } from '../blockReferences.ts';
import type { Block } from '../schemas/block.ts';

/** Every slug that names another entry (a block's listing, a listing's neighbourhood, a figure's source) exists. */
export function checkReferences(content: Content): Problem[] {
  const problems: Problem[] = [];
  const slugs = (collection: keyof Content['collections']) =>
    new Set(content.collections[collection].map((e) => (e.value as { slug?: string }).slug ?? ''));

  const checkBlocks = (file: string, blocks: Block[], at: (string | number)[]) =>
    blocks.forEach((block, i) => {
      for (const ref of referencesOf(block)) {
        const known = slugs(ref.collection);
        if (!known.has(ref.slug))
          problems.push({
            severity: 'error',
            file,
            path: [...at, i, ...ref.path],
            message: `no ${ref.collection} entry has the slug "${ref.slug}" (expected the name of a file in data/${ref.collection}/)`,
            suggestion: didYouMean(ref.slug, known),
          });
      }
    });

  for (const { file, value } of content.collections.pages) checkBlocks(file, value.blocks, ['blocks']);
  for (const { file, value } of content.collections.team) checkBlocks(file, value.closing, ['closing']);

  const neighbourhoods = slugs('neighbourhoods');
  for (const { file, value } of content.collections.listings)
    if (value.neighbourhood && !neighbourhoods.has(value.neighbourhood))
      problems.push({
        severity: 'error',
        file,
        path: ['neighbourhood'],
        message: `no neighbourhood has the slug "${value.neighbourhood}"`,
        suggestion: didYouMean(value.neighbourhood, neighbourhoods),
      });

  for (const { file, raw, value } of content.collections.neighbourhoods) {
    const sources = Object.keys(value.sources);
    const visit = (node: unknown, path: (string | number)[]) => {
      if (Array.isArray(node)) return node.forEach((item, i) => visit(item, [...path, i]));
      if (!node || typeof node !== 'object') return;
      for (const [key, item] of Object.entries(node)) {
        if (key === 'source' && typeof item === 'string' && !sources.includes(item))
          problems.push({ severity: 'error', file, path: [...path, key], message: `unknown source "${item}": expected one of the keys of "sources" (${sources.join(', ')})`, suggestion: didYouMean(item, sources) });
        else if (key !== 'sources') visit(item, [...path, key]);
      }
    };
    visit(raw, []);
  }
  return problems;
}
