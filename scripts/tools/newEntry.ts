/**
 * `npm run new -- <kind> <slug>`: starts a new entry from scripts/tools/templates/<kind>.json.
 *
 *   npm run new -- listing 12-test-lane      -> data/listings/12-test-lane.json
 *   kinds: each collection's `scaffold.kind` (src/content/collections/<name>.ts); the folder's name works too
 *
 * The new file is valid content straight away (so the site keeps building), with every value an
 * editor must supply marked "REPLACE: <what to write>" (the check lists each one as a warning that
 * says which value and how), the postal code D0D 0D0 (which cannot exist), and the picture
 * /media/placeholder.jpg ("photo to come", copied from templates/ when data/media lacks it) until
 * the real one is in data/media. Not a photo borrowed from another entry: that entry's stand-in
 * check would then ask for a description of someone else's house. A new listing starts with
 * "showInGrid": false, so it stays off /listings until it is ready.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { CollectionDefinition } from '../../src/content/collections/defineCollection.ts';
import { type CollectionName, collectionOf, collections, entryRoute } from '../../src/content/collections/registry.ts';
import { didYouMean } from '../../src/content/load/suggest.ts';
import { Slug } from '../../src/model/common.ts';
import { imageRoles, placeholder } from '../../src/model/thresholds.ts';
import { torontoDate } from '../../src/content/render/context.ts';

/** Each collection by its kind, from its definition's `scaffold`: the word an editor types, and its template's name. */
export const kindsOf = <C extends string>(registry: Record<C, CollectionDefinition>): Record<string, C> =>
  Object.fromEntries(
    (Object.keys(registry) as C[]).map((collection) => [registry[collection].scaffold.kind, collection]),
  );

/** Other words an editor might reach for: the folder's name and the definition's aliases. */
export const aliasesOf = (registry: Record<string, CollectionDefinition>): Record<string, string> =>
  Object.fromEntries(
    Object.values(registry).flatMap(({ folder, scaffold }) =>
      [folder, ...(scaffold.aliases ?? [])]
        .filter((word) => word !== scaffold.kind)
        .map((word): [string, string] => [word, scaffold.kind]),
    ),
  );

const registry = Object.fromEntries(
  (Object.keys(collections) as CollectionName[]).map((c) => [c, collectionOf(c)]),
) as Record<CollectionName, CollectionDefinition>;

/** What an editor types, and where it goes. */
export const kinds = kindsOf(registry);
const aliases = aliasesOf(registry);

export type Kind = string;

const projectRoot = join(import.meta.dirname, '..', '..');
const templatesDir = join(import.meta.dirname, 'templates');

export class NewEntryError extends Error {}

export interface NewEntry {
  /** Relative to the site's root, e.g. "data/listings/12-test-lane.json". */
  file: string;
  /** The page's path on the site, or undefined for entries shown only inside other pages. */
  route: string | undefined;
  /** Where the entry appears when it has no page of its own. */
  shownOn: string | undefined;
  url: string | undefined;
}

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

const jsonFiles = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()
    : [];

/** Puts the "photo to come" picture in data/media when no entry has it (npm run photos deletes it once unused). */
function ensurePlaceholderPhoto(dataDir: string): string {
  const target = join(dataDir, placeholder.photo);
  if (!existsSync(target)) {
    mkdirSync(join(target, '..'), { recursive: true });
    copyFileSync(join(templatesDir, 'placeholder.jpg'), target);
  }
  return placeholder.photo;
}

function site(dataDir: string): { baseUrl?: string; brand?: { teamName?: string } } {
  try {
    return readJson(join(dataDir, 'site.json')) as { baseUrl?: string; brand?: { teamName?: string } };
  } catch {
    return {};
  }
}

/** The URLs /<slug> that data/pages and data/legal already serve (both live at the top level). */
function takenTopLevelRoutes(dataDir: string): Map<string, string> {
  const taken = new Map<string, string>();
  for (const file of jsonFiles(join(dataDir, 'pages'))) {
    try {
      const { path } = readJson(join(dataDir, 'pages', file)) as { path?: string };
      if (path) taken.set(path, `data/pages/${file}`);
    } catch {
      // A page that does not parse is the check's business; it claims no URL here.
    }
  }
  for (const file of jsonFiles(join(dataDir, 'legal')))
    taken.set(`/${file.slice(0, -'.json'.length)}`, `data/legal/${file}`);
  return taken;
}

export function resolveKind(word: string | undefined): Kind {
  const known = Object.keys(kinds);
  if (!word)
    throw new NewEntryError(
      `say what to create: npm run new -- <kind> <slug>, where <kind> is one of ${known.join(', ')}`,
    );
  if (Object.hasOwn(kinds, word)) return word;
  if (Object.hasOwn(aliases, word)) return aliases[word]!;
  const hint = didYouMean(word, [...known, ...Object.keys(aliases)]);
  throw new NewEntryError(`"${word}" is not a kind of content${hint ? `: ${hint}` : ''} (one of ${known.join(', ')})`);
}

/** Writes data/<folder>/<slug>.json from the kind's template. Throws NewEntryError when it cannot. */
export function createEntry({
  root = projectRoot,
  kind,
  slug,
  today = torontoDate(new Date()),
}: {
  root?: string;
  kind: Kind;
  slug: string | undefined;
  today?: string;
}): NewEntry {
  const collection = kinds[resolveKind(kind)]!;
  const definition = registry[collection];
  const { folder } = definition;
  const dataDir = join(root, 'data');

  if (!slug)
    throw new NewEntryError(
      `give the new ${kind} a slug: npm run new -- ${kind} <slug>, e.g. npm run new -- ${kind} ${kind === 'listing' ? '12-test-lane' : 'my-new-entry'}`,
    );
  if (!Slug.safeParse(slug).success) {
    const fixed = slug
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
    throw new NewEntryError(
      `"${slug}" is not a valid slug: use lowercase letters, digits and single hyphens (it becomes the file name and the URL)${fixed ? `; did you mean "${fixed}"?` : ''}`,
    );
  }
  const file = `data/${folder}/${slug}.json`;
  if (existsSync(join(root, file)))
    throw new NewEntryError(`${file} already exists: choose another slug, or edit that file`);

  const route = collection === 'pages' ? `/${slug}` : entryRoute(collection, slug);
  if (collection === 'pages' || collection === 'legal') {
    const owner = takenTopLevelRoutes(dataDir).get(route!);
    if (owner) throw new NewEntryError(`the URL ${route} is already taken by ${owner}: choose another slug`);
  }

  const { baseUrl, brand } = site(dataDir);
  const values: Record<string, string> = {
    slug,
    today,
    teamName: brand?.teamName ?? 'REPLACE: team name',
    // An article starts by the first member of the team (by file name): the editor changes it to its writer.
    firstMember: jsonFiles(join(dataDir, 'team'))[0]?.slice(0, -'.json'.length) ?? 'REPLACE',
    standIn: collection === 'pages' || collection === 'legal' ? '' : ensurePlaceholderPhoto(dataDir),
  };
  const template = readFileSync(join(templatesDir, `${kind}.json`), 'utf8');
  const text = template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
  JSON.parse(text); // a template that stopped being JSON is a bug here, not the editor's problem
  writeFileSync(join(root, file), text, { flag: 'wx' });

  const { shownOn } = definition.scaffold;
  return { file, route, shownOn, url: route && baseUrl ? `${baseUrl.replace(/\/$/, '')}${route}` : undefined };
}

/** How to replace the "photo to come" picture: the shape and width its role asks for. */
function photoStep({ folder, photos }: CollectionDefinition, slug: string): string | undefined {
  if (!photos) return undefined;
  const shape = `(${photos.role === 'portrait' ? 'portrait' : 'landscape'}, at least ${imageRoles[photos.role].recommendedWidth} px wide)`;
  return photos.list
    ? `npm run photos -- replace 1 <photo> --to ${folder}/${slug}, then add the others ${shape}`
    : `npm run photos -- add <photo> --to ${folder}/${slug} ${shape}`;
}

function nextSteps(kind: Kind, entry: NewEntry, slug: string): string {
  const definition = registry[kinds[kind]!];
  const media = photoStep(definition, slug);
  return [
    `created ${entry.file}`,
    entry.route
      ? `its URL: ${entry.route}${entry.url ? `  (${entry.url} once published; http://127.0.0.1:5173${entry.route} with npm run dev)` : ''}`
      : `it has no page of its own: it is shown on ${entry.shownOn}`,
    '',
    'next:',
    `  1. open ${entry.file} and replace every value that starts with "REPLACE"${kind === 'listing' || kind === 'team-member' ? ' and the postal code D0D 0D0' : ''} (docs/CONTENT.md says what each field means)`,
    ...(media ? [`  2. put the photo in place of the "photo to come" picture: ${media}`] : []),
    `  ${media ? 3 : 2}. run npm run check: it lists every value still to replace`,
    '',
    definition.scaffold.visibility ?? '',
  ]
    .join('\n')
    .trimEnd();
}

function main() {
  const args = process.argv.slice(2);
  const rootAt = args.indexOf('--root');
  const root = rootAt >= 0 && args[rootAt + 1] ? resolve(args[rootAt + 1]!) : projectRoot;
  const [word, slug] = args.filter((a, i) => !a.startsWith('--') && (rootAt < 0 || (i !== rootAt && i !== rootAt + 1)));
  try {
    const kind = resolveKind(word);
    const entry = createEntry({ root, kind, slug });
    console.log(nextSteps(kind, entry, slug!));
  } catch (error) {
    if (!(error instanceof NewEntryError)) throw error;
    console.error(`npm run new: ${error.message}`);
    process.exitCode = 1;
  }
}

if (process.argv[1] === import.meta.filename) main();
