import type { ComponentType } from 'react';
import type { BlockType } from '../content/schemas/block.ts';
import type { PageData } from '../content/render/siteData.ts';
import type { BlockProps } from '../blocks/blockProps.ts';

/**
 * The one map from block type to component, typed so that a missing or extra entry does not
 * compile. Each component is its own chunk: a page downloads the code of the blocks it
 * shows, so the JavaScript of a page does not grow with the kinds of page elsewhere.
 */
export const blockLoaders = {
  callToAction: () => import('../blocks/callToAction/CallToAction.tsx').then((m) => m.CallToAction),
  contact: () => import('../blocks/contact/Contact.tsx').then((m) => m.Contact),
  developmentCards: () => import('../blocks/developmentCards/DevelopmentCards.tsx').then((m) => m.DevelopmentCards),
  developmentOverview: () => import('../blocks/developmentOverview/DevelopmentOverview.tsx').then((m) => m.DevelopmentOverview),
  featuredMember: () => import('../blocks/featuredMember/FeaturedMember.tsx').then((m) => m.FeaturedMember),
  intro: () => import('../blocks/intro/Intro.tsx').then((m) => m.Intro),
  legalDocument: () => import('../blocks/legalDocument/LegalDocument.tsx').then((m) => m.LegalDocument),
  listingDetails: () => import('../blocks/listingDetails/ListingDetails.tsx').then((m) => m.ListingDetails),
  listingGallery: () => import('../blocks/listingGallery/ListingGallery.tsx').then((m) => m.ListingGallery),
  listingGrid: () => import('../blocks/listingGrid/ListingGrid.tsx').then((m) => m.ListingGrid),
  memberProfile: () => import('../blocks/memberProfile/MemberProfile.tsx').then((m) => m.MemberProfile),
  neighbourhoodCards: () => import('../blocks/neighbourhoodCards/NeighbourhoodCards.tsx').then((m) => m.NeighbourhoodCards),
  neighbourhoodGuide: () => import('../blocks/neighbourhoodGuide/NeighbourhoodGuide.tsx').then((m) => m.NeighbourhoodGuide),
  notFound: () => import('../blocks/notFound/NotFound.tsx').then((m) => m.NotFound),
  pageHeading: () => import('../blocks/pageHeading/PageHeading.tsx').then((m) => m.PageHeading),
  pageHero: () => import('../blocks/pageHero/PageHero.tsx').then((m) => m.PageHero),
  pillars: () => import('../blocks/pillars/Pillars.tsx').then((m) => m.Pillars),
  pressCards: () => import('../blocks/pressCards/PressCards.tsx').then((m) => m.PressCards),
  publicationLogos: () => import('../blocks/publicationLogos/PublicationLogos.tsx').then((m) => m.PublicationLogos),
  recognition: () => import('../blocks/recognition/Recognition.tsx').then((m) => m.Recognition),
  richText: () => import('../blocks/richText/RichText.tsx').then((m) => m.RichText),
  salesGrid: () => import('../blocks/salesGrid/SalesGrid.tsx').then((m) => m.SalesGrid),
  teamGrid: () => import('../blocks/teamGrid/TeamGrid.tsx').then((m) => m.TeamGrid),
  videoHero: () => import('../blocks/videoHero/VideoHero.tsx').then((m) => m.VideoHero),
} satisfies { [K in BlockType]: () => Promise<ComponentType<BlockProps<K>>> };

const loaded = new Map<BlockType, ComponentType<never>>();

/** Loads the components of these block types (once each). Pages render only after this resolves. */
export async function loadBlockComponents(types: Iterable<BlockType>): Promise<void> {
  const missing = [...new Set(types)].filter((type) => !loaded.has(type));
  await Promise.all(missing.map(async (type) => loaded.set(type, (await blockLoaders[type]()) as ComponentType<never>)));
}

export const blockTypesOf = (page: PageData): BlockType[] => page.blocks.map((block) => block.type);

export function blockComponent<K extends BlockType>(type: K): ComponentType<BlockProps<K>> {
  const component = loaded.get(type);
  if (!component) throw new Error(`The "${type}" block was rendered before its code was loaded`);
  return component as unknown as ComponentType<BlockProps<K>>;
}
