/**
 * The published site's stylesheets and font preloads, as the head of one of its pages names them:
 * the build's file names (hashed) are known to the pages it wrote, not to the editor. The page
 * that shows the entry names the stylesheets of its own blocks too; a page not published yet
 * (a new listing) takes the home page's.
 */
const byPage = new Map<string, Promise<string>>();

const ASSETS = 'link[rel="stylesheet"], link[rel="preload"][as="font"]';

async function headOf(path: string): Promise<string | undefined> {
  const response = await fetch(new URL(path, location.origin), { headers: { Accept: 'text/html' } });
  if (!response.ok) return undefined;
  const page = new DOMParser().parseFromString(await response.text(), 'text/html');
  const tags = [...page.head.querySelectorAll(ASSETS)].map((link) => link.outerHTML);
  return tags.length > 0 ? tags.join('\n') : undefined;
}

export function publishedAssetTags(path: string): Promise<string> {
  let tags = byPage.get(path);
  if (!tags) {
    tags = headOf(path)
      .then(async (own) => own ?? (await headOf('/')) ?? '')
      .catch(() => '');
    byPage.set(path, tags);
  }
  return tags;
}
