import type { ComponentType } from 'react';
import { CallToAction } from '../blocks/callToAction/CallToAction.tsx';
import { Contact } from '../blocks/contact/Contact.tsx';
import { DevelopmentCards } from '../blocks/developmentCards/DevelopmentCards.tsx';
import { DevelopmentOverview } from '../blocks/developmentOverview/DevelopmentOverview.tsx';
import { FeaturedMember } from '../blocks/featuredMember/FeaturedMember.tsx';
import { Intro } from '../blocks/intro/Intro.tsx';
import { LegalDocument } from '../blocks/legalDocument/LegalDocument.tsx';
import { ListingDetails } from '../blocks/listingDetails/ListingDetails.tsx';
import { ListingGallery } from '../blocks/listingGallery/ListingGallery.tsx';
import { ListingGrid } from '../blocks/listingGrid/ListingGrid.tsx';
import { MemberProfile } from '../blocks/memberProfile/MemberProfile.tsx';
import { NeighbourhoodCards } from '../blocks/neighbourhoodCards/NeighbourhoodCards.tsx';
import { NeighbourhoodGuide } from '../blocks/neighbourhoodGuide/NeighbourhoodGuide.tsx';
import { NotFound } from '../blocks/notFound/NotFound.tsx';
import { PageHeading } from '../blocks/pageHeading/PageHeading.tsx';
import { PageHero } from '../blocks/pageHero/PageHero.tsx';
import { Pillars } from '../blocks/pillars/Pillars.tsx';
import { PressCards } from '../blocks/pressCards/PressCards.tsx';
import { PublicationLogos } from '../blocks/publicationLogos/PublicationLogos.tsx';
import { Recognition } from '../blocks/recognition/Recognition.tsx';
import { RichText } from '../blocks/richText/RichText.tsx';
import { SalesGrid } from '../blocks/salesGrid/SalesGrid.tsx';
import { TeamGrid } from '../blocks/teamGrid/TeamGrid.tsx';
import { VideoHero } from '../blocks/videoHero/VideoHero.tsx';
import type { BlockType } from '../content/schemas/block.ts';
import type { BlockProps } from './blockProps.ts';

/** The one map from block type to component; a missing or extra entry does not compile. */
export const blockComponents = {
  callToAction: CallToAction,
  contact: Contact,
  developmentCards: DevelopmentCards,
  developmentOverview: DevelopmentOverview,
  featuredMember: FeaturedMember,
  intro: Intro,
  legalDocument: LegalDocument,
  listingDetails: ListingDetails,
  listingGallery: ListingGallery,
  listingGrid: ListingGrid,
  memberProfile: MemberProfile,
  neighbourhoodCards: NeighbourhoodCards,
  neighbourhoodGuide: NeighbourhoodGuide,
  notFound: NotFound,
  pageHeading: PageHeading,
  pageHero: PageHero,
  pillars: Pillars,
  pressCards: PressCards,
  publicationLogos: PublicationLogos,
  recognition: Recognition,
  richText: RichText,
  salesGrid: SalesGrid,
  teamGrid: TeamGrid,
  videoHero: VideoHero,
} satisfies { [K in BlockType]: ComponentType<BlockProps<K>> };
