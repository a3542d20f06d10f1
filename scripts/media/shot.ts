/**
 * What a generated stand-in picture shows, as data. data/media/shots.json names a shot for each
 * stand-in; the renderer (render3d/) draws exactly that, and the stand-in check
 * (checks/altTexts.ts) reads the same words back from the picture's alt text, so the
 * words and the picture cannot disagree. Word lists and types, with their zod schema.
 */
import { z } from 'zod';

const TIMES = ['morning', 'afternoon', 'golden hour', 'dusk'] as const;
const SEASONS = ['spring', 'summer', 'autumn', 'winter'] as const;
const HOUSE_STYLES = [
  'georgian',
  'victorian',
  'edwardian',
  'tudor',
  'modern',
  'chateau',
  'neoclassical',
  'arts and crafts',
  'cottage',
  'colonial',
] as const;
const MATERIALS = ['red brick', 'brown brick', 'limestone', 'stone', 'stucco', 'clapboard', 'timber'] as const;
const HOUSE_FEATURES = [
  'porch',
  'veranda',
  'turret',
  'bay window',
  'portico',
  'pool',
  'drive',
  'gates',
  'shutters',
  'half-timbering',
  'dormers',
  'lake',
  'ravine',
  'garage',
  'glass wall',
] as const;
const ROOMS = [
  'living room',
  'family room',
  'kitchen',
  'dining room',
  'bedroom',
  'bathroom',
  'foyer',
  'library',
  'terrace',
  'garden',
  'boardroom',
] as const;
const ROOM_OBJECTS = [
  'fireplace',
  'island',
  'pendant lights',
  'chandelier',
  'staircase',
  'sofa',
  'armchair',
  'bed',
  'tub',
  'shower',
  'dining table',
  'bookshelves',
  'window wall',
  'bay window',
  'skylights',
  'pool',
  'lounge seating',
  'outdoor dining',
  'lawn',
  'flower beds',
  'round table',
] as const;
const VIEWS = ['garden', 'trees', 'city', 'lake', 'ravine'] as const;
const STREET_FEATURES = [
  'canopy',
  'ravine',
  'warehouses',
  'towers',
  'row houses',
  'bakery',
  'park',
  'gates',
  'skyline',
  'lawns',
] as const;

export type Time = (typeof TIMES)[number];
export type Season = (typeof SEASONS)[number];
export type HouseStyle = (typeof HOUSE_STYLES)[number];
export type Material = (typeof MATERIALS)[number];
export type HouseFeature = (typeof HOUSE_FEATURES)[number];
export type Room = (typeof ROOMS)[number];
export type RoomObject = (typeof ROOM_OBJECTS)[number];
export type View = (typeof VIEWS)[number];
export type StreetFeature = (typeof STREET_FEATURES)[number];

/** A house seen from its front lawn or drive, as an architectural photographer would frame it. */
export interface ExteriorShot {
  kind: 'exterior';
  style: HouseStyle;
  storeys: 1 | 2 | 3;
  material: Material;
  time: Time;
  season: Season;
  features: HouseFeature[];
}

/** A room with its named objects, daylight through its windows onto a view. */
export interface InteriorShot {
  kind: 'interior';
  room: Room;
  objects: RoomObject[];
  view: View;
  time: Time;
}

/** A residential tower or low-rise, one floor slab per storey. */
export interface TowerShot {
  kind: 'tower';
  storeys: number;
  /** Two for a pair of towers (Forma), one otherwise. */
  towers: 1 | 2;
  facade: 'glass' | 'limestone' | 'brick';
  time: Time;
  season: Season;
}

/** A street or park in a named place: the neighbourhood heroes and page banners. */
export interface StreetShot {
  kind: 'street';
  houses: HouseStyle[];
  features: StreetFeature[];
  time: Time;
  season: Season;
}

export type Shot = ExteriorShot | InteriorShot | TowerShot | StreetShot;

const Time = z.enum(TIMES);
const Season = z.enum(SEASONS);

const ShotSchema = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('exterior'),
      style: z.enum(HOUSE_STYLES),
      storeys: z.union([z.literal(1), z.literal(2), z.literal(3)]),
      material: z.enum(MATERIALS),
      time: Time,
      season: Season,
      features: z.array(z.enum(HOUSE_FEATURES)),
    })
    .strict(),
  z
    .object({
      kind: z.literal('interior'),
      room: z.enum(ROOMS),
      objects: z.array(z.enum(ROOM_OBJECTS)),
      view: z.enum(VIEWS),
      time: Time,
    })
    .strict(),
  z
    .object({
      kind: z.literal('tower'),
      storeys: z.number().int().min(1).max(120),
      towers: z.union([z.literal(1), z.literal(2)]),
      facade: z.enum(['glass', 'limestone', 'brick']),
      time: Time,
      season: Season,
    })
    .strict(),
  z
    .object({
      kind: z.literal('street'),
      houses: z.array(z.enum(HOUSE_STYLES)),
      features: z.array(z.enum(STREET_FEATURES)),
      time: Time,
      season: Season,
    })
    .strict(),
]);

/** data/media/shots.json: media path ("/media/listings/x/1.jpg") to the shot its stand-in shows. */
export const ShotListSchema = z
  .object({
    note: z.string().optional(),
    shots: z.record(z.string().regex(/^\/media\/[a-z0-9/._-]+\.jpg$/), ShotSchema),
  })
  .strict();

/** Every generated file carries this text, so tools tell stand-ins from the team's photography. */
export const STAND_IN_MARKER = 'Generated stand-in by scripts/generate-media.ts; replace with photography';
