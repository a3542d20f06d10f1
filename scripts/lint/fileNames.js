/**
 * An ESLint rule: one naming rule for the project's files, so a name says what a file holds.
 *
 *   - Names are camelCase; a component's file is PascalCase, named after the component it exports
 *     (Header.tsx exports Header), and only a component's file is (a .tsx file).
 *   - No file sits beside a folder of its own name (collections.ts next to collections/): which of
 *     the two holds what is then a guess. The file moves into the folder, or one of them is renamed.
 *
 * The name is the part before the first dot, so tests (listing.test.ts, gallery.e2e.ts) and
 * declarations (subsetFont.d.ts) follow the same rule. Tools' own configuration files at the top
 * of the project (vite.config.ts, eslint.config.js) are named by those tools and are not checked.
 */
import { existsSync, statSync } from 'node:fs';
import { basename, dirname, extname, join, relative, sep } from 'node:path';

const checkedFolders = ['src', 'scripts', 'tests', 'bench'];
const camelOrPascal = /^[A-Za-z][A-Za-z0-9]*$/;
const isPascal = (name) => /^[A-Z]/.test(name);
const camelCaseOf = (name) => name.replace(/[-_]+([a-zA-Z0-9])/g, (_, c) => c.toUpperCase());
const pascalCaseOf = (name) => name[0].toUpperCase() + name.slice(1);

/** The names a module exports by declaration (export function X, export const X, export class X). */
function declaredExports(program) {
  const names = [];
  for (const node of program.body) {
    if (node.type !== 'ExportNamedDeclaration' || !node.declaration) continue;
    const declaration = node.declaration;
    if (declaration.id?.name) names.push(declaration.id.name);
    for (const declarator of declaration.declarations ?? [])
      if (declarator.id.type === 'Identifier') names.push(declarator.id.name);
  }
  return names;
}

export const fileNames = {
  meta: {
    type: 'suggestion',
    docs: { description: 'camelCase file names, PascalCase for components, no file beside a folder of its name' },
    schema: [],
  },
  create(context) {
    const path = relative(context.cwd, context.filename);
    const parts = path.split(sep);
    if (
      !checkedFolders.includes(parts[0]) ||
      parts.includes('node_modules') ||
      (parts[0] === 'tests' && parts[1] === 'fixtures')
    )
      return {};
    const file = basename(path);
    const name = file.split('.')[0];
    const isTsx = extname(file) === '.tsx';
    return {
      Program(program) {
        const report = (message) => context.report({ node: program, loc: { line: 1, column: 0 }, message });
        if (!camelOrPascal.test(name))
          return report(
            `file names are camelCase (a component's PascalCase): rename ${file} to ${file.replace(name, camelCaseOf(name))}`,
          );
        if (isPascal(name) && !isTsx)
          report(
            `${file} is PascalCase, which is for a component's .tsx file: name a module that draws nothing in camelCase (${file.replace(name, name[0].toLowerCase() + name.slice(1))})`,
          );
        if (!isPascal(name) && isTsx && declaredExports(program).includes(pascalCaseOf(name)))
          report(
            `${file} exports the component ${pascalCaseOf(name)}: name its file after it (${file.replace(name, pascalCaseOf(name))})`,
          );
        const folder = join(dirname(context.filename), name);
        if (existsSync(folder) && statSync(folder).isDirectory())
          report(
            `${file} sits beside a folder of the same name (${name}/): move the file into the folder, or rename one of them, so one place holds the concept`,
          );
      },
    };
  },
};
