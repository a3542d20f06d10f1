/**
 * Seeded randomness, so that every generated file is a pure function of its path:
 * re-running the generator on another machine produces the same bytes (for the same sharp/ffmpeg).
 */

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  range(min: number, max: number): number;
  int(min: number, maxInclusive: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** A child generator, so adding a draw in one part of a scene does not reshuffle the rest. */
  fork(label: string): Rng;
}

/** FNV-1a: tiny, stable across Node versions, good enough to spread path strings over seeds. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a fast 32-bit generator; returns the raw function for hot loops (grain). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function createRng(seedText: string): Rng {
  const next = mulberry32(hashString(seedText));
  const rng: Rng = {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, maxInclusive) => min + Math.floor(next() * (maxInclusive - min + 1)),
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)] as (typeof items)[number];
    },
    chance: (probability) => next() < probability,
    fork: (label) => createRng(`${seedText}#${label}`),
  };
  return rng;
}
