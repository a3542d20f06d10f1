import { runInNewContext } from 'node:vm';
import { expect, test } from 'vitest';
import { editorScript } from '../../scripts/cms/config/adminFiles.ts';
import { EDITOR_PHRASES } from '../../scripts/cms/config/editorPhrases.ts';

/**
 * The hosted editor (no npm start behind it) refuses a new entry whose slug is taken before the
 * save: its script asks the published site for the entry's page. Run as the editor's page runs
 * it, with a stand-in for Decap's registry and for the site's answers.
 */
type Handler = (event: { entry: unknown }) => Promise<void>;

function hostedPreSave(pages: Set<string>, asked: string[]): Handler[] {
  const handlers: Handler[] = [];
  runInNewContext(editorScript({ localBackend: false }), {
    createClass: (definition: object) => definition,
    h: () => null,
    fetch: (url: string, init?: { method?: string }) => {
      asked.push(`${init?.method ?? 'GET'} ${url}`);
      // The published site: its pages answer; /admin/check does not exist there.
      return Promise.resolve({ ok: pages.has(url), status: pages.has(url) ? 200 : 404 });
    },
    // The page's window: the upload script listens on it for chosen files.
    window: { addEventListener: () => {} },
    CMS: {
      registerWidget: () => {},
      registerCustomFormat: () => {},
      registerEventListener: ({ name, handler }: { name: string; handler: Handler }) =>
        name === 'preSave' && handlers.push(handler),
      registerPreviewTemplate: () => {},
      // Decap's registry of backends: none registered here, so the upload script wraps none.
      getBackend: () => undefined,
      getLocale: () => ({}),
      registerLocale: () => {},
      init: () => {},
    },
  });
  return handlers;
}

/** An entry as Decap hands it to preSave (an Immutable Map): its collection, its file's slug ("" while new) and its data. */
const entry = (collection: string, slug: string, data: Record<string, unknown>) => {
  const fields: Record<string, unknown> = { collection, slug, data: { toJS: () => data } };
  return { get: (key: string) => fields[key] };
};

const runAll = async (handlers: Handler[], event: { entry: unknown }) => {
  for (const handler of handlers) await handler(event);
};

test('a new listing whose slug has a page on the site is refused before the save, in the words the local editor uses', async () => {
  const asked: string[] = [];
  const handlers = hostedPreSave(new Set(['/listings/7-crescent-road']), asked);
  const refusal = await runAll(handlers, {
    entry: entry('listings', '', { slug: '7-crescent-road', title: 'Another house' }),
  }).catch((error: unknown) => error);
  // Decap writes the thrown error into its notice whole, as String() does.
  expect(EDITOR_PHRASES.toast.onFailToPersist.replace('%{details}', String(refusal))).toBe(
    'Not saved: A listing with the address slug 7-crescent-road already exists: choose another slug, or open that listing to edit it.',
  );
  expect(asked).toContain('HEAD /listings/7-crescent-road');
});

test('a free slug, an edit of an existing entry, and a collection without pages go ahead', async () => {
  const asked: string[] = [];
  const handlers = hostedPreSave(new Set(['/listings/7-crescent-road', '/team/julian-mercer']), asked);
  await runAll(handlers, { entry: entry('listings', '', { slug: '12-maple-court' }) });
  await runAll(handlers, { entry: entry('listings', '7-crescent-road', { slug: '7-crescent-road' }) });
  await runAll(handlers, { entry: entry('press', '', { slug: 'globe-feature' }) });
  await expect(runAll(handlers, { entry: entry('team', '', { slug: 'julian-mercer' }) })).rejects.toThrow(
    /A team member with the address slug julian-mercer already exists/,
  );
  expect(asked.filter((request) => request.startsWith('HEAD'))).toEqual([
    'HEAD /listings/12-maple-court',
    'HEAD /team/julian-mercer',
  ]);
});
