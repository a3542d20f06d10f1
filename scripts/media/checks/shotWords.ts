/**
 * The words an alt text uses for what a shot shows (shot.ts), so the check can read a
 * picture's description back as the same things: "a red-brick Georgian" names the style georgian
 * and the material red brick. Each list maps a pattern to the value it names.
 */
import type { HouseFeature, HouseStyle, Material, Room, RoomObject, Season, StreetFeature, Time } from '../shot.ts';

type Words<T> = readonly (readonly [RegExp, T])[];

export const STYLE_WORDS: Words<HouseStyle> = [
  [/\bgeorgian\b/, 'georgian'],
  [/\bvictorian\b/, 'victorian'],
  [/\bedwardian\b/, 'edwardian'],
  [/\btudor\b/, 'tudor'],
  [/\b(contemporary|modern)\b/, 'modern'],
  [/\bch[aâ]teau\b/, 'chateau'],
  [/\b(neoclassical|beaux-arts)\b/, 'neoclassical'],
  [/\barts and crafts\b/, 'arts and crafts'],
  [/\bcottage\b/, 'cottage'],
  [/\bcolonial\b/, 'colonial'],
];

export const MATERIAL_WORDS: Words<Material[]> = [
  [/\bred[- ]brick\b/, ['red brick']],
  [/\bbrown[- ]brick\b/, ['brown brick']],
  [/\bbrick\b/, ['red brick', 'brown brick']],
  [/\blimestone\b/, ['limestone']],
  [/(?<!lime)\bstone\b/, ['stone', 'limestone']],
  [/\bstucco\b/, ['stucco']],
  [/\bclapboard\b/, ['clapboard']],
  [/\btimber\b/, ['timber']],
];

export const HOUSE_FEATURE_WORDS: Words<HouseFeature> = [
  [/\bporch\b/, 'porch'],
  [/\bveranda\b/, 'veranda'],
  [/\bturret\b/, 'turret'],
  [/\bbay windows?\b/, 'bay window'],
  [/\bportico\b/, 'portico'],
  [/\bpool\b/, 'pool'],
  [/\b(drive|motor court|forecourt)\b/, 'drive'],
  [/\bgated?s?\b/, 'gates'],
  [/\bshutters\b/, 'shutters'],
  [/\bhalf-timber/, 'half-timbering'],
  [/\bdormers?\b/, 'dormers'],
  // Niagara-on-the-Lake is a town.
  [/(?<!the-)\blake\b/, 'lake'],
  [/\bravine\b/, 'ravine'],
  [/\bgarage\b/, 'garage'],
  [/\b(wall of glass|glass walls?)\b/, 'glass wall'],
];

/** The room an alt text names first is the room the picture must show. */
export const ROOM_WORDS: Words<Room> = [
  [/\b(living room|living area|great room|living and dining)\b/, 'living room'],
  [/\bfamily room\b/, 'family room'],
  [/(?<!outdoor )\bkitchen\b/, 'kitchen'],
  [/\bdining room\b/, 'dining room'],
  [/\b(bedroom|primary suite)\b/, 'bedroom'],
  [/\b(bathroom|bath)\b/, 'bathroom'],
  [/\b(foyer|entrance hall|reception hall)\b/, 'foyer'],
  [/\blibrary\b/, 'library'],
  [/\b(terrace|patio|deck)\b/, 'terrace'],
  [/\bgarden\b/, 'garden'],
  [/\bboardroom\b/, 'boardroom'],
];

export const OBJECT_WORDS: Words<RoomObject> = [
  [/\b(fireplace|mantel)\b/, 'fireplace'],
  [/\bislands?\b/, 'island'],
  [/\bpendants?\b/, 'pendant lights'],
  [/\bchandelier\b/, 'chandelier'],
  [/\b(staircase|stairs?)\b/, 'staircase'],
  [/\bsofas?\b/, 'sofa'],
  [/\b(armchair|reading chair)\b/, 'armchair'],
  [/\b(bed|headboard)\b/, 'bed'],
  [/\btub\b/, 'tub'],
  [/\bshower\b/, 'shower'],
  [/\b(dining table|long table)\b/, 'dining table'],
  [/\b(bookshelves|bookcases)\b/, 'bookshelves'],
  [/\b(floor-to-ceiling windows?|window wall|wall of glass)\b/, 'window wall'],
  [/\bbay windows?\b/, 'bay window'],
  [/\bskylights?\b/, 'skylights'],
  [/\bpool\b/, 'pool'],
  [/\blounge seating\b/, 'lounge seating'],
  [/\boutdoor dining\b/, 'outdoor dining'],
  [/\blawn\b/, 'lawn'],
  [/\b(flower beds|perennial beds|perennial borders)\b/, 'flower beds'],
  [/\bround table\b/, 'round table'],
];

export const STREET_WORDS: Words<StreetFeature> = [
  [/\b(canopy|tree-lined)\b/, 'canopy'],
  [/\bravine\b/, 'ravine'],
  [/\bwarehouses?\b/, 'warehouses'],
  [/\b(towers?|skyscrapers?)\b/, 'towers'],
  [/\brow houses\b/, 'row houses'],
  [/\bbakery\b/, 'bakery'],
  // Lawrence Park is a neighbourhood, not a park.
  [/(?<!lawrence )\bpark\b/, 'park'],
  [/\bgates\b/, 'gates'],
  [/\bskyline\b/, 'skyline'],
  [/\blawns?\b/, 'lawns'],
];

export const TIME_WORDS: Words<Time> = [
  [/\bmorning\b/, 'morning'],
  [/\bafternoon\b/, 'afternoon'],
  [/\bgolden hour\b/, 'golden hour'],
  [/\b(dusk|twilight|evening)\b/, 'dusk'],
];

export const SEASON_WORDS: Words<Season> = [
  [/\bspring\b/, 'spring'],
  [/\bsummer\b/, 'summer'],
  [/\b(autumn|fall)\b/, 'autumn'],
  [/\b(winter|snow)/, 'winter'],
];

/** Every value the text names, in the order it names them. */
export function named<T>(text: string, words: Words<T>): T[] {
  const lower = text.toLowerCase();
  return words
    .map(([pattern, value]) => ({ value, at: lower.search(pattern) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at)
    .map(({ value }) => value);
}
