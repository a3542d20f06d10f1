import type { z } from 'zod';
import type { CollectionName } from './entries.ts';
import type { ResolveContext } from './resolveContext.ts';
import type { SizedImage } from './sizedImage.ts';

/**
 * Where a block may be placed, declared by each block: a page's body, the top of a page (a hero or
 * a heading: never a team member's closing), only where the site draws it itself (an entry's own
 * page), or an article's body. The lists that hold blocks, the editor's menus and the check read it.
 */
const PLACES = {
  pageBody: "a page's body",
  pageTop: 'the top of a page',
  site: "an entry's own page, where only the site draws it",
  articleBody: "an article's body",
} as const;
export type Place = keyof typeof PLACES;

/** "a page's body or the top of a page": the places a block may go, in words for a message. */
export const placesInWords = (places: readonly Place[]) =>
  places.map((place) => PLACES[place]).join(' or ') || 'nowhere';

/** A block as authors write it: a zod object told apart from the others by its "type" literal. */
export type BlockSchema = z.ZodObject<{ type: z.ZodLiteral<string> }>;

/** A block as written in the content, as its schema parses it. */
export type Authored<S extends BlockSchema> = z.output<S>;

/** The image a page opens on, preloaded with the HTML because it is the page's largest paint. */
export interface LeadImage {
  image: SizedImage;
  /** The same `sizes` the component gives the image, so the preload fetches the variant it will use. */
  sizes: string;
}

/** One search of a block pre-rendered as a page (see presets in BlockDefinition). */
export interface Preset {
  /** The last part of its address, under the page's own: "in-forest-hill" for /listings/in-forest-hill. */
  segment: string;
  /** The search as the block reads it from an address: "?area=forest-hill". */
  search: string;
  /** What the page shows, for its heading and title: "Homes in Forest Hill". */
  heading: string;
}

/**
 * Everything the system knows about one kind of block, declared once in src/blocks/<type>/block.ts.
 * The registry (src/blocks/registry.ts) lists these; validation, reference checks, image
 * warnings, preloading, header checks and the generated docs read them, so nothing outside a
 * block's folder needs to name its type. The component is not here: it is browser code, loaded
 * per page through src/blocks/components.ts, while this definition runs at build time.
 */
export interface BlockDefinition<
  S extends BlockSchema = BlockSchema,
  Resolved = unknown,
  Interactive extends boolean = boolean,
  P extends Place = Place,
> {
  type: z.output<S>['type'];
  schema: S;
  /** Where the block may be placed (see PLACES); the check refuses it anywhere else. */
  places: readonly P[];
  /**
   * Whether the block has anything to do in the browser (state, effects, handlers: a form, a
   * carousel, filters). Only interactive blocks hydrate and ship their component; a static one
   * (false, the default) is pre-rendered to HTML, which the browser keeps as it is on a first
   * load and receives with the route data on a navigation (src/site/StaticBlock.tsx).
   */
  interactive: Interactive;
  /** Turns the block as written into what its component renders: references replaced by entries, images sized. */
  resolve(block: z.output<S>, ctx: ResolveContext): Resolved;
  /**
   * How many pages of results the block needs, for a block that lists entries a page at a time.
   * A page holding it is pre-rendered once per page of results (the first at its own path, the
   * others at <path>/page/<n>), and resolve sees which one in ctx.results.
   */
  resultPages?(block: z.output<S>, ctx: ResolveContext): number;
  /**
   * Searches of the block pre-rendered as pages of their own, one per filter value (never
   * combinations), so its filters work as plain links without JavaScript: the page holding it is
   * rendered again at <path>/<segment> (and that page's own pages of results), and resolve sees
   * which search in ctx.preset. The route table reserves these addresses against entries' slugs.
   */
  presets?(block: z.output<S>, ctx: ResolveContext): Preset[];
  /**
   * JSON its component fetches when it needs more than the page carries (all the listings, to
   * filter them), keyed by a name under /_data/lists/ (see listDataUrl), written once per build.
   */
  dataFiles?(block: z.output<S>, ctx: ResolveContext): Record<string, unknown>;
  /** The image to preload when the page opens on this block, if it draws one across the first screen. */
  leadImage?(block: Resolved): LeadImage | undefined;
  /** Ids of the entries it shows (see entryAnchor), so an address such as a sold home's former listing can lead to one. */
  anchors?(block: Resolved): string[];
  /** Opens the page on a full-bleed picture, under which a transparent header stays legible. */
  opensFullBleed: boolean;
  /** The words a reader reads in it, for the reading time of the article that holds it (none if left out). */
  words?(block: z.output<S>): string;
  /**
   * The places of the blocks it holds and draws inside itself (an article's body): the server
   * loads their components with its own (src/site/entryServer.tsx).
   */
  holds?: readonly Place[];
  /**
   * For blocks that only the site writes (a listing's gallery on its own page), an example for
   * docs/CONTENT.md (its fields after "type"); `first` names an existing entry of a collection.
   * Blocks that authors write are shown from data/.
   */
  example?(first: (collection: CollectionName) => string): Omit<z.input<S>, 'type'>;
}

/**
 * What a block's component takes: the block as its definition resolves it. Each block.ts names it
 * for its component (`export type IntroProps = PropsOf<typeof introBlock>`), so a component
 * imports its props' type from its own folder, type-only, and never the registry that lists
 * every block (scripts/lint/blockFolders.js refuses that).
 */
export interface PropsOf<D extends { resolve(...args: never[]): unknown }> {
  block: D['resolve'] extends (...args: never[]) => infer Resolved ? Resolved : never;
}

type Options<S extends BlockSchema, Resolved, Interactive extends boolean, P extends Place> = Partial<
  Omit<BlockDefinition<S, Resolved, Interactive, P>, 'type' | 'schema' | 'interactive' | 'places'>
> & {
  schema: S;
  interactive?: Interactive;
  places: readonly P[];
};

/** Declares a block; what is left out takes the plain default (rendered as written); what it names and the images it holds are read from its schema (model/relations.ts). */
export function defineBlock<
  S extends BlockSchema,
  Resolved = z.output<S>,
  Interactive extends boolean = false,
  const P extends Place = never,
>(options: Options<S, Resolved, Interactive, P>): BlockDefinition<S, Resolved, Interactive, P> {
  const {
    schema,
    places,
    resolve,
    resultPages,
    presets,
    dataFiles,
    leadImage,
    anchors,
    opensFullBleed,
    words,
    holds,
    example,
  } = options;
  return {
    type: schema.shape.type.value,
    schema,
    places,
    interactive: (options.interactive ?? false) as Interactive,
    resolve: resolve ?? ((block) => block as Resolved),
    ...(resultPages ? { resultPages } : {}),
    ...(presets ? { presets } : {}),
    ...(dataFiles ? { dataFiles } : {}),
    ...(leadImage ? { leadImage } : {}),
    ...(anchors ? { anchors } : {}),
    opensFullBleed: opensFullBleed ?? false,
    ...(words ? { words } : {}),
    ...(holds ? { holds } : {}),
    ...(example ? { example } : {}),
  };
}

/** Where a block's data file is served: listDataUrl("listings") -> "/_data/lists/listings.json" (no route has an underscore). */
export const listDataUrl = (name: string) => `/_data/lists/${name}.json`;
