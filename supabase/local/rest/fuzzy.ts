/**
 * Haskell fuzzyset 0.2.4's `getWithMinScore` over `Fuzzy.fromList entries` (default set: gram sizes
 * 3 then 2, Levenshtein re-ranking), which PostgREST's "Perhaps you meant …" hints use. Entries are
 * added last to first, as `fromList = foldr (flip add)` does; an entry whose lower-case form equals
 * an entry already added (as written) is skipped. An exact match, ignoring case, is the only
 * result, with score 1. Otherwise, for the largest gram size with a result: the entries sharing a
 * gram with the query, by cosine similarity of gram counts (ties in the order of their index in a
 * HashMap of Ints), the first 50 re-ranked by normalised Levenshtein similarity (a stable sort),
 * kept when that is at least `minimum`; closest first.
 */
export function fuzzySetGet(
  entries: readonly string[],
  query: string,
  minimum = MIN_SCORE,
): { score: number; value: string }[] {
  const exact = new Map<string, string>();
  const items: { key: string; vectors: Map<number, Map<string, number>> }[] =
    [];
  for (const value of [...entries].reverse()) {
    const key = value.toLowerCase();
    if ([...exact.values()].includes(key)) continue;
    const vectors = new Map(
      GRAM_SIZES.map((size) => [size, gramVector(key, size)]),
    );
    items.push({ key, vectors });
    exact.set(key, value);
  }
  const key = query.toLowerCase();
  const hit = exact.get(key);
  if (hit !== undefined) return [{ score: 1, value: hit }];
  for (const size of GRAM_SIZES) {
    const queryVector = gramVector(key, size);
    const queryNorm = magnitude(queryVector);
    const scored: { index: number; score: number; key: string }[] = [];
    items.forEach((item, index) => {
      const vector = item.vectors.get(size)!;
      let dot = 0;
      for (const [gram, count] of queryVector)
        dot += count * (vector.get(gram) ?? 0);
      if (dot > 0)
        scored.push({
          index,
          score: dot / (queryNorm * magnitude(vector)),
          key: item.key,
        });
    });
    scored.sort((a, b) => intMapOrder(a.index, b.index));
    scored.sort((a, b) => b.score - a.score);
    const ranked = scored
      .slice(0, 50)
      .map((entry) => ({
        score: levenshteinSimilarity(key, entry.key),
        value: exact.get(entry.key)!,
      }))
      .sort((a, b) => b.score - a.score)
      .filter((entry) => entry.score >= minimum);
    if (ranked.length > 0) return ranked;
  }
  return [];
}

/** fuzzyset's `getOne` / `getOneWithMinScore`: the closest entry, if any reaches `minimum`. */
export function fuzzySetGetOne(
  entries: readonly string[],
  query: string,
  minimum = MIN_SCORE,
): string | undefined {
  return fuzzySetGet(entries, query, minimum)[0]?.value;
}

/**
 * PostgREST 14.6+'s `getFuzzyHint` threshold for table and function names (the Supabase CLI runs
 * 14.12); 12 and 13 used fuzzyset's default, 0.33, which parameter lists keep.
 */
export const NAME_HINT_MIN_SCORE = 0.75;

const GRAM_SIZES = [3, 2];
const MIN_SCORE = 0.33;

// fuzzyset's normalisation: lower case, only letters, digits, white space and commas, in hyphens.
function gramVector(key: string, size: number): Map<string, number> {
  const kept = Array.from(key).filter(
    (c) => /[\p{L}\p{N},]/u.test(c) || isHaskellSpace(c),
  );
  const chars = ["-", ...kept, "-"];
  const vector = new Map<string, number>();
  for (let at = 0; at + size <= chars.length; at++) {
    const gram = chars.slice(at, at + size).join("");
    vector.set(gram, (vector.get(gram) ?? 0) + 1);
  }
  return vector;
}

// Data.Char.isSpace: the Latin-1 white space characters, else any space separator.
const isHaskellSpace = (c: string) =>
  /^[\t\n\v\f\r \u00a0]$/.test(c) || /^\p{Zs}$/u.test(c);

const magnitude = (vector: Map<string, number>) =>
  Math.sqrt([...vector.values()].reduce((sum, n) => sum + n * n, 0));

/**
 * The iteration order of a Haskell HashMap keyed by Int (identity hash): by the lowest five bits
 * of the key, then the next five, and so on (ascending for fewer than 32 entries).
 */
function intMapOrder(a: number, b: number): number {
  for (let shift = 0; shift < 32; shift += 5) {
    const diff = ((a >>> shift) & 31) - ((b >>> shift) & 31);
    if (diff !== 0) return diff;
  }
  return 0;
}

/** text-metrics' levenshteinNorm: 1 − distance / longer length, over code points. */
function levenshteinSimilarity(left: string, right: string): number {
  const a = Array.from(left);
  const b = Array.from(right);
  const longest = Math.max(a.length, b.length);
  if (longest === 0) return 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    previous = current;
  }
  return (longest - previous[b.length]!) / longest;
}
