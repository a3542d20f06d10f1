import { z } from 'zod';
import { collections, schemaFileName, singletons, type CollectionName, type SingletonName } from '../../../src/content/collections.ts';
import { displayFieldOf, labelFor, objectFields, type DecapField, type JsonSchema } from './decapFields.ts';
import { formatName } from './keyOrders.ts';

/** Where the local editor's backend (decap-server) listens: npm start starts it. */
export const DECAP_SERVER_PORT = 8081;

const schemaOf = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** The "$schema" line every data file starts with, kept as the editor saves. */
const schemaLine = (name: CollectionName | SingletonName, depth: number): DecapField => ({
  name: '$schema',
  label: 'Schema',
  widget: 'hidden',
  default: `${'../'.repeat(depth)}schema/${schemaFileName(name)}`,
});

/**
 * The Decap CMS configuration, generated from the collection and singleton definitions and their
 * zod schemas each time the editor is served or built: never written by hand, so it cannot drift.
 */
export interface EditorOptions {
  /** Talk to decap-server on this machine (npm start) rather than the hosted Git backend. */
  localBackend: boolean;
  /** Where the editor reaches its local backend: npm start's /admin/api/v1, which prepares uploads and passes them on to decap-server. */
  backendUrl?: string;
}

export function decapConfig({ localBackend, backendUrl = `http://127.0.0.1:${DECAP_SERVER_PORT}/api/v1` }: EditorOptions) {
  const folderCollections = Object.entries(collections).map(([name, definition]) => {
    const fields = objectFields(schemaOf(definition.schema));
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
      fields: [schemaLine(name as CollectionName, 2), ...fields],
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
    backend: { name: 'git-gateway', branch: 'main' },
    ...(localBackend ? {} : { publish_mode: 'editorial_workflow' }),
    media_folder: 'data/media/uploads',
    public_folder: '/media/uploads',
    site_url: '/',
    collections: [...folderCollections, { name: 'settings', label: 'Site settings', files }],
  };
}
