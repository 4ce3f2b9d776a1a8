export interface Sample {
  p50: number;
  p95: number;
  perSecond: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(
    sorted.length - 1,
    Math.ceil((p / 100) * sorted.length) - 1,
  );
  return sorted[Math.max(0, index)] as number;
}

/**
 * Latency from `count` sequential calls (after a warm-up), throughput from the same number of
 * calls issued `concurrency` at a time.
 */
export async function measure(
  call: (i: number) => Promise<unknown>,
  { count = 500, warmup = 50, concurrency = 8 } = {},
): Promise<Sample> {
  for (let i = 0; i < warmup; i++) await call(i);
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    await call(i);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await call(next++);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    perSecond: count / seconds,
  };
}
