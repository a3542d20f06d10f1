/**
 * One way of writing styles in src/ (eslint.config.js, no-restricted-imports): the css prop, never
 * styled components. The imports are linted as text under made-up names, since a clean tree would
 * pass `npm run lint` whether the restriction works or not; nothing is written to the tree.
 */
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const rule = 'no-restricted-imports';
const eslint = new ESLint({
  cwd: root,
  ruleFilter: ({ ruleId }) => ruleId === rule,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
});

/** The restriction's messages for `code` linted as if it were the file at `path`. */
async function refusals(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  if (result?.filePath !== join(root, path)) throw new Error(`${path} was not linted`);
  return (result.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message);
}

describe('styles in src/ (eslint.config.js, no-restricted-imports)', () => {
  it('refuses @emotion/styled, and any file inside it, anywhere in src/', async () => {
    const styled = "import styled from '@emotion/styled';\nexport const Box = styled.div({ padding: 8 });\n";
    expect(await refusals('src/forms/Probe.tsx', styled)).toEqual([expect.stringContaining('draws with the css prop')]);
    expect(
      await refusals('src/ui/probe.ts', "import styled from '@emotion/styled/base';\nexport const base = styled;\n"),
    ).toEqual([expect.stringContaining('css prop')]);
  });

  it('accepts the css prop and css templates from @emotion/react', async () => {
    expect(
      await refusals(
        'src/ui/probe.ts',
        "import { css } from '@emotion/react';\nexport const box = css({ padding: 8 });\n",
      ),
    ).toEqual([]);
  });
});
