/**
 * The block folder rule in eslint.config.js (scripts/lint/blockFolders.js), run on imports
 * written for the test: one block imports no other block, nor the lists of every block, and a
 * clean tree would pass `npm run lint` whether the rule works or not. The files are linted as
 * text under names in src/blocks; nothing is written to the tree.
 */
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const rule = 'architecture/block-folders';
const eslint = new ESLint({
  cwd: root,
  ruleFilter: ({ ruleId }) => ruleId === rule,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
});

/** The rule's messages for `code` linted as if it were the file at `path`. */
async function refusals(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  const messages = result?.messages ?? [];
  // Anything else (a parse error, a file the config ignores) would make a count of refusals meaningless.
  const other = messages.filter((m) => m.ruleId !== rule);
  if (other.length || result?.filePath !== join(root, path))
    throw new Error(`${path}: ${other.map((m) => m.message).join('; ')}`);
  return messages.map((m) => m.message);
}

describe('block folders (eslint.config.js, architecture/block-folders)', () => {
  it('a block may not import another block, by value, by type or lazily', async () => {
    const value = await refusals(
      'src/blocks/listingDetails/Probe.tsx',
      "import { ListingCards } from '../listingGrid/ListingCards.tsx';\nexport const L = ListingCards;\n",
    );
    expect(value).toEqual([expect.stringContaining('the listingDetails block imports the listingGrid block')]);
    expect(
      await refusals(
        'src/blocks/intro/Probe.ts',
        "import type { PillarsProps } from '../pillars/block.ts';\nexport type P = PillarsProps;\n",
      ),
    ).toHaveLength(1);
    expect(
      await refusals('src/blocks/intro/Probe.ts', "export const load = () => import('../pillars/Pillars.tsx');\n"),
    ).toHaveLength(1);
    expect(
      await refusals('src/blocks/intro/Probe.ts', "export { introBlock as other } from '../pillars/block.ts';\n"),
    ).toHaveLength(1);
  });

  it('a block may not import the lists of every block: its props come from its own definition', async () => {
    const registry = await refusals(
      'src/blocks/intro/Probe.tsx',
      "import type { BlockProps } from '../registry.ts';\nexport type P = BlockProps<'intro'>;\n",
    );
    expect(registry).toEqual([expect.stringContaining("type the props from the block's own definition")]);
    expect(
      await refusals(
        'src/blocks/intro/Probe.ts',
        "import { blockLoaders } from '../components.ts';\nexport const l = blockLoaders;\n",
      ),
    ).toHaveLength(1);
  });

  it('a block may import its own folder and the layers below', async () => {
    const own =
      "import type { IntroProps } from './block.ts';\nimport { StatusLabel } from '../../ui/StatusLabel.tsx';\nimport { z } from 'zod';\nexport type P = IntroProps;\nexport const s = [StatusLabel, z];\n";
    expect(await refusals('src/blocks/intro/Probe.tsx', own)).toEqual([]);
  });

  it('the lists of every block may import the blocks, and other layers are not this rule’s', async () => {
    expect(
      await refusals('src/blocks/components.ts', "export const load = () => import('./intro/Intro.tsx');\n"),
    ).toEqual([]);
    expect(
      await refusals(
        'src/content/Probe.ts',
        "import { introBlock } from '../blocks/intro/block.ts';\nexport const i = introBlock;\n",
      ),
    ).toEqual([]);
  });
});
