/** Figures of one measured run: answers per second and latency percentiles of the answered calls. */
export interface Figures {
  /** Successful (2xx) answers per second. */
  rate: number;
  p50: number;
  p95: number;
  p99: number;
  /** Successful answers. */
  ok: number;
  /** Non-2xx answers, connection errors and time-outs. */
  failed: number;
}

/** Nearest-rank percentile of ascending values; NaN when there are none. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}

export function figuresOf(latencies: readonly number[], elapsedMs: number, failed: number): Figures {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    rate: elapsedMs > 0 ? (sorted.length / elapsedMs) * 1000 : Number.NaN,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    ok: sorted.length,
    failed,
  };
}

/** Median of the finite values (the mean of the middle two for an even count); NaN when there are none. */
export function median(values: readonly number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] ?? Number.NaN)
    : ((sorted[mid - 1] ?? Number.NaN) + (sorted[mid] ?? Number.NaN)) / 2;
}

/** Each figure's median over the runs; failures are summed. */
export function medianFigures(runs: readonly Figures[]): Figures {
  const m = (k: keyof Figures) => median(runs.map((r) => r[k]));
  return {
    rate: m('rate'),
    p50: m('p50'),
    p95: m('p95'),
    p99: m('p99'),
    ok: runs.reduce((s, r) => s + r.ok, 0),
    failed: runs.reduce((s, r) => s + r.failed, 0),
  };
}

/** Mulberry32: a small seeded generator, so every run makes the same choices. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
