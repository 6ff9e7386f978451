/** A small seeded PRNG (mulberry32): the demo must be the same on every machine. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const gaussian = (): number => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
  return {
    next,
    int: (min: number, max: number): number => min + Math.floor(next() * (max - min + 1)),
    /** A uniform real in [min, max). */
    between: (min: number, max: number): number => min + next() * (max - min),
    /** True with probability p. */
    chance: (p: number): boolean => next() < p,
    pick<T>(items: readonly T[]): T {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    weighted<T>(entries: readonly (readonly [T, number])[]): T {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [value, weight] of entries) {
        roll -= weight;
        if (roll < 0) return value;
      }
      const last = entries[entries.length - 1];
      if (!last) throw new Error('weighted pick from an empty list');
      return last[0];
    },
    /** Standard normal deviate (Box–Muller). */
    gaussian,
    /** Log-normal value with the given median; sigma is the spread of its logarithm. */
    logNormal: (median: number, sigma: number): number => median * Math.exp(sigma * gaussian()),
    /** Exponentially distributed value with the given mean. */
    exponential: (mean: number): number => -mean * Math.log(1 - next()),
    /** Pareto-distributed value ≥ min: most small, a few very large (influence, followers). */
    pareto: (min: number, alpha: number): number => min / (1 - next()) ** (1 / alpha),
    /** Poisson-distributed count (Knuth for small means, normal approximation above). */
    poisson(mean: number): number {
      if (mean > 50) return Math.max(0, Math.round(mean + Math.sqrt(mean) * gaussian()));
      const limit = Math.exp(-mean);
      let k = 0;
      let p = next();
      while (p > limit) {
        k += 1;
        p *= next();
      }
      return k;
    },
  };
}

export type Random = ReturnType<typeof createRandom>;

/**
 * A weighted picker prepared once (cumulative weights, binary search): for the hot loops that draw millions
 * of values from the same table.
 */
export function createPicker<T>(entries: readonly (readonly [T, number])[]): (random: Random) => T {
  if (entries.length === 0) throw new Error('picker over an empty list');
  const values = entries.map(([value]) => value);
  const cumulative = new Float64Array(entries.length);
  let total = 0;
  entries.forEach(([, weight], i) => {
    total += weight;
    cumulative[i] = total;
  });
  return (random) => {
    const roll = random.next() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if ((cumulative[mid] ?? 0) > roll) high = mid;
      else low = mid + 1;
    }
    return values[low] as T;
  };
}

/** Zipf-like weights (1/rank^s): a heavy-tailed popularity for a list already ordered by popularity. */
export function zipfWeights<T>(items: readonly T[], exponent = 1): [T, number][] {
  return items.map((item, rank) => [item, 1 / (rank + 1) ** exponent]);
}

/** A stable uniform value in [0, 1) for an integer key and a salt, with no state: per-entity traits. */
export function hashUnit(key: number, salt: number): number {
  let h = Math.imul(key ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(salt + 0x632be5ab, 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  h ^= h >>> 16;
  return (h >>> 0) / 4_294_967_296;
}
