import { resolveContact } from '../../blocks/contact/resolve.ts';
import { resolveDevelopmentCards } from '../../blocks/developmentCards/resolve.ts';
import { resolveDevelopmentOverview } from '../../blocks/developmentOverview/resolve.ts';
import { resolveFeaturedMember } from '../../blocks/featuredMember/resolve.ts';
import { resolveIntro } from '../../blocks/intro/resolve.ts';
import { resolveLegalDocument } from '../../blocks/legalDocument/resolve.ts';
import { resolveListingDetails } from '../../blocks/listingDetails/resolve.ts';
import { resolveListingGallery } from '../../blocks/listingGallery/resolve.ts';
import { resolveListingGrid } from '../../blocks/listingGrid/resolve.ts';
import { resolveMemberProfile } from '../../blocks/memberProfile/resolve.ts';
import { resolveNeighbourhoodCards } from '../../blocks/neighbourhoodCards/resolve.ts';
import { resolveNeighbourhoodGuide } from '../../blocks/neighbourhoodGuide/resolve.ts';
import { resolvePageHero } from '../../blocks/pageHero/resolve.ts';
import { resolvePressCards } from '../../blocks/pressCards/resolve.ts';
import { resolvePublicationLogos } from '../../blocks/publicationLogos/resolve.ts';
import { resolveSalesGrid } from '../../blocks/salesGrid/resolve.ts';
import { resolveTeamGrid } from '../../blocks/teamGrid/resolve.ts';
import { resolveVideoHero } from '../../blocks/videoHero/resolve.ts';
import type { BlockOf, BlockType } from '../schemas/block.ts';
import type { ResolveContext } from './context.ts';

/** Blocks whose authored form is already what their component needs. */
const asWritten = <K extends BlockType>(block: BlockOf<K>) => block;

/**
 * Turns each authored block into what its component renders: references replaced by the
 * entries they name, images given their sizes. Typed so that a missing or extra block
 * type does not compile.
 */
export const blockResolvers = {
  callToAction: asWritten<'callToAction'>,
  contact: resolveContact,
  developmentCards: resolveDevelopmentCards,
  developmentOverview: resolveDevelopmentOverview,
  featuredMember: resolveFeaturedMember,
  intro: resolveIntro,
  legalDocument: resolveLegalDocument,
  listingDetails: resolveListingDetails,
  listingGallery: resolveListingGallery,
  listingGrid: resolveListingGrid,
  memberProfile: resolveMemberProfile,
  neighbourhoodCards: resolveNeighbourhoodCards,
  neighbourhoodGuide: resolveNeighbourhoodGuide,
  notFound: asWritten<'notFound'>,
  pageHeading: asWritten<'pageHeading'>,
  pageHero: resolvePageHero,
  pillars: asWritten<'pillars'>,
  pressCards: resolvePressCards,
  publicationLogos: resolvePublicationLogos,
  recognition: asWritten<'recognition'>,
  richText: asWritten<'richText'>,
  salesGrid: resolveSalesGrid,
  teamGrid: resolveTeamGrid,
  videoHero: resolveVideoHero,
} satisfies { [K in BlockType]: (block: BlockOf<K>, ctx: ResolveContext) => { type: K } };

export type ResolvedBlockOf<K extends BlockType> = ReturnType<(typeof blockResolvers)[K]>;
export type ResolvedBlock = { [K in BlockType]: ResolvedBlockOf<K> }[BlockType];

export function resolveBlock<K extends BlockType>(block: BlockOf<K>, ctx: ResolveContext): ResolvedBlockOf<K> {
  const resolve = blockResolvers[block.type as K] as unknown as (b: BlockOf<K>, c: ResolveContext) => ResolvedBlockOf<K>;
  return resolve(block, ctx);
}
