import { z } from 'zod';
import {
  collections,
  schemaFileName,
  singletons,
  type CollectionName,
  type SingletonName,
} from '../../../src/content/collections/registry.ts';
import { displayFieldOf, labelFor, objectFields, type DecapField, type JsonSchema } from './decapFields.ts';
import { formatName } from './keyOrders.ts';
import { listingMediaLabels } from './listingMediaLabels.ts';
import { withBlockMenus } from './blockMenus.ts';
import { TEST_REPO } from './testRepo.ts';

const schemaOf = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** The "$schema" line every data file starts with, kept as the editor saves. */
const schemaLine = (name: CollectionName | SingletonName, depth: number): DecapField => ({
  name: '$schema',
  label: 'Schema',
  widget: 'hidden',
  default: `${'../'.repeat(depth)}schema/${schemaFileName(name)}`,
});

export interface EditorOptions {
  /** Talk to decap-server on this machine (npm start) rather than the hosted Git backend. */
  localBackend: boolean;
  /** Where the editor reaches its local backend: npm start's /admin/api/v1, which prepares uploads and passes them on to decap-server. */
  backendUrl?: string;
  /** The hosted Git backend, from the build's environment (hostedBackend). */
  hosted?: Record<string, string>;
}

/**
 * The hosted editor's Git backend, chosen by the team in the build's environment, no code to edit:
 * Netlify's Git Gateway by default; with EDITOR_GITHUB_REPO=<owner>/<name>, GitHub itself, signing in
 * through the OAuth proxy at EDITOR_OAUTH_URL (GitHub needs one; decap-proxy is one such).
 */
export function hostedBackend(env: Record<string, string | undefined>): Record<string, string> {
  const kind = env.EDITOR_BACKEND?.trim();
  // For tests and demonstrations only: the repository lives in the page's memory (testRepo.ts).
  if (kind === TEST_REPO) return { name: TEST_REPO };
  if (kind)
    throw new Error(
      `EDITOR_BACKEND is only for tests and demonstrations and can only be "${TEST_REPO}", not "${kind}": leave it unset for the real editor.`,
    );
  const branch = env.EDITOR_BRANCH?.trim() || 'main';
  const repo = env.EDITOR_GITHUB_REPO?.trim();
  if (!repo) return { name: 'git-gateway', branch };
  if (!/^[\w.-]+\/[\w.-]+$/.test(repo)) throw new Error(`EDITOR_GITHUB_REPO must be <owner>/<name>, not "${repo}".`);
  const oauth = env.EDITOR_OAUTH_URL?.trim();
  if (!oauth)
    throw new Error(
      'EDITOR_GITHUB_REPO needs EDITOR_OAUTH_URL: the address of the OAuth proxy editors sign in through (see README, editing in the browser).',
    );
  if (!/^https:\/\/[^/]/.test(oauth)) throw new Error(`EDITOR_OAUTH_URL must be an https:// address, not "${oauth}".`);
  return { name: 'github', repo, branch, base_url: oauth.replace(/\/+$/, '') };
}

/** What the editor's list of listings adds after a sold one's title. */
export const SOLD_MARK = ' — Sold';

/**
 * The Decap CMS configuration, generated from the collection and singleton definitions and their
 * zod schemas each time the editor is served or built: never written by hand, so it cannot drift.
 */
export function decapConfig({
  localBackend,
  backendUrl = 'http://127.0.0.1:4173/admin/api/v1',
  hosted = { name: 'git-gateway', branch: 'main' },
}: EditorOptions) {
  const folderCollections = Object.entries(collections).map(([name, definition]) => {
    const ownFields = objectFields(schemaOf(definition.schema));
    const fields = name === 'listings' ? listingMediaLabels(ownFields) : ownFields;
    const hasSlug = fields.some((field) => field.name === 'slug');
    return {
      name,
      label: labelFor(name),
      label_singular: definition.entryName,
      folder: `data/${definition.folder}`,
      extension: 'json',
      // JSON with the keys in the schema's order: registered by the editor's script (keyOrders.ts).
      format: formatName(name),
      create: true,
      delete: true,
      // The file is named after the entry's slug field, as the check requires.
      ...(hasSlug ? { slug: '{{fields.slug}}' } : {}),
      identifier_field: displayFieldOf(fields.map((field) => field.name)),
      // A listing marked sold stays in its collection (nothing moves): the list says it is sold.
      ...(fields.some((field) => field.name === 'sold')
        ? {
            summary: `{{fields.${displayFieldOf(fields.map((field) => field.name))}}}{{fields.sold.date | ternary('${SOLD_MARK}', '')}}`,
          }
        : {}),
      fields: [schemaLine(name as CollectionName, 2), ...withBlockMenus(name, fields)],
    };
  });
  const files = Object.entries(singletons).map(([name, definition]) => ({
    name,
    label: labelFor(name),
    file: `data/${definition.file}`,
    format: formatName(name),
    fields: [schemaLine(name as SingletonName, 1), ...objectFields(schemaOf(definition.schema))],
  }));

  return {
    ...(localBackend ? { local_backend: { url: backendUrl } } : {}),
    // Hosted: edits become pull requests (draft, review, publish), which CI checks like any other.
    // The local backend writes files directly (decap-server's file mode has no workflow).
    backend: hosted,
    ...(localBackend ? {} : { publish_mode: 'editorial_workflow' }),
    media_folder: 'data/media/uploads',
    public_folder: '/media/uploads',
    site_url: '/',
    collections: [...folderCollections, { name: 'settings', label: 'Site settings', files }],
  };
}
