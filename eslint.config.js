/**
 * npm run lint: type-aware TypeScript rules, React's hook rules, accessibility rules for JSX, and
 * the architecture: which layer may import which (docs/ARCHITECTURE.md), no import cycles
 * (scripts/lint/importCycles.js), and no block importing another block or the lists of every
 * block (scripts/lint/blockFolders.js).
 * Zero warnings: a rule is either worth failing on, or off with its reason here.
 */
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { blockFolders } from './scripts/lint/blockFolders.js';
import { fileNames } from './scripts/lint/fileNames.js';
import { importCycles } from './scripts/lint/importCycles.js';

/** The layers, lowest first. A file belongs to the first that matches. */
const layers = [
  { type: 'model', pattern: 'src/model/**', partialMatch: false },
  { type: 'ui', pattern: 'src/ui/**', partialMatch: false },
  { type: 'forms', pattern: 'src/forms/**', partialMatch: false },
  { type: 'blocks', pattern: 'src/blocks/**', partialMatch: false },
  { type: 'content', pattern: 'src/content/**', partialMatch: false },
  { type: 'site', pattern: 'src/site/**', partialMatch: false },
  { type: 'scripts-lib', pattern: 'scripts/lib/**', partialMatch: false },
  // A feature that spans phases keeps one folder, its parts in the layer of the phase they serve:
  // the fonts (subset by npm run generate, trimmed by the build), the editor's configuration
  // (written by the build) and the editor's server (run by npm start, drawing with the build).
  { type: 'fonts', pattern: 'scripts/fonts/**', partialMatch: false },
  { type: 'cms-config', pattern: 'scripts/cms/config/**', partialMatch: false },
  { type: 'build', pattern: 'scripts/siteBuild/**', partialMatch: false },
  { type: 'cms-server', pattern: 'scripts/cms/server/**', partialMatch: false },
  // The local backend npm start runs in place of the hosted project: Supabase's database API over
  // PGlite, the mail catcher and the notifier that drains the outbox as the Edge Functions do.
  { type: 'local-backend', pattern: 'scripts/localBackend/**', partialMatch: false },
  { type: 'dev', pattern: 'scripts/dev/**', partialMatch: false },
  { type: 'tools', pattern: 'scripts/tools/**', partialMatch: false },
  // The team's own commands on the forms' data (npm run submissions, subscribers, privacy), local
  // or against the hosted project: they start the local backend when it is not running.
  { type: 'staff', pattern: 'scripts/staff/**', partialMatch: false },
  // The board's listings feed (npm run sync:listings): another writer of data/, like the tools.
  { type: 'feed', pattern: 'scripts/feed/**', partialMatch: false },
  // The stand-in media package (npm workspace @ashdown/media): a program of its own beside the site.
  { type: 'media', pattern: 'scripts/media/**', partialMatch: false },
  { type: 'bench', pattern: 'bench/**', partialMatch: false },
  { type: 'tests', pattern: 'tests/**', partialMatch: false },
  // Supabase Edge Functions run in Deno: they import nothing but each other.
  { type: 'edge-functions', pattern: 'supabase/functions/**', partialMatch: false },
];

const to = (...types) => ({ to: { element: { types: { anyOf: types } } } });
const source = ['model', 'ui', 'forms', 'blocks', 'content', 'site'];

/** Who may import whom: everything else is refused. */
const policies = [
  { from: { element: { type: 'model' } }, allow: to('model') },
  { from: { element: { type: 'ui' } }, allow: to('ui') },
  // The design system draws what it is given: it may name content's types, never read its schemas.
  { from: { element: { type: 'ui' } }, allow: { ...to('model'), dependency: { kind: 'type' } } },
  // …and writes addresses as the rest of the site does: plain text functions, no schema.
  {
    from: { element: { type: 'ui' } },
    allow: { to: { element: { type: 'model' }, file: { path: 'src/model/address.ts' } } },
  },
  { from: { element: { type: 'forms' } }, allow: to('forms', 'ui', 'model') },
  // The rows the forms insert are defined once, beside the functions that read them back
  // (supabase/functions/_shared/rows.ts, checked against the migrated schema): types only, no code.
  {
    from: { element: { type: 'forms' } },
    allow: {
      to: { element: { type: 'edge-functions' }, file: { path: 'supabase/functions/_shared/rows.ts' } },
      dependency: { kind: 'type' },
    },
  },
  // …and a listing alert's search in words, the one sentence the form and the alert's emails write
  // (supabase/functions/_shared/alertSearch.ts, which imports nothing): its code too.
  {
    from: { element: { type: 'forms' } },
    allow: {
      to: { element: { type: 'edge-functions' }, file: { path: 'supabase/functions/_shared/alertSearch.ts' } },
    },
  },
  { from: { element: { type: 'blocks' } }, allow: to('blocks', 'forms', 'ui', 'model') },
  // The build-time pipeline reads block definitions, never their React components, and from the
  // design system only the character set the fonts carry.
  { from: { element: { type: 'content' } }, allow: to('content', 'blocks', 'model') },
  {
    from: { element: { type: 'content' } },
    allow: { to: { element: { type: 'ui' }, file: { path: 'src/ui/fonts/characterSet.ts' } } },
  },
  { from: { element: { type: 'content' } }, disallow: { to: { file: { categories: 'react-component' } } } },
  { from: { element: { type: 'site' } }, allow: to('site', 'blocks', 'forms', 'ui', 'model') },
  // The browser app knows the shape of the route data the build writes, not the code that writes it.
  { from: { element: { type: 'site' } }, allow: { ...to('content'), dependency: { kind: 'type' } } },
  { from: { element: { type: 'scripts-lib' } }, allow: to('scripts-lib') },
  // restRpcClient answers the functions' own client type, so the local notifier and the staff's
  // tools hand it to the functions' code unchanged: the type only.
  {
    from: { element: { type: 'scripts-lib' } },
    allow: {
      to: { element: { type: 'edge-functions' }, file: { path: 'supabase/functions/_shared/outbox.ts' } },
      dependency: { kind: 'type' },
    },
  },
  { from: { element: { type: 'edge-functions' } }, allow: to('edge-functions') },
  { from: { element: { type: 'fonts' } }, allow: to('fonts', 'scripts-lib', ...source) },
  { from: { element: { type: 'cms-config' } }, allow: to('cms-config', 'scripts-lib', ...source) },
  {
    from: { element: { type: 'build' } },
    allow: to('build', 'fonts', 'cms-config', 'scripts-lib', 'edge-functions', ...source),
  },
  // The editor's pre-save check refuses what npm run check refuses, the stand-in rules included.
  {
    from: { element: { type: 'cms-server' } },
    allow: to('cms-server', 'cms-config', 'build', 'scripts-lib', ...source),
  },
  {
    from: { element: { type: 'cms-server' } },
    allow: { to: { element: { type: 'tools' }, file: { path: 'scripts/tools/contentStandIns.ts' } } },
  },
  // The editor's content index lists which files carry the stand-in mark, for the page's check.
  {
    from: { element: { type: 'cms-config' } },
    allow: { to: { element: { type: 'tools' }, file: { path: 'scripts/tools/entryStandIns.ts' } } },
  },
  // The build refuses what npm run check refuses, the stand-in pictures' rules included.
  {
    from: { element: { type: 'build' } },
    allow: { to: { element: { type: 'tools' }, file: { path: 'scripts/tools/contentStandIns.ts' } } },
  },
  {
    from: { element: { type: 'local-backend' } },
    allow: to('local-backend', 'build', 'scripts-lib', 'edge-functions', ...source),
  },
  {
    from: { element: { type: 'dev' } },
    allow: to(
      'dev',
      'local-backend',
      'cms-server',
      'cms-config',
      'build',
      'fonts',
      'scripts-lib',
      'edge-functions',
      ...source,
    ),
  },
  { from: { element: { type: 'tools' } }, allow: to('tools', 'fonts', 'scripts-lib', 'media', ...source) },
  { from: { element: { type: 'staff' } }, allow: to('staff', 'local-backend', 'scripts-lib', 'edge-functions') },
  { from: { element: { type: 'feed' } }, allow: to('feed', 'scripts-lib', ...source) },
  // The media package stands on its own: the Chromium path, and from the site only which files
  // of data/media are media (the site's to say: it serves them). Nothing of the site imports it.
  { from: { element: { type: 'media' } }, allow: to('media', 'scripts-lib') },
  {
    from: { element: { type: 'media' } },
    allow: { to: { element: { type: 'content' }, file: { path: 'src/content/checks/mediaFiles.ts' } } },
  },
  // bench:scale writes feed-shaped listings with the sync's own code (bench/lib/feedListings.ts);
  // bench:editor-preview weighs the editor's preview as the editor's configuration bundles it.
  {
    from: { element: { type: 'bench' } },
    allow: to('bench', 'build', 'dev', 'local-backend', 'tools', 'feed', 'cms-config', 'scripts-lib', ...source),
  },
  {
    from: { element: { type: 'tests' } },
    allow: to(
      'tests',
      'build',
      'dev',
      'local-backend',
      'tools',
      'feed',
      'fonts',
      'cms-config',
      'cms-server',
      'scripts-lib',
      'bench',
      'edge-functions',
      'media',
      ...source,
    ),
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-*/**',
      'node_modules/**',
      '.cache/**',
      '.local-db/**',
      'bench/raw/**',
      'public/**',
      'data/**',
      'schema/**',
      'scripts/ci/**/*.mjs',
      'supabase/functions/*/index.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      // `_name` marks a value left unused on purpose (destructuring a field away).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      // The code has no classes whose methods need their `this`: its interfaces declare plain
      // functions in method syntax (ResolveContext.image, PageContext.titled), which the rule cannot
      // tell apart. Every one of its 68 reports here was such a function passed as a value.
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    // Tests reach into arbitrary JSON (a data file edited to break it) and use vitest's asymmetric
    // matchers, which are typed `any`: the unsafe-any rules would only ask for casts that say nothing.
    files: ['tests/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // act(async () => ...) flushes React's work even when the callback awaits nothing.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // role="list" on a styled list is not redundant: Safari (VoiceOver) drops a list's semantics
      // once its markers are removed with list-style: none, unless the role is given again.
      'jsx-a11y/no-redundant-roles': ['error', { ul: ['list'], ol: ['list'] }],
    },
  },
  {
    // Imports src/ may not write. One rule entry for both, since a later entry for the same files
    // would replace this one's options, not add to them.
    // One way of writing styles in src/: the css prop (Emotion's jsx, with css`` templates). Styled
    // components would also bring @emotion/styled and its list of valid props back into the files
    // of the pages that draw them (2.1 KB; the forms left it in issue 35).
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@emotion/styled',
              message: 'src/ draws with the css prop (`css={...}`, css`` from @emotion/react), not styled components.',
            },
          ],
          patterns: [
            { group: ['@emotion/styled/*'], message: 'src/ draws with the css prop, not styled components.' },
            // The media package by its name: the site's own code never imports it (its relative paths
            // are refused by the layers, as any import from src/ into scripts/ is); npm run check calls it.
            {
              group: ['@ashdown/media', '@ashdown/media/*'],
              message: 'src/ imports nothing from the media package (scripts/media): npm run check calls it.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.ts', 'bench/**/*.ts', 'tests/**/*.{ts,tsx}', '*.config.ts'],
    plugins: {
      boundaries,
      architecture: {
        rules: { 'no-import-cycles': importCycles, 'block-folders': blockFolders, 'file-names': fileNames },
      },
    },
    settings: {
      'boundaries/elements': layers,
      'boundaries/files': [{ category: 'react-component', pattern: 'src/**/*.tsx' }],
      'boundaries/include': ['src/**', 'scripts/**', 'bench/**', 'tests/**', 'supabase/functions/**'],
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies }],
      // No import cycles, type-only and lazy imports included (eslint-plugin-import-x's no-cycle
      // skips both kinds, and its resolver's native bindings do not install from this lockfile).
      'architecture/no-import-cycles': 'error',
      // One block imports no other block, nor registry.ts or the component map: shared parts live
      // in src/ui or src/model, and a component types its props from its own block.ts.
      'architecture/block-folders': 'error',
      // One naming rule: camelCase files, PascalCase for a component's, none beside a folder of its name.
      'architecture/file-names': 'error',
    },
  },
);
