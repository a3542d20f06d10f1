/**
 * The naming rule in eslint.config.js (scripts/lint/fileNames.js), run on names written for the
 * test: a clean tree would pass `npm run lint` whether the rule works or not. The files are linted
 * as text under made-up names; nothing is written to the tree.
 */
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const rule = 'architecture/file-names';
const eslint = new ESLint({
  cwd: root,
  ruleFilter: ({ ruleId }) => ruleId === rule,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
});

/** The rule's messages for `code` linted as if it were the file at `path`. */
async function refusals(path: string, code = 'export const value = 1;\n'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  const messages = result?.messages ?? [];
  const other = messages.filter((m) => m.ruleId !== rule);
  if (other.length || result?.filePath !== join(root, path))
    throw new Error(`${path}: ${other.map((m) => m.message).join('; ')}`);
  return messages.map((m) => m.message);
}

describe('file names (eslint.config.js, architecture/file-names)', () => {
  it('refuses kebab-case and snake_case names, saying the camelCase one', async () => {
    expect(await refusals('scripts/tools/check-links.ts')).toEqual([
      expect.stringContaining('rename check-links.ts to checkLinks.ts'),
    ]);
    expect(await refusals('tests/build/page_count.test.ts')).toEqual([
      expect.stringContaining('rename page_count.test.ts to pageCount.test.ts'),
    ]);
  });

  it('keeps PascalCase for components: a .ts file may not use it, and a component file must', async () => {
    expect(await refusals('src/ui/Spacing.ts')).toEqual([
      expect.stringContaining('name a module that draws nothing in camelCase (spacing.ts)'),
    ]);
    const component = 'export function PriceTag() {\n  return null;\n}\n';
    expect(await refusals('src/ui/priceTag.tsx', component)).toEqual([
      expect.stringContaining('exports the component PriceTag: name its file after it (PriceTag.tsx)'),
    ]);
    expect(await refusals('src/ui/PriceTag.tsx', component)).toEqual([]);
    // A module of several components, or of code that draws, keeps a camelCase name.
    expect(await refusals('src/ui/icons.tsx', 'export const ArrowIcon = () => null;\n')).toEqual([]);
  });

  it('refuses a file beside a folder of its own name', async () => {
    // src/content/checks/ is a folder: a checks.ts next to it would split the concept in two.
    expect(await refusals('src/content/checks.ts')).toEqual([
      expect.stringContaining('sits beside a folder of the same name (checks/)'),
    ]);
    expect(await refusals('src/content/checkList.ts')).toEqual([]);
  });

  it('does not check the fixtures, which mirror a content team’s folders', async () => {
    expect(await refusals('tests/fixtures/some-site/load-me.ts')).toEqual([]);
  });
});
