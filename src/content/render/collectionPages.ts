import type { Content } from '../load/loadContent.ts';
import { entryRoute } from '../routes.ts';
import type { Page } from '../schemas/page.ts';

/** A description for search results from running text: the first sentences that fit. */
export function summarize(text: string, max = 160): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}

/**
 * One small function per collection turns an entry into a Page, the same shape a page in
 * data/pages has; from there every URL goes through the same renderer.
 */
export function collectionPages(content: Content): Page[] {
  const site = content.singletons.site.value;
  const settings = site.collectionPages;
  const titled = (name: string) => `${name} | ${site.brand.teamName}`;
  const entries = <C extends keyof Content['collections']>(c: C) => content.collections[c].map((e) => e.value);

  return [
    ...entries('listings').map(
      (l): Page => ({
        path: entryRoute.listings(l.slug),
        meta: { title: titled(l.title), description: summarize(l.description[0]!), image: l.images[0] },
        header: settings.listing.header,
        blocks: [
          { type: 'listingGallery', listing: l.slug },
          { type: 'listingDetails', listing: l.slug, inquireHeading: settings.listing.inquireHeading, inquireAction: settings.listing.inquireAction },
        ],
      }),
    ),
    ...entries('neighbourhoods').map(
      (n): Page => ({
        path: entryRoute.neighbourhoods(n.slug),
        meta: { title: titled(`${n.name} Neighbourhood Guide`), description: summarize(n.summary), image: n.image },
        header: settings.neighbourhood.header,
        blocks: [
          { type: 'pageHero', heading: n.name, subheading: n.summary, image: n.image },
          { type: 'neighbourhoodGuide', neighbourhood: n.slug },
        ],
      }),
    ),
    ...entries('team').map(
      (m): Page => ({
        path: entryRoute.team(m.slug),
        meta: { title: titled(`${m.name}, ${m.role}`), description: summarize(m.summary), image: m.photo },
        header: settings.teamMember.header,
        blocks: [{ type: 'memberProfile', member: m.slug }, ...m.closing],
      }),
    ),
    ...entries('developments').map(
      (d): Page => ({
        path: entryRoute.developments(d.slug),
        meta: { title: titled(d.title), description: summarize(d.cardDescription ?? d.sections[0]!.paragraphs[0]!), image: d.image },
        header: settings.development.header,
        blocks: [
          { type: 'pageHero', heading: d.title, subheading: d.tagline, image: d.image },
          { type: 'developmentOverview', development: d.slug },
        ],
      }),
    ),
    ...entries('legal').map(
      (doc): Page => ({
        path: entryRoute.legal(doc.slug),
        meta: { title: titled(doc.title), description: summarize(doc.description) },
        header: settings.legal.header,
        blocks: [{ type: 'legalDocument', document: doc.slug, lastUpdatedLabel: settings.legal.lastUpdatedLabel }],
      }),
    ),
  ];
}
