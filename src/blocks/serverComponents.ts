import type { ComponentType } from 'react';
import type { BlockProps, BlockType, StaticBlockType } from './registry.ts';
import { interactiveBlockLoaders } from './components.ts';

/**
 * Every block's component, for the server renderer (src/site/entryServer.tsx) and the dev
 * server: the static blocks' components are rendered to HTML there and nowhere else. The browser
 * never imports this file, so their code is not in its bundle. Typed against the registry: a
 * block without a component, or a component without a block, does not compile.
 */
export const staticBlockLoaders = {
  article: () => import('./article/Article.tsx').then((m) => m.Article),
  callToAction: () => import('./callToAction/CallToAction.tsx').then((m) => m.CallToAction),
  developmentCards: () => import('./developmentCards/DevelopmentCards.tsx').then((m) => m.DevelopmentCards),
  developmentOverview: () => import('./developmentOverview/DevelopmentOverview.tsx').then((m) => m.DevelopmentOverview),
  featuredMember: () => import('./featuredMember/FeaturedMember.tsx').then((m) => m.FeaturedMember),
  intro: () => import('./intro/Intro.tsx').then((m) => m.Intro),
  journalLatest: () => import('./journalLatest/JournalLatest.tsx').then((m) => m.JournalLatest),
  journalList: () => import('./journalList/JournalList.tsx').then((m) => m.JournalList),
  legalDocument: () => import('./legalDocument/LegalDocument.tsx').then((m) => m.LegalDocument),
  listingDetails: () => import('./listingDetails/ListingDetails.tsx').then((m) => m.ListingDetails),
  listingFloorPlans: () => import('./listingFloorPlans/ListingFloorPlans.tsx').then((m) => m.ListingFloorPlans),
  listingVideo: () => import('./listingVideo/ListingVideo.tsx').then((m) => m.ListingVideo),
  memberProfile: () => import('./memberProfile/MemberProfile.tsx').then((m) => m.MemberProfile),
  neighbourhoodCards: () => import('./neighbourhoodCards/NeighbourhoodCards.tsx').then((m) => m.NeighbourhoodCards),
  neighbourhoodGuide: () => import('./neighbourhoodGuide/NeighbourhoodGuide.tsx').then((m) => m.NeighbourhoodGuide),
  notFound: () => import('./notFound/NotFound.tsx').then((m) => m.NotFound),
  openHouses: () => import('./openHouses/OpenHouses.tsx').then((m) => m.OpenHouses),
  pageHeading: () => import('./pageHeading/PageHeading.tsx').then((m) => m.PageHeading),
  pageHero: () => import('./pageHero/PageHero.tsx').then((m) => m.PageHero),
  pillars: () => import('./pillars/Pillars.tsx').then((m) => m.Pillars),
  pressCards: () => import('./pressCards/PressCards.tsx').then((m) => m.PressCards),
  publicationLogos: () => import('./publicationLogos/PublicationLogos.tsx').then((m) => m.PublicationLogos),
  recognition: () => import('./recognition/Recognition.tsx').then((m) => m.Recognition),
  richText: () => import('./richText/RichText.tsx').then((m) => m.RichText),
  salesGrid: () => import('./salesGrid/SalesGrid.tsx').then((m) => m.SalesGrid),
  similarListings: () => import('./similarListings/SimilarListings.tsx').then((m) => m.SimilarListings),
  teamGrid: () => import('./teamGrid/TeamGrid.tsx').then((m) => m.TeamGrid),
} satisfies { [K in StaticBlockType]: () => Promise<ComponentType<BlockProps<K>>> };

// The gallery's island (ListingGallery.tsx) waits in the browser for a first interaction; the server renders the gallery itself.
export const blockLoaders = { ...interactiveBlockLoaders, listingGallery: () => import('./listingGallery/Gallery.tsx').then((m) => m.Gallery), ...staticBlockLoaders } satisfies {
  [K in BlockType]: () => Promise<ComponentType<BlockProps<K>>>;
};
