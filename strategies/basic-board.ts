// What the basic player's move scoring reads of the board (basic-moves.ts): each space's ring
// position, Region and terrain as small numbers, and how near each space lies to the Sentinel, the
// Portal of Power and the Warlock's Cave: worked out once per board, shared by the games of a run.
import { REGIONS, type View } from '../src/engine/index.ts';

/** Terrains whose own instructions serviceValue() weighs, as small numbers (0: none of these). */
export const CITY = 1;
export const VILLAGE = 2;
export const CHAPEL = 3;
export const GRAVEYARD = 4;
export const CASTLE = 5;
export const WILDS = 6;
export const TAVERN = 7;
export const CAVE = 8;
export const DESERT = 9;
export const TEMPLE = 10;
export const KNIGHT = 11;
export const CHASM = 12;
/** Terrain codes in all, none (0) included. */
export const TERRAIN_CODES = 13;
const TERRAIN_CODE: Readonly<Record<string, number>> = {
  city: CITY, village: VILLAGE, chapel: CHAPEL, graveyard: GRAVEYARD, castle: CASTLE, forest: WILDS, crags: WILDS,
  tavern: TAVERN, cave: CAVE, desert: DESERT, temple: TEMPLE, knight: KNIGHT, chasm: CHASM,
};

/**
 * Each space's ring position, ring length, Region and terrain as numbers, and near() of its distance
 * to the Sentinel, the Portal of Power and the Cave: computed once per board.
 */
export class Board {
  readonly nearSentinel: Float64Array;
  readonly nearPortal: Float64Array;
  readonly nearCave: Float64Array;
  /** near() of the route to the Warlock's Cave from any Outer or Middle space, across the Sentinel's bridge too. */
  readonly caveRoute: Float64Array;
  /** Each space's Adventure cards to draw up to, and its creatures' attack bonus (0: none). */
  readonly draw: Float64Array;
  readonly creatureBonus: Float64Array;
  constructor(
    readonly pos: Int16Array,
    readonly len: Int16Array,
    readonly region: Int8Array,
    readonly terrain: Int8Array,
    readonly cave: number,
  ) {
    const n = pos.length;
    this.draw = new Float64Array(n);
    this.creatureBonus = new Float64Array(n);
    this.nearSentinel = new Float64Array(n);
    this.nearPortal = new Float64Array(n);
    this.nearCave = new Float64Array(n);
    this.caveRoute = new Float64Array(n);
  }
}
const boards = new WeakMap<object, Board>();
export const NO_BOARD = new Board(new Int16Array(0), new Int16Array(0), new Int8Array(0), new Int8Array(0), -1);
/** The last board asked for: games in a run share one. */
let lastTopo: object | null = null;
let lastBoard = NO_BOARD;

export function board(v: View): Board {
  if (v.topo === lastTopo) return lastBoard;
  lastTopo = v.topo;
  lastBoard = boardOf(v);
  return lastBoard;
}

function boardOf(v: View): Board {
  const known = boards.get(v.topo);
  if (known) return known;
  const t = v.topo;
  const n = t.region.length;
  const pos = new Int16Array(n).fill(-1);
  const len = new Int16Array(n);
  const region = new Int8Array(n);
  const terrain = new Int8Array(n);
  let cave = -1;
  for (let s = 0; s < n; s++) {
    const sp = v.space(s);
    if (sp.terrain === 'cave') cave = s;
    region[s] = REGIONS.indexOf(t.region[s]);
    terrain[s] = TERRAIN_CODE[sp.terrain ?? ''] ?? 0;
    if (pos[s] >= 0 || t.cw[s] < 0) continue;
    let x = s;
    let k = 0;
    do {
      pos[x] = k++;
      x = t.cw[x];
    } while (x !== s);
    for (let y = s, i = 0; i < k; i++, y = t.cw[y]) len[y] = k;
  }
  const b = new Board(pos, len, region, terrain, cave);
  for (let s = 0; s < n; s++) {
    b.draw[s] = v.space(s).draw;
    b.creatureBonus[s] = v.space(s).creatureBonus ?? 0;
    b.nearSentinel[s] = near(distance(b, s, t.sentinel));
    b.nearPortal[s] = near(distance(b, s, t.portal));
    b.nearCave[s] = near(distance(b, s, cave));
    const route = cave < 0 ? -1 : t.route[s * n + cave];
    b.caveRoute[s] = route < 0 ? 0 : near(route);
  }
  boards.set(v.topo, b);
  return b;
}

/** Ring distance between two spaces of the same ring (a large number across regions). */
export function distance(b: Board, a: number, c: number): number {
  if (b.region[a] !== b.region[c]) return 30;
  const d = Math.abs(b.pos[a] - b.pos[c]);
  return Math.min(d, b.len[a] - d);
}

/** Worth of being `d` steps from a goal: falls steadily, so every step toward it counts. */
export function near(d: number): number {
  return Math.max(0, 10 - 0.6 * d);
}
