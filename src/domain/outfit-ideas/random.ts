/**
 * A seeded random source, so that the same wardrobe and the same seed always give the same ideas: the seed text
 * is hashed (FNV-1a, 32 bits) into the state of mulberry32, a small generator good enough to sample looks.
 */
export type Random = {
  /** In [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  below(n: number): number;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
};

export function hashSeed(seed: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i += 1) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function seededRandom(seed: string): Random {
  let state = hashSeed(seed);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const below = (n: number) => Math.floor(next() * n);
  return { next, below, pick: (items) => items[below(items.length)]! };
}
