/**
 * An ESLint rule: no import cycles, type-only and lazy (import()) imports included. A cycle of
 * types is still two files that cannot be read or moved apart, and a lazy import back into a
 * module that loads it ties their chunks together (import-x/no-cycle skips both kinds).
 *
 * The import graph of the project's TypeScript is built once per lint run from the source text
 * (relative specifiers only; packages cannot import back), and each import that closes a cycle is
 * reported where it is written, with the whole loop.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const roots = ['src', 'scripts', 'bench', 'tests'];
const specifierPattern =
  /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

const walk = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name.startsWith('dist')) return [];
    return statSync(path).isDirectory() ? walk(path) : /\.tsx?$/.test(name) ? [path] : [];
  });

let cached;

/** Each file's group of files that import one another round in a loop (Tarjan's strongly connected components). */
function cycles(projectRoot) {
  if (cached?.root === projectRoot) return cached;
  const files = roots.filter((r) => existsSync(join(projectRoot, r))).flatMap((r) => walk(join(projectRoot, r)));
  const known = new Set(files);
  const edges = new Map(
    files.map((file) => [
      file,
      [...readFileSync(file, 'utf8').matchAll(specifierPattern)]
        .map((m) => resolve(dirname(file), m[1] ?? m[2]))
        .filter((t) => known.has(t)),
    ]),
  );
  let index = 0;
  const stack = [];
  const onStack = new Set();
  const order = new Map();
  const low = new Map();
  const groupOf = new Map();
  const visit = (file) => {
    order.set(file, index);
    low.set(file, index++);
    stack.push(file);
    onStack.add(file);
    for (const next of edges.get(file)) {
      if (!order.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file), low.get(next)));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file), order.get(next)));
    }
    if (low.get(file) !== order.get(file)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1) for (const f of group) groupOf.set(f, group);
  };
  for (const file of files) if (!order.has(file)) visit(file);
  cached = { root: projectRoot, groupOf };
  return cached;
}

export const importCycles = {
  meta: { type: 'problem', docs: { description: 'no import cycles, type-only and lazy imports included' }, schema: [] },
  create(context) {
    const projectRoot = context.cwd;
    const file = resolve(context.filename);
    const group = cycles(projectRoot).groupOf.get(file);
    if (!group) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = resolve(dirname(file), source);
      if (!group.includes(target)) return;
      const names = group.map((f) => relative(projectRoot, f)).sort();
      context.report({
        node,
        message: `import cycle: ${relative(projectRoot, file)} and ${relative(projectRoot, target)} are in a loop of imports (${names.join(', ')}); move what both need into a file of its own`,
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
