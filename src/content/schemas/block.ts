import { z } from 'zod';
import { CallToActionBlock } from '../../blocks/callToAction/schema.ts';
import { ContactBlock } from '../../blocks/contact/schema.ts';
import { DevelopmentCardsBlock } from '../../blocks/developmentCards/schema.ts';
import { DevelopmentOverviewBlock } from '../../blocks/developmentOverview/schema.ts';
import { FeaturedMemberBlock } from '../../blocks/featuredMember/schema.ts';
import { IntroBlock } from '../../blocks/intro/schema.ts';
import { LegalDocumentBlock } from '../../blocks/legalDocument/schema.ts';
import { ListingDetailsBlock } from '../../blocks/listingDetails/schema.ts';
import { ListingGalleryBlock } from '../../blocks/listingGallery/schema.ts';
import { ListingGridBlock } from '../../blocks/listingGrid/schema.ts';
import { MemberProfileBlock } from '../../blocks/memberProfile/schema.ts';
import { NeighbourhoodCardsBlock } from '../../blocks/neighbourhoodCards/schema.ts';
import { NeighbourhoodGuideBlock } from '../../blocks/neighbourhoodGuide/schema.ts';
import { NotFoundBlock } from '../../blocks/notFound/schema.ts';
import { PageHeadingBlock } from '../../blocks/pageHeading/schema.ts';
import { PageHeroBlock } from '../../blocks/pageHero/schema.ts';
import { PillarsBlock } from '../../blocks/pillars/schema.ts';
import { PressCardsBlock } from '../../blocks/pressCards/schema.ts';
import { PublicationLogosBlock } from '../../blocks/publicationLogos/schema.ts';
import { RecognitionBlock } from '../../blocks/recognition/schema.ts';
import { RichTextBlock } from '../../blocks/richText/schema.ts';
import { SalesGridBlock } from '../../blocks/salesGrid/schema.ts';
import { TeamGridBlock } from '../../blocks/teamGrid/schema.ts';
import { VideoHeroBlock } from '../../blocks/videoHero/schema.ts';

/** Every block a page can hold, told apart by "type". Add a block here and in both registries. */
export const Block = z.discriminatedUnion('type', [
  CallToActionBlock,
  ContactBlock,
  DevelopmentCardsBlock,
  DevelopmentOverviewBlock,
  FeaturedMemberBlock,
  IntroBlock,
  LegalDocumentBlock,
  ListingDetailsBlock,
  ListingGalleryBlock,
  ListingGridBlock,
  MemberProfileBlock,
  NeighbourhoodCardsBlock,
  NeighbourhoodGuideBlock,
  NotFoundBlock,
  PageHeadingBlock,
  PageHeroBlock,
  PillarsBlock,
  PressCardsBlock,
  PublicationLogosBlock,
  RecognitionBlock,
  RichTextBlock,
  SalesGridBlock,
  TeamGridBlock,
  VideoHeroBlock,
]).describe('A section of a page; its "type" says which kind of block it is and which fields it takes.');

export type Block = z.infer<typeof Block>;
export type BlockType = Block['type'];
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;
