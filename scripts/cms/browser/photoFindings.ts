import type { MetadataFindings } from '../../../src/content/checks/photoMetadata/findings.ts';

export type { MetadataFindings };

/**
 * The photo metadata rule's reading of a photo (src/content/checks/photoMetadata/findings.ts) in
 * the editor's page: what the content index says the photo's metadata gives away (contentIndex.ts
 * read the bytes on the site's side). The rule itself runs as `npm run check` runs it. A photo
 * chosen in the form is in no index: the page stores it without its metadata (photoUploads.ts).
 */
const known = new Map<string, MetadataFindings>();

export const putFindings = (path: string, findings: MetadataFindings) => known.set(path, findings);

export const clearFindings = () => known.clear();

export const photoFindings = (path: string, _stamp: string): MetadataFindings | undefined => known.get(path);
