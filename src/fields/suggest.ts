// "Did you mean": the known word nearest a mistyped one (a flag, a scenario name, a key), when it
// is near enough to be the one meant.

/**
 * The candidate nearest `word`, ignoring case, by edits (a letter added, dropped, changed, or two
 * neighbours swapped): at most 2, and fewer than half the word's letters; null when none is.
 */
export function closest(word: string, candidates: readonly string[]): string | null {
  const w = word.toLowerCase();
  let best: string | null = null;
  let bestDistance = Math.min(2, Math.ceil(w.length / 2) - 1);
  for (const c of candidates) {
    const d = distance(w, c.toLowerCase());
    if (d < bestDistance || (d === bestDistance && best === null)) {
      best = c;
      bestDistance = d;
    }
  }
  return best;
}

/** Edits from a to b, a swap of neighbours counting one (optimal string alignment). */
function distance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      rows[i][j] = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) rows[i][j] = Math.min(rows[i][j], rows[i - 2][j - 2] + 1);
    }
  }
  return rows[a.length][b.length];
}

/**
 * "; did you mean 'x'?" after an unknown value's message, when a candidate is near `word`; else ''.
 * A word under 4 characters gets none: '3d6' is no misspelt '1d6'.
 */
export function didYouMean(word: unknown, candidates: readonly unknown[]): string {
  if (typeof word !== 'string' || word.length < 4) return '';
  const meant = closest(word, candidates.filter((c): c is string => typeof c === 'string'));
  return meant === null ? '' : `; did you mean '${meant}'?`;
}
