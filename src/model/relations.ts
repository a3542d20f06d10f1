import { z } from 'zod';
import { Image, Slug } from './common.ts';
import type { CollectionName } from './collectionNames.ts';
import type { ImageRole } from './thresholds.ts';

/*
 * A relation is declared once, in the field's schema: `ref('listings', …)` for a slug naming
 * another entry, `image('hero', …)` for a picture and the role it is drawn in. The two keywords
 * below travel with the schema (zod's metadata, written into schema/*.json as well), and
 * everything else is derived by walking the schemas: the reference check and the image-size
 * warnings (relationsIn.ts), the editor's relation fields (scripts/cms/config) and
 * docs/CONTENT.md's tables.
 */

/** The JSON Schema keyword naming the collection a slug field points to. */
export const REFERENCES = 'x-references';
/** The JSON Schema keyword naming the role an image field is drawn in (which bounds its size). */
export const IMAGE_ROLE = 'x-image-role';

/**
 * The JSON Schema keyword marking a listing reference that still holds once the home has sold: the
 * home lives on as its sale under the same slug, and what the reference shows follows it there (an
 * article's listing card becomes the sale's). Without it, marking the home sold is refused while
 * the reference stands, since what it shows (a calculator, an open house) has no sale to show.
 */
const FOLLOWS_SALE = 'x-follows-sale';

/** A slug naming an entry of another collection; `description` says which one it is, the file hint is added. */
export const ref = (collection: CollectionName, description: string, options: { followsSale?: boolean } = {}) =>
  Slug.meta({
    description: `${description} (a file name in data/${collection}/).`,
    [REFERENCES]: collection,
    ...(options.followsSale ? { [FOLLOWS_SALE]: true } : {}),
  });

/** An image field shown in `role` (the role bounds how large the file should be). */
export const image = (role: ImageRole, description = Image.description) => roleOf(Image, role, description);

/** The same for an image with rules of its own (a poster that must be a file of ours). */
export const roleOf = <S extends z.ZodType>(schema: S, role: ImageRole, description: string | undefined): S =>
  schema.meta({ description, [IMAGE_ROLE]: role });

/** What a schema node declares, if anything: the collection it names or the role its image plays. */
export function relationOf(schema: z.ZodType): {
  references?: CollectionName;
  followsSale?: boolean;
  imageRole?: ImageRole;
} {
  const meta: Record<string, unknown> | undefined = z.globalRegistry.get(schema);
  return {
    references: meta?.[REFERENCES] as CollectionName | undefined,
    ...(meta?.[FOLLOWS_SALE] === true ? { followsSale: true } : {}),
    imageRole: meta?.[IMAGE_ROLE] as ImageRole | undefined,
  };
}
