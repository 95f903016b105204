// The plain part of the finale model's battle (finale-battle.ts): no Unified Effort is left to make
// (no Magic Object, or one member alive), so each member fights alone and a turn changes only his own
// lives (0-3 lost) and the dragons' (0-2 taken). The chance from every (member to play, lives of each,
// dragons' lives left) is one table, filled from the fewest lives up:
// - with the King alone left the members' turns do not meet: the battle is won when the lives each
//   takes from him before he falls add up to the King's, a sum of counts independent of each other
//   (each member's worked out once for each of his lives);
// - while a Prince stands, a win can turn the next fight on the King, so the cells are worked out
//   turn by turn, the turns in which nothing happens (a round of them) solved for.

/** The dragons a plain turn meets: Princes only, the last Prince's life (a win turns the next fight on the King), the King. */
const PRINCES = 0;
const LAST_PRINCE = 1;
const KING = 2;
/** A turn's outcomes: lives lost (0-3) * 3 + dragons' lives taken (0-2); 0 is the turn in which nothing happens. */
const OUTCOMES = 12;

let n = 0;
let kingLives = 0;
/** Lives vectors: member i's lives times stride[i], summed; stride[n] vectors in all. */
const stride = new Int32Array(8);
/** The chance by cell(): by dragons' lives left, then lives vector, then member to play. */
let table = new Float64Array(0);
/** Each member's plain turn: the chance of each outcome, by ((member * 3 + lives 1-3 - 1) * 3 + dragons) * OUTCOMES. */
let turns = new Float64Array(0);
/** Each member's King's lives taken before he falls, 0..kingLives (the last: at least that), by (member, lives). */
let takes = new Float64Array(0);
const takesAt = new Int32Array(8);

/** The plain battle's chance for member `member` to play, the lives vector `index`, `left` dragons' lives left (1..the table's). */
export function plainChance(member: number, index: number, left: number): number {
  // With the King alone left the cell is the same whoever plays: kept once, at member 0 (kingOnly).
  return table[(left * stride[n] + index) * n + (left > kingLives ? member : 0)];
}

/**
 * Fill the table for the members' lives (each one's most), the King's lives and `dragons` (the most
 * dragons' lives: the King's, or with the Princes'), from each member's fire chance and his odds
 * alone ([win, lose] by (member * 2 + psychic) * 2 + King).
 */
export function fillPlain(members: readonly { lives: number }[], alone: Float64Array, fire: Float64Array, king: number, dragons: number): void {
  n = members.length;
  kingLives = king;
  stride[0] = 1;
  for (let i = 0; i < n; i++) stride[i + 1] = stride[i] * (members[i].lives + 1);
  const size = (dragons + 1) * stride[n] * n;
  if (table.length < size) table = new Float64Array(size);
  plainTurns(alone, fire);
  kingsTakes(members);
  kingOnly(dragons > kingLives);
  packTurns();
  for (let d = kingLives + 1; d <= dragons; d++) withPrinces(d, d === kingLives + 1 ? LAST_PRINCE : PRINCES);
}

function plainTurns(alone: Float64Array, fire: Float64Array): void {
  const size = n * 9 * OUTCOMES;
  if (turns.length < size) turns = new Float64Array(size);
  turns.fill(0, 0, size);
  for (let i = 0; i < n; i++) {
    for (let l = 1; l <= 3; l++) {
      for (let dragons = 0; dragons < 3; dragons++) {
        const at = ((i * 3 + l - 1) * 3 + dragons) * OUTCOMES;
        reach[0] = fire[i];
        fights(alone, i, l - 1, 1, 0, 0, dragons, at);
        reach[0] = 1 - fire[i];
        fights(alone, i, l, 0, 0, 0, dragons, at);
      }
    }
  }
}

/**
 * The chance of reaching each fight of a turn (reach[fight]): kept here, not passed, since a
 * fraction passed to a call V8 does not inline is a new heap number.
 */
const reach = new Float64Array(3);

/** From fight `fight` of member i's turn with `l` lives, having lost `dl` and taken `dh`, at chance reach[fight]. */
function fights(alone: Float64Array, i: number, l: number, dl: number, dh: number, fight: number, dragons: number, at: number): void {
  const p = reach[fight];
  if (p === 0) return;
  if (l === 0 || fight === 2) {
    turns[at + dl * 3 + dh] += p;
    return;
  }
  const king = dragons === KING || (dragons === LAST_PRINCE && dh > 0) ? 1 : 0;
  const o = 2 * (i * 4 + fight * 2 + king);
  const win = alone[o];
  const lose = alone[o + 1];
  reach[fight + 1] = p * win;
  fights(alone, i, l, dl, dh + 1, fight + 1, dragons, at);
  reach[fight + 1] = p * lose;
  fights(alone, i, l - 1, dl + 1, dh, fight + 1, dragons, at);
  reach[fight + 1] = p * (1 - win - lose);
  fights(alone, i, l, dl, dh, fight + 1, dragons, at);
}

const turnAt = (i: number, l: number, dragons: number): number => ((i * 3 + Math.min(l, 3) - 1) * 3 + dragons) * OUTCOMES;

/**
 * Each member's count of the King's lives he takes before he falls, with 0..his lives: after a turn's
 * outcome he goes on with fewer lives or more taken (a turn in which nothing happens is played again).
 */
function kingsTakes(members: readonly { lives: number }[]): void {
  const k1 = kingLives + 1;
  let size = 0;
  for (let i = 0; i < n; i++) {
    takesAt[i] = size;
    size += (members[i].lives + 1) * k1;
  }
  if (takes.length < size) takes = new Float64Array(size);
  for (let i = 0; i < n; i++) {
    const base = takesAt[i];
    takes.fill(0, base, base + k1);
    takes[base] = 1;
    for (let l = 1; l <= members[i].lives; l++) {
      const at = turnAt(i, l, KING);
      const row = base + l * k1;
      let sum = 0;
      for (let h = 0; h < kingLives; h++) {
        let p = 0;
        for (let k = 1; k < OUTCOMES; k++) {
          const dh = k % 3;
          if (turns[at + k] === 0 || dh > h) continue;
          p += turns[at + k] * takes[base + (l - (k - dh) / 3) * k1 + h - dh];
        }
        takes[row + h] = p / (1 - turns[at]);
        sum += takes[row + h];
      }
      takes[row + kingLives] = Math.max(0, 1 - sum);
    }
  }
}

/** The King's lives the members take between them, 0..kingLives (at least), for the lives vector being filled: sums[i] for members i..n-1. */
let sums = new Float64Array(0);
const counter = new Int8Array(8);

/**
 * Cells with the King alone left: P(the counts of the members add up to the lives left), the same
 * whoever plays: kept at member 0's cell, and at every member's when `everyMember` (the Princes'
 * cells read them by member, withPrinces).
 */
function kingOnly(everyMember: boolean): void {
  const copies = everyMember ? n : 1;
  const k1 = kingLives + 1;
  if (sums.length < (n + 1) * k1) sums = new Float64Array((n + 1) * k1);
  sums.fill(0, n * k1, (n + 1) * k1);
  sums[n * k1] = 1;
  counter.fill(0);
  let from = n - 1;
  for (let index = 0; index < stride[n]; index++) {
    for (let i = from; i >= 0; i--) addTakes(i, counter[i]);
    let tail = 0;
    for (let left = kingLives; left >= 1; left--) {
      tail += sums[left];
      for (let i = 0, c = (left * stride[n] + index) * n; i < copies; i++) table[c + i] = tail;
    }
    from = 0;
    while (from < n && ++counter[from] > (stride[from + 1] / stride[from]) - 1) counter[from++] = 0;
  }
}

/** sums for members i.. = member i's count with l lives added to the sums for members i+1.. (at least kingLives kept as kingLives). */
function addTakes(i: number, l: number): void {
  const k1 = kingLives + 1;
  const to = i * k1;
  const from = to + k1;
  const own = takesAt[i] + l * k1;
  sums.fill(0, to, from);
  for (let a = 0; a <= kingLives; a++) {
    const pa = sums[from + a];
    if (pa === 0) continue;
    for (let b = 0; b <= kingLives; b++) sums[to + Math.min(kingLives, a + b)] += pa * takes[own + b];
  }
}

const gain = new Float64Array(8);
const still = new Float64Array(8);
/** The turns' outcomes other than nothing happening, packed: chance, the cell they lead to (relative), the dragons' lives taken. */
let chances = new Float64Array(0);
let offsets = new Int32Array(0);
let taken = new Int8Array(0);
const counts = new Int8Array(8 * 9);

/** The turns' outcomes as steps between cells of the table (member i's cell to the next member's). */
function packTurns(): void {
  const size = n * 9 * OUTCOMES;
  if (chances.length < size) {
    chances = new Float64Array(size);
    offsets = new Int32Array(size);
    taken = new Int8Array(size);
  }
  const box = stride[n];
  for (let i = 0; i < n; i++) {
    const next = i + 1 === n ? 0 : i + 1;
    for (let t = i * 9; t < i * 9 + 9; t++) {
      let c = 0;
      for (let k = 1; k < OUTCOMES; k++) {
        const p = turns[t * OUTCOMES + k];
        if (p === 0) continue;
        const dh = k % 3;
        chances[t * OUTCOMES + c] = p;
        offsets[t * OUTCOMES + c] = next - i - (dh * box + ((k - dh) / 3) * stride[i]) * n;
        taken[t * OUTCOMES + c] = dh;
        c++;
      }
      counts[t] = c;
    }
  }
}

/** Cells with `d` dragons' lives left, Princes among them: each lives vector's cells from those with fewer lives or dragons. */
function withPrinces(d: number, dragons: number): void {
  counter.fill(0);
  const box = stride[n];
  for (let index = 0; index < box; index++) {
    const c = (d * box + index) * n;
    let through = 1;
    let sum = 0;
    for (let i = 0; i < n; i++) {
      const l = counter[i];
      if (l === 0) {
        gain[i] = 0;
        still[i] = 1;
        continue;
      }
      const t = (i * 3 + (l < 3 ? l : 3) - 1) * 3 + dragons;
      const at = t * OUTCOMES;
      let g = 0;
      if (d > 2) for (let k = at; k < at + counts[t]; k++) g += chances[k] * table[c + i + offsets[k]];
      else for (let k = at; k < at + counts[t]; k++) g += chances[k] * (taken[k] >= d ? 1 : table[c + i + offsets[k]]);
      gain[i] = g;
      still[i] = turns[at];
      sum += through * g;
      through *= turns[at];
    }
    // No one alive: nothing ever changes, and the battle is lost.
    let next = through < 1 ? sum / (1 - through) : 0;
    table[c] = next;
    for (let i = n - 1; i > 0; i--) {
      next = gain[i] + still[i] * next;
      table[c + i] = next;
    }
    for (let i = 0; i < n && ++counter[i] > (stride[i + 1] / stride[i]) - 1; i++) counter[i] = 0;
  }
}
