/** Closest candidate by bigram similarity, for "Perhaps you meant …" hints; undefined if none is close. */
export function closest(
  needle: string,
  candidates: Iterable<string>,
  minimum = 0.4,
): string | undefined {
  const target = bigrams(needle);
  let best: string | undefined;
  let bestScore = minimum;
  for (const candidate of candidates) {
    const grams = bigrams(candidate);
    let shared = 0;
    const pool = [...grams];
    for (const gram of target) {
      const at = pool.indexOf(gram);
      if (at >= 0) {
        shared++;
        pool.splice(at, 1);
      }
    }
    const score = (2 * shared) / (target.length + grams.length || 1);
    if (score > bestScore || (score === bestScore && best === undefined)) {
      best = candidate;
      bestScore = score;
    }
  }
  return best;
}

function bigrams(text: string): string[] {
  const padded = `-${text.toLowerCase()}-`;
  const grams: string[] = [];
  for (let i = 0; i < padded.length - 1; i++)
    grams.push(padded.slice(i, i + 2));
  return grams;
}
