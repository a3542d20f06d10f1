/**
 * Relations are declared once, in the schema (src/model/relations.ts): the walk finds every slug
 * that names another entry and every image with its role, at its path, through optional fields,
 * lists, maps and unions, so a new block or collection needs nothing beyond its schema.
 */
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { Image } from '../../src/model/common.ts';
import { IMAGE_ROLE, REFERENCES, image, ref } from '../../src/model/relations.ts';
import { relationsIn } from '../../src/model/relationsIn.ts';

const photo = (name: string) => ({ src: `/media/${name}.jpg`, alt: name });

const Card = z.object({
  type: z.literal('card'),
  member: ref('team', 'The member shown'),
  picture: image('card', 'The card photo').optional(),
});
const Grid = z.object({
  type: z.literal('grid'),
  listings: z.array(ref('listings', 'The homes shown')),
  background: Image.optional(),
});
const Entry = z.object({
  slug: z.string(),
  neighbourhood: ref('neighbourhoods', 'Where it is').optional(),
  hero: image('hero', 'The hero'),
  blocks: z.array(z.discriminatedUnion('type', [Card, Grid])),
  sources: z.record(z.string(), z.object({ by: ref('team', 'Who wrote it') })).optional(),
});

describe('relationsIn', () => {
  test('finds references and role-bearing images at their paths, choosing each union option by its discriminator', () => {
    const value = Entry.parse({
      slug: 'x',
      neighbourhood: 'rosedale',
      hero: photo('hero'),
      blocks: [
        { type: 'grid', listings: ['a', 'b'], background: photo('plain') },
        { type: 'card', member: 'julian', picture: photo('card') },
      ],
      sources: { census: { by: 'maya' } },
    });
    const { references, images } = relationsIn(Entry, value);
    expect(references).toEqual([
      { path: ['neighbourhood'], collection: 'neighbourhoods', slug: 'rosedale' },
      { path: ['blocks', 0, 'listings', 0], collection: 'listings', slug: 'a' },
      { path: ['blocks', 0, 'listings', 1], collection: 'listings', slug: 'b' },
      { path: ['blocks', 1, 'member'], collection: 'team', slug: 'julian' },
      { path: ['sources', 'census', 'by'], collection: 'team', slug: 'maya' },
    ]);
    // The grid's background is a plain Image: no role, so no size rule and not listed.
    expect(images).toEqual([
      { path: ['hero'], image: photo('hero'), role: 'hero' },
      { path: ['blocks', 1, 'picture'], image: photo('card'), role: 'card' },
    ]);
  });

  test('an optional field left out names nothing', () => {
    const value = Entry.parse({ slug: 'x', hero: photo('hero'), blocks: [{ type: 'card', member: 'julian' }] });
    expect(relationsIn(Entry, value).references).toEqual([
      { path: ['blocks', 0, 'member'], collection: 'team', slug: 'julian' },
    ]);
  });

  test('the JSON Schemas carry the relation for other tools (the editor reads it there), with the file hint in the description', () => {
    const json = z.toJSONSchema(Entry, { io: 'input' }) as { properties: Record<string, Record<string, unknown>> };
    expect(json.properties.neighbourhood).toMatchObject({
      [REFERENCES]: 'neighbourhoods',
      description: 'Where it is (a file name in data/neighbourhoods/).',
    });
    expect(json.properties.hero).toMatchObject({ [IMAGE_ROLE]: 'hero', description: 'The hero' });
  });
});
