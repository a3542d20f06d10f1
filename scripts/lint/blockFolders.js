/**
 * An ESLint rule: a block's folder (src/blocks/<type>/) imports nothing from another block's
 * folder, nor the lists of every block (registry.ts, components.ts): a block
 * can then be read, moved or deleted on its own, and its component's chunk carries no other
 * block's code. What two blocks share belongs in src/ui (or src/model, if it draws nothing); a
 * component types its props from its own definition (`import type { IntroProps } from './block.ts'`).
 *
 * The lists import the blocks, not the other way round; the rule reads the file's path and the
 * import's relative specifier only (packages and the layers below are the boundaries rule's).
 */
import { dirname, relative, resolve, sep } from 'node:path';

/** The block folder a path lies in ("intro"), or null for a file outside one (the lists at the top of src/blocks, other layers). */
function blockOf(projectRoot, path) {
  const parts = relative(projectRoot, path).split(sep);
  return parts[0] === 'src' && parts[1] === 'blocks' && parts.length > 3 ? parts[2] : null;
}

const insideBlocks = (projectRoot, path) => {
  const parts = relative(projectRoot, path).split(sep);
  return parts[0] === 'src' && parts[1] === 'blocks';
};

export const blockFolders = {
  meta: {
    type: 'problem',
    docs: { description: 'a block imports no other block, nor the lists of every block' },
    schema: [],
  },
  create(context) {
    const projectRoot = context.cwd;
    const file = resolve(context.filename);
    const block = blockOf(projectRoot, file);
    if (!block) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = resolve(dirname(file), source);
      if (!insideBlocks(projectRoot, target) || blockOf(projectRoot, target) === block) return;
      const other = blockOf(projectRoot, target);
      context.report({
        node,
        message: other
          ? `the ${block} block imports the ${other} block (${relative(projectRoot, target)}): move what both use into src/ui, or src/model if it draws nothing`
          : `the ${block} block imports ${relative(projectRoot, target)}, which lists every block: type the props from the block's own definition (./block.ts)`,
      });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
