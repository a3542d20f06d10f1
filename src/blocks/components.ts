import type { ComponentType } from 'react';
import type { BlockProps, BlockType, InteractiveBlockType, StaticBlockType } from './registry.ts';

type Loader<K extends BlockType> = () => Promise<ComponentType<BlockProps<K>>>;

/**
 * True in the server renderer (the pre-render and the dev server), false in the browser's build.
 * Vite writes the value into the code, and the bundler then drops every branch below that the
 * browser never takes, with the dynamic import inside it: the static blocks' code never becomes a
 * browser file, and the browser's copy of this map holds no entry for them (not even `false`).
 * A helper function wrapping each import would not do: the import would survive inside its
 * argument. So the condition is written here, at each place it applies.
 */
const onServer = import.meta.env.SSR;

/**
 * Every block type's component, declared once: the map from block type to component, for the
 * server and the browser alike. Each component is its own chunk, loaded by the pages that show it.
 * - Interactive blocks (`interactive: true` in their definition) are in both, since they hydrate.
 * - Static blocks are rendered to HTML by the server and reach the browser as that HTML only
 *   (src/site/StaticBlock.tsx): they sit in the `onServer` part, which the browser's build drops.
 * Typed against the registry: a block without a component, a component without a block, or a
 * static block outside the server's part (or an interactive one inside it) does not compile.
 */
export const blockLoaders = {
  buyingCosts: () => import('./buyingCosts/BuyingCosts.tsx').then((m) => m.BuyingCosts),
  contact: () => import('./contact/Contact.tsx').then((m) => m.Contact),
  favouritesList: () => import('./favouritesList/FavouritesList.tsx').then((m) => m.FavouritesList),
  // The browser gets the gallery's island, which waits for a first interaction before it loads the gallery; the server renders the gallery itself.
  listingGallery: onServer
    ? () => import('./listingGallery/Gallery.tsx').then((m) => m.Gallery)
    : () => import('./listingGallery/ListingGallery.tsx').then((m) => m.loadListingGallery()),
  listingGrid: () => import('./listingGrid/ListingGrid.tsx').then((m) => m.ListingGrid),
  unsubscribe: () => import('./unsubscribe/Unsubscribe.tsx').then((m) => m.Unsubscribe),
  valuation: () => import('./valuation/Valuation.tsx').then((m) => m.Valuation),
  videoHero: () => import('./videoHero/VideoHero.tsx').then((m) => m.VideoHero),
  ...(onServer &&
    ({
      article: () => import('./article/Article.tsx').then((m) => m.Article),
      callToAction: () => import('./callToAction/CallToAction.tsx').then((m) => m.CallToAction),
      chart: () => import('./chart/Chart.tsx').then((m) => m.Chart),
      developmentCards: () => import('./developmentCards/DevelopmentCards.tsx').then((m) => m.DevelopmentCards),
      developmentGallery: () => import('./developmentGallery/DevelopmentGallery.tsx').then((m) => m.DevelopmentGallery),
      developmentOverview: () =>
        import('./developmentOverview/DevelopmentOverview.tsx').then((m) => m.DevelopmentOverview),
      featuredListings: () => import('./featuredListings/FeaturedListings.tsx').then((m) => m.FeaturedListings),
      featuredMember: () => import('./featuredMember/FeaturedMember.tsx').then((m) => m.FeaturedMember),
      heading: () => import('./heading/Heading.tsx').then((m) => m.Heading),
      image: () => import('./image/Figure.tsx').then((m) => m.Figure),
      intro: () => import('./intro/Intro.tsx').then((m) => m.Intro),
      journalLatest: () => import('./journalLatest/JournalLatest.tsx').then((m) => m.JournalLatest),
      journalList: () => import('./journalList/JournalList.tsx').then((m) => m.JournalList),
      legalDocument: () => import('./legalDocument/LegalDocument.tsx').then((m) => m.LegalDocument),
      listingCards: () => import('./listingCards/ArticleListingCards.tsx').then((m) => m.ArticleListingCards),
      listingDetails: () => import('./listingDetails/ListingDetails.tsx').then((m) => m.ListingDetails),
      listingFeed: () => import('./listingFeed/ListingFeed.tsx').then((m) => m.ListingFeed),
      listingFloorPlans: () => import('./listingFloorPlans/ListingFloorPlans.tsx').then((m) => m.ListingFloorPlans),
      listingVideo: () => import('./listingVideo/ListingVideo.tsx').then((m) => m.ListingVideo),
      memberHomes: () => import('./memberHomes/MemberHomes.tsx').then((m) => m.MemberHomes),
      memberProfile: () => import('./memberProfile/MemberProfile.tsx').then((m) => m.MemberProfile),
      namedDevelopments: () => import('./namedDevelopments/NamedDevelopments.tsx').then((m) => m.NamedDevelopments),
      namedNeighbourhoods: () =>
        import('./namedNeighbourhoods/NamedNeighbourhoods.tsx').then((m) => m.NamedNeighbourhoods),
      neighbourhoodCards: () => import('./neighbourhoodCards/NeighbourhoodCards.tsx').then((m) => m.NeighbourhoodCards),
      neighbourhoodGuide: () => import('./neighbourhoodGuide/NeighbourhoodGuide.tsx').then((m) => m.NeighbourhoodGuide),
      notFound: () => import('./notFound/NotFound.tsx').then((m) => m.NotFound),
      openHouses: () => import('./openHouses/OpenHouses.tsx').then((m) => m.OpenHouses),
      pageHeading: () => import('./pageHeading/PageHeading.tsx').then((m) => m.PageHeading),
      pageHero: () => import('./pageHero/PageHero.tsx').then((m) => m.PageHero),
      paragraph: () => import('./paragraph/Paragraph.tsx').then((m) => m.Paragraph),
      pillars: () => import('./pillars/Pillars.tsx').then((m) => m.Pillars),
      pressCards: () => import('./pressCards/PressCards.tsx').then((m) => m.PressCards),
      publicationLogos: () => import('./publicationLogos/PublicationLogos.tsx').then((m) => m.PublicationLogos),
      quote: () => import('./quote/Quote.tsx').then((m) => m.Quote),
      recognition: () => import('./recognition/Recognition.tsx').then((m) => m.Recognition),
      richText: () => import('./richText/RichText.tsx').then((m) => m.RichText),
      saleCards: () => import('./saleCards/ArticleSaleCards.tsx').then((m) => m.ArticleSaleCards),
      salesGrid: () => import('./salesGrid/SalesGrid.tsx').then((m) => m.SalesGrid),
      similarListings: () => import('./similarListings/SimilarListings.tsx').then((m) => m.SimilarListings),
      table: () => import('./table/Table.tsx').then((m) => m.Table),
      teamGrid: () => import('./teamGrid/TeamGrid.tsx').then((m) => m.TeamGrid),
    } satisfies { [K in StaticBlockType]: Loader<K> })),
} satisfies { [K in InteractiveBlockType]: Loader<K> };

const loaders: { [K in BlockType]?: Loader<K> } = blockLoaders;
const loaded = new Map<BlockType, ComponentType<never>>();

/**
 * Loads the components of these block types (once each on a first load). Pages render only after
 * this resolves. The server asks again on every render (`again`): the module loader keeps them,
 * and the dev server's hands over a component's edited code; a client-side navigation asks again
 * so a block can fetch what a page without server HTML needs at once (the gallery's carousel).
 */
export async function loadBlockComponents(types: Iterable<BlockType>, again = false): Promise<void> {
  const missing = [...new Set(types)].filter((type) => again || !loaded.has(type));
  await Promise.all(
    missing.map(async (type) => {
      const load = loaders[type];
      if (!load)
        throw new Error(`The "${type}" block has no component here: a static block reaches the browser as HTML`);
      loaded.set(type, (await load()) as ComponentType<never>);
    }),
  );
}

export function blockComponent<K extends BlockType>(type: K): ComponentType<BlockProps<K>> {
  const component = loaded.get(type);
  if (!component) throw new Error(`The "${type}" block was rendered before its code was loaded`);
  return component as unknown as ComponentType<BlockProps<K>>;
}
