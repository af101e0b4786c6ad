/**
 * nDCG at `k` of a ranked list (the relevance collections of job search, decision 023, and of candidate search,
 * decision 189): each answer's gain over log2 of its rank + 1, divided by the ideal order's. `relevant` is a set
 * (binary judgments, every gain 1) or a map of graded gains. A query with nothing relevant scores 1 when nothing is
 * shown, 0 otherwise.
 */
export function ndcgAt(k: number, ranked: readonly number[], relevant: ReadonlySet<number> | ReadonlyMap<number, number>): number {
  const gainOf = (id: number) => (relevant instanceof Map ? (relevant.get(id) ?? 0) : relevant.has(id) ? 1 : 0);
  const gains = relevant instanceof Map ? [...relevant.values()].filter((gain) => gain > 0) : Array<number>(relevant.size).fill(1);
  if (!gains.length) return ranked.length ? 0 : 1;
  let dcg = 0;
  ranked.slice(0, k).forEach((id, index) => {
    dcg += gainOf(id) / Math.log2(index + 2);
  });
  gains.sort((a, b) => b - a);
  let ideal = 0;
  gains.slice(0, k).forEach((gain, index) => {
    ideal += gain / Math.log2(index + 2);
  });
  return dcg / ideal;
}
