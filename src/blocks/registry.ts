import { z } from 'zod';
import { placesInWords, type BlockDefinition, type Place, type PropsOf } from '../model/defineBlock.ts';
import { articleBlock } from './article/block.ts';
import { buyingCostsBlock } from './buyingCosts/block.ts';
import { callToActionBlock } from './callToAction/block.ts';
import { chartBlock } from './chart/block.ts';
import { contactBlock } from './contact/block.ts';
import { developmentCardsBlock } from './developmentCards/block.ts';
import { developmentGalleryBlock } from './developmentGallery/block.ts';
import { developmentOverviewBlock } from './developmentOverview/block.ts';
import { favouritesListBlock } from './favouritesList/block.ts';
import { featuredListingsBlock } from './featuredListings/block.ts';
import { featuredMemberBlock } from './featuredMember/block.ts';
import { headingBlock } from './heading/block.ts';
import { imageBlock } from './image/block.ts';
import { introBlock } from './intro/block.ts';
import { journalLatestBlock } from './journalLatest/block.ts';
import { journalListBlock } from './journalList/block.ts';
import { legalDocumentBlock } from './legalDocument/block.ts';
import { listingCardsBlock } from './listingCards/block.ts';
import { listingDetailsBlock } from './listingDetails/block.ts';
import { listingFeedBlock } from './listingFeed/block.ts';
import { listingFloorPlansBlock } from './listingFloorPlans/block.ts';
import { listingGalleryBlock } from './listingGallery/block.ts';
import { listingGridBlock } from './listingGrid/block.ts';
import { listingVideoBlock } from './listingVideo/block.ts';
import { memberHomesBlock } from './memberHomes/block.ts';
import { memberProfileBlock } from './memberProfile/block.ts';
import { namedDevelopmentsBlock } from './namedDevelopments/block.ts';
import { namedNeighbourhoodsBlock } from './namedNeighbourhoods/block.ts';
import { neighbourhoodCardsBlock } from './neighbourhoodCards/block.ts';
import { neighbourhoodGuideBlock } from './neighbourhoodGuide/block.ts';
import { notFoundBlock } from './notFound/block.ts';
import { openHousesBlock } from './openHouses/block.ts';
import { pageHeadingBlock } from './pageHeading/block.ts';
import { pageHeroBlock } from './pageHero/block.ts';
import { paragraphBlock } from './paragraph/block.ts';
import { pillarsBlock } from './pillars/block.ts';
import { pressCardsBlock } from './pressCards/block.ts';
import { publicationLogosBlock } from './publicationLogos/block.ts';
import { quoteBlock } from './quote/block.ts';
import { recognitionBlock } from './recognition/block.ts';
import { richTextBlock } from './richText/block.ts';
import { saleCardsBlock } from './saleCards/block.ts';
import { salesGridBlock } from './salesGrid/block.ts';
import { similarListingsBlock } from './similarListings/block.ts';
import { tableBlock } from './table/block.ts';
import { teamGridBlock } from './teamGrid/block.ts';
import { unsubscribeBlock } from './unsubscribe/block.ts';
import { valuationBlock } from './valuation/block.ts';
import { videoHeroBlock } from './videoHero/block.ts';

/**
 * Every kind of block a page or an article's body can hold, keyed by its "type". Adding a block is a folder under
 * src/blocks/ with its schema, component and definition (block.ts), one line here and one in
 * components.ts; the union below, the checks, the docs and the build all follow from this list.
 */
export const blockDefinitions = {
  article: articleBlock,
  buyingCosts: buyingCostsBlock,
  callToAction: callToActionBlock,
  contact: contactBlock,
  developmentCards: developmentCardsBlock,
  developmentGallery: developmentGalleryBlock,
  developmentOverview: developmentOverviewBlock,
  favouritesList: favouritesListBlock,
  featuredListings: featuredListingsBlock,
  featuredMember: featuredMemberBlock,
  intro: introBlock,
  journalLatest: journalLatestBlock,
  journalList: journalListBlock,
  legalDocument: legalDocumentBlock,
  listingDetails: listingDetailsBlock,
  listingFeed: listingFeedBlock,
  listingFloorPlans: listingFloorPlansBlock,
  listingVideo: listingVideoBlock,
  listingGallery: listingGalleryBlock,
  listingGrid: listingGridBlock,
  memberHomes: memberHomesBlock,
  memberProfile: memberProfileBlock,
  neighbourhoodCards: neighbourhoodCardsBlock,
  neighbourhoodGuide: neighbourhoodGuideBlock,
  notFound: notFoundBlock,
  openHouses: openHousesBlock,
  pageHeading: pageHeadingBlock,
  pageHero: pageHeroBlock,
  pillars: pillarsBlock,
  pressCards: pressCardsBlock,
  publicationLogos: publicationLogosBlock,
  recognition: recognitionBlock,
  richText: richTextBlock,
  salesGrid: salesGridBlock,
  similarListings: similarListingsBlock,
  teamGrid: teamGridBlock,
  unsubscribe: unsubscribeBlock,
  valuation: valuationBlock,
  videoHero: videoHeroBlock,
  // An article's body, in the order the editor's menu offers them.
  paragraph: paragraphBlock,
  heading: headingBlock,
  quote: quoteBlock,
  image: imageBlock,
  table: tableBlock,
  chart: chartBlock,
  listingCards: listingCardsBlock,
  saleCards: saleCardsBlock,
  namedNeighbourhoods: namedNeighbourhoodsBlock,
  namedDevelopments: namedDevelopmentsBlock,
};

type Definitions = typeof blockDefinitions;
export type BlockType = keyof Definitions;

// Each key must be its definition's own type: a block filed under another name does not compile.
blockDefinitions satisfies { [K in BlockType]: { type: K } };

type BlockSchemas = Definitions[BlockType]['schema'];

/** The authored form of any block, told apart by "type": what pages and team members' closings hold. */
export const Block = z
  .discriminatedUnion(
    'type',
    Object.values(blockDefinitions).map((definition) => definition.schema) as [BlockSchemas, ...BlockSchemas[]],
  )
  .describe('A section of a page; its "type" says which kind of block it is and which fields it takes.');

export type Block = z.infer<typeof Block>;

/** The types of the blocks that may be placed in any of these places (their definitions' `places`). */
export type BlockTypeIn<P extends Place> = {
  [K in BlockType]: [Extract<Definitions[K]['places'][number], P>] extends [never] ? never : K;
}[BlockType];
/** A block as written that may be placed in one of these places: the union type of a list of blocks. */
type BlockIn<P extends Place> = { [K in BlockTypeIn<P>]: Extract<Block, { type: K }> }[BlockTypeIn<P>];

/** The block types that may go in any of these places, as the definitions declare them. */
export const blockTypesIn = <P extends Place>(...places: P[]): BlockTypeIn<P>[] =>
  (Object.keys(blockDefinitions) as BlockType[]).filter((type) =>
    blockDefinitions[type].places.some((place) => (places as Place[]).includes(place)),
  ) as BlockTypeIn<P>[];

/**
 * A list of blocks that holds only blocks declared for these places. Its JSON Schema is the whole
 * union (a refinement does not travel into it), so the check's own message says where a misplaced
 * block may go instead, at the line of its "type", rather than a bare "no block matches".
 */
export function blockList<P extends Place>(...places: P[]) {
  const allowed = new Set<BlockType>(blockTypesIn(...places));
  return z.array(Block).superRefine((blocks, ctx) => {
    blocks.forEach((block, index) => {
      if (allowed.has(block.type)) return;
      ctx.addIssue({
        code: 'custom',
        path: [index, 'type'],
        message: `a "${block.type}" block cannot go in ${placesInWords(places)}: it may go in ${placesInWords(definitionOf(block.type).places)}`,
      });
    });
  }) as unknown as z.ZodArray<z.ZodType<BlockIn<P>>>;
}
/** Any block as its definition resolves it: what the route data carries for a page's blocks. */
export type ResolvedBlock = { [K in BlockType]: ReturnType<Definitions[K]['resolve']> }[BlockType];

/** The blocks that hydrate and ship their component (`interactive: true` in their definition); the others are HTML only in the browser. */
export type InteractiveBlockType = {
  [K in BlockType]: Definitions[K]['interactive'] extends true ? K : never;
}[BlockType];
export type StaticBlockType = Exclude<BlockType, InteractiveBlockType>;

export const isInteractive = (type: BlockType): type is InteractiveBlockType => blockDefinitions[type].interactive;

/** The definition of a block's type, typed loosely enough to serve any block of the union. */
export const definitionOf = (type: BlockType): BlockDefinition => blockDefinitions[type];

/** What the component of a block of type K takes, for the map from type to component (components.ts); a component names its own (IntroProps, in its block.ts). */
export type BlockProps<K extends BlockType> = PropsOf<Definitions[K]>;
