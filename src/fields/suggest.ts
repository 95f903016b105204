// "Did you mean": the allowed value nearest a misspelt one, for one-line errors. Values compare by
// their words (case and punctuation folded away) and then by edit distance; a suggestion is made
// only when it is close, so that a wholly different word gets the plain list instead.

/** A value's words: lower case, every run of other characters one '-' ('Bog-Troll', 'bog troll' -> 'bog-troll'). */
export function folded(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/** Edit distance (optimal string alignment): the fewest one-character insertions, deletions, substitutions and swaps of neighbours from a to b. */
export function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/** The candidate nearest `word` after folding, when it lies within a third of its length (at least 1 edit, at most 3); else undefined. */
export function nearest(word: string, candidates: readonly string[]): string | undefined {
  const w = folded(word);
  const limit = Math.min(3, Math.max(1, Math.floor(w.length / 3)));
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const c of candidates) {
    const d = editDistance(w, folded(c));
    if (d < bestDistance) [best, bestDistance] = [c, d];
  }
  return best;
}
