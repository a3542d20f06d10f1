import type { ComponentType } from 'react';
import type { BlockProps } from './blockProps.ts';
import type { BlockType } from './registry.ts';

/**
 * The browser's map from block type to component, typed against the registry so that a block
 * without a component, or a component without a block, does not compile. It is apart from the
 * definitions because those carry zod schemas and build-time code, which never ship. Each component is its own chunk: a page downloads the code of the blocks it
 * shows, so the JavaScript of a page does not grow with the kinds of page elsewhere.
 */
export const blockLoaders = {
  buyingCosts: () => import('./buyingCosts/BuyingCosts.tsx').then((m) => m.BuyingCosts),
  callToAction: () => import('./callToAction/CallToAction.tsx').then((m) => m.CallToAction),
  contact: () => import('./contact/Contact.tsx').then((m) => m.Contact),
  developmentCards: () => import('./developmentCards/DevelopmentCards.tsx').then((m) => m.DevelopmentCards),
  developmentOverview: () => import('./developmentOverview/DevelopmentOverview.tsx').then((m) => m.DevelopmentOverview),
  featuredMember: () => import('./featuredMember/FeaturedMember.tsx').then((m) => m.FeaturedMember),
  intro: () => import('./intro/Intro.tsx').then((m) => m.Intro),
  legalDocument: () => import('./legalDocument/LegalDocument.tsx').then((m) => m.LegalDocument),
  listingDetails: () => import('./listingDetails/ListingDetails.tsx').then((m) => m.ListingDetails),
  listingGallery: () => import('./listingGallery/ListingGallery.tsx').then((m) => m.ListingGallery),
  listingGrid: () => import('./listingGrid/ListingGrid.tsx').then((m) => m.ListingGrid),
  memberProfile: () => import('./memberProfile/MemberProfile.tsx').then((m) => m.MemberProfile),
  neighbourhoodCards: () => import('./neighbourhoodCards/NeighbourhoodCards.tsx').then((m) => m.NeighbourhoodCards),
  neighbourhoodGuide: () => import('./neighbourhoodGuide/NeighbourhoodGuide.tsx').then((m) => m.NeighbourhoodGuide),
  notFound: () => import('./notFound/NotFound.tsx').then((m) => m.NotFound),
  pageHeading: () => import('./pageHeading/PageHeading.tsx').then((m) => m.PageHeading),
  pageHero: () => import('./pageHero/PageHero.tsx').then((m) => m.PageHero),
  pillars: () => import('./pillars/Pillars.tsx').then((m) => m.Pillars),
  pressCards: () => import('./pressCards/PressCards.tsx').then((m) => m.PressCards),
  publicationLogos: () => import('./publicationLogos/PublicationLogos.tsx').then((m) => m.PublicationLogos),
  recognition: () => import('./recognition/Recognition.tsx').then((m) => m.Recognition),
  richText: () => import('./richText/RichText.tsx').then((m) => m.RichText),
  salesGrid: () => import('./salesGrid/SalesGrid.tsx').then((m) => m.SalesGrid),
  teamGrid: () => import('./teamGrid/TeamGrid.tsx').then((m) => m.TeamGrid),
  unsubscribe: () => import('./unsubscribe/Unsubscribe.tsx').then((m) => m.Unsubscribe),
  videoHero: () => import('./videoHero/VideoHero.tsx').then((m) => m.VideoHero),
} satisfies { [K in BlockType]: () => Promise<ComponentType<BlockProps<K>>> };
