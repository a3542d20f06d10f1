import { type Node, findNodeAtLocation, parseTree } from 'jsonc-parser';
import type { Problem } from './problem.ts';

/** Line and column (1-based) of a character offset. */
export function lineColumnAt(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

/**
 * The node a problem points at: the offending value itself, or for a key that is missing,
 * the deepest enclosing object or array that exists; for an unknown key, its name.
 */
function nodeFor(root: Node, { path, pointAtKey }: Problem): Node {
  for (let depth = path.length; depth >= 0; depth--) {
    const node = findNodeAtLocation(root, path.slice(0, depth));
    if (!node) continue;
    if (pointAtKey && depth === path.length && node.parent?.type === 'property')
      return node.parent.children?.[0] ?? node;
    return node;
  }
  return root;
}

/**
 * Fills in line and column for each problem. Files are parsed for positions only here,
 * so content that validates never pays for it.
 */
export function locateProblems(problems: Problem[], readText: (file: string) => string | undefined): Problem[] {
  const trees = new Map<string, { text: string; root: Node | undefined }>();
  return problems.map((p) => {
    if (p.line !== undefined) return p;
    let entry = trees.get(p.file);
    if (!entry) {
      const text = readText(p.file) ?? '';
      entry = { text, root: parseTree(text) };
      trees.set(p.file, entry);
    }
    if (!entry.root) return { ...p, line: 1, column: 1 };
    const node = nodeFor(entry.root, p);
    return { ...p, ...lineColumnAt(entry.text, node.offset) };
  });
}
