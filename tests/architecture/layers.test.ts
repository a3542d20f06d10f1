/**
 * The layer rules in eslint.config.js, run on imports written for the test: a rule that stopped
 * refusing what docs/ARCHITECTURE.md forbids would otherwise go unnoticed, since a clean tree
 * passes `npm run lint` whether the rule works or not. The files are linted as text under names
 * in each layer; nothing is written to the tree.
 */
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const eslint = new ESLint({
  cwd: root,
  // Only the architecture's rules: the type-aware rules need files the TypeScript project knows.
  ruleFilter: ({ ruleId }) => ruleId === 'boundaries/dependencies',
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
});

/** The boundaries rule's messages for `code` linted as if it were the file at `path`. */
async function refusals(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  const messages = result?.messages ?? [];
  // Anything else (a parse error, a file the config ignores) would make a count of refusals meaningless.
  const other = messages.filter((m) => m.ruleId !== 'boundaries/dependencies');
  if (other.length || result?.filePath !== join(root, path))
    throw new Error(`${path}: ${other.map((m) => m.message).join('; ')}`);
  return messages.map((m) => m.message);
}

describe('layers (eslint.config.js, boundaries/dependencies)', () => {
  it('ui may name the model’s types, and may not import its values', async () => {
    expect(
      await refusals('src/ui/Probe.tsx', "import type { Price } from '../model/common.ts';\nexport type P = Price;\n"),
    ).toEqual([]);
    const refused = await refusals(
      'src/ui/Probe.tsx',
      "import { Price } from '../model/common.ts';\nexport const P = Price;\n",
    );
    expect(refused).toHaveLength(1);
  });

  it('a lower layer may not import a higher one', async () => {
    expect(
      await refusals('src/model/Probe.ts', "import { color } from '../ui/theme.ts';\nexport const c = color;\n"),
    ).toHaveLength(1);
    expect(
      await refusals(
        'src/ui/Probe.tsx',
        "import { ContactForm } from '../forms/ContactForm.tsx';\nexport const F = ContactForm;\n",
      ),
    ).toHaveLength(1);
    expect(
      await refusals(
        'src/blocks/intro/Probe.tsx',
        "import { App } from '../../site/App.tsx';\nexport const A = App;\n",
      ),
    ).toHaveLength(1);
  });

  it('the build-time content reads block definitions but never a component', async () => {
    expect(
      await refusals(
        'src/content/Probe.ts',
        "import { blockDefinitions } from '../blocks/registry.ts';\nexport const d = blockDefinitions;\n",
      ),
    ).toEqual([]);
    expect(
      await refusals(
        'src/content/Probe.ts',
        "import { Intro } from '../blocks/intro/Intro.tsx';\nexport const I = Intro;\n",
      ),
    ).toHaveLength(1);
  });

  it('the browser app knows the route data’s shape, not the code that writes it', async () => {
    expect(
      await refusals(
        'src/site/Probe.tsx',
        "import type { RouteData } from '../content/render/routeData.ts';\nexport type R = RouteData;\n",
      ),
    ).toEqual([]);
    expect(
      await refusals(
        'src/site/Probe.tsx',
        "import { loadContent } from '../content/load/loadContent.ts';\nexport const l = loadContent;\n",
      ),
    ).toHaveLength(1);
  });

  it('the site’s source never imports the scripts or the tests', async () => {
    expect(
      await refusals(
        'src/site/Probe.tsx',
        "import { CHROMIUM_PATH } from '../../scripts/lib/chromium.ts';\nexport const c = CHROMIUM_PATH;\n",
      ),
    ).toHaveLength(1);
  });

  it('the media package (scripts/media) is called by npm run check, never imported by the site’s source', async () => {
    expect(
      await refusals(
        'scripts/tools/Probe.ts',
        "import { checkStandIns } from '../media/index.ts';\nexport const c = checkStandIns;\n",
      ),
    ).toEqual([]);
    expect(
      await refusals(
        'src/content/Probe.ts',
        "import { checkStandIns } from '../../scripts/media/index.ts';\nexport const c = checkStandIns;\n",
      ),
    ).toHaveLength(1);
    const byName = new ESLint({
      cwd: root,
      ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports',
      overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
    });
    const [result] = await byName.lintText(
      "import { checkStandIns } from '@ashdown/media';\nexport const c = checkStandIns;\n",
      { filePath: join(root, 'src/content/Probe.ts') },
    );
    expect(result?.messages.map((m) => m.ruleId)).toEqual(['no-restricted-imports']);
  });

  it('the media package imports nothing of the site but which files of data/media are media', async () => {
    expect(
      await refusals(
        'scripts/media/Probe.ts',
        "import { mediaFilesUnder } from '../../src/content/checks/mediaFiles.ts';\nexport const m = mediaFilesUnder;\n",
      ),
    ).toEqual([]);
    expect(
      await refusals(
        'scripts/media/Probe.ts',
        "import { CHROMIUM_PATH } from '../lib/chromium.ts';\nexport const c = CHROMIUM_PATH;\n",
      ),
    ).toEqual([]);
    expect(
      await refusals(
        'scripts/media/Probe.ts',
        "import { placeholder } from '../../src/model/thresholds.ts';\nexport const p = placeholder;\n",
      ),
    ).toHaveLength(1);
    expect(
      await refusals(
        'scripts/media/Probe.ts',
        "import { loadContent } from '../../src/content/load/loadContent.ts';\nexport const l = loadContent;\n",
      ),
    ).toHaveLength(1);
  });

  it('the forms import the Edge Functions’ rows as types, and code only from the alert’s search in words', async () => {
    const from = 'src/forms/Probe.ts';
    expect(
      await refusals(
        from,
        "import { searchInWords } from '../../supabase/functions/_shared/alertSearch.ts';\nexport const s = searchInWords;\n",
      ),
    ).toEqual([]);
    expect(
      await refusals(
        from,
        "import { describeSearch } from '../../supabase/functions/_shared/listingAlertEmail.ts';\nexport const d = describeSearch;\n",
      ),
    ).toHaveLength(1);
    expect(
      await refusals(
        'src/blocks/intro/Probe.ts',
        "import { searchInWords } from '../../../supabase/functions/_shared/alertSearch.ts';\nexport const s = searchInWords;\n",
      ),
    ).toHaveLength(1);
  });
});
