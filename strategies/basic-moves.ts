// Where the basic player wants to go: a score for landing on each space, given what it needs now
// (healing, a Talisman, Strength and Craft, the Portal of Power when ready).
import { MOVE_BRIDGE, MOVE_PORTAL, MOVE_SPACE, type Ability, type View } from '../src/engine/index.ts';
import { battleValue, cardsValue, craftValue, crownTaken, fightOdds, lifeCost, readyForInner } from './basic-values.ts';
import type { Personality } from './personality.ts';

/** Each space's position along its ring and the ring's length, computed once per board. */
interface Rings {
  pos: Int16Array;
  len: Int16Array;
  cave: number;
}
const ringsCache = new WeakMap<object, Rings>();

function rings(v: View): Rings {
  let r = ringsCache.get(v.topo);
  if (r) return r;
  const t = v.topo;
  const n = t.region.length;
  r = { pos: new Int16Array(n).fill(-1), len: new Int16Array(n), cave: -1 };
  for (let s = 0; s < n; s++) {
    if (v.space(s).terrain === 'cave') r.cave = s;
    if (r.pos[s] >= 0 || t.cw[s] < 0) continue;
    let x = s;
    let k = 0;
    do {
      r.pos[x] = k++;
      x = t.cw[x];
    } while (x !== s);
    for (let y = s, i = 0; i < k; i++, y = t.cw[y]) r.len[y] = k;
  }
  ringsCache.set(v.topo, r);
  return r;
}

/** Ring distance between two spaces of the same ring (a large number across regions). */
function distance(v: View, a: number, b: number): number {
  if (v.topo.region[a] !== v.topo.region[b]) return 30;
  const r = rings(v);
  const d = Math.abs(r.pos[a] - r.pos[b]);
  return Math.min(d, r.len[a] - d);
}

function hurt(v: View, p: Personality): boolean {
  const c = v.me.character!;
  return v.me.lives < Math.min(c.life, p.healAt);
}

/** The value of the space's own instructions for me now. */
function serviceValue(v: View, s: number, p: Personality): number {
  const me = v.me;
  const c = me.character!;
  const missing = c.life - me.lives;
  switch (v.space(s).terrain) {
    case 'city': return missing > 0 && me.gold > 0 ? 2 * Math.min(2, missing, me.gold) : 0.8;
    case 'village': return missing > 0 && me.gold > 0 ? 2 * Math.min(missing, me.gold) : me.gold >= 2 ? 1.5 : 0.6;
    case 'chapel': return me.alignment === 'good' ? (missing > 0 ? 3 * missing : 1) : me.alignment === 'evil' ? -lifeCost(v, p) : Math.min(missing, me.gold) * 2;
    case 'graveyard': return me.alignment === 'evil' ? 1 + (c.fate - me.fate) * 0.5 : me.alignment === 'good' ? -lifeCost(v, p) : 0.2;
    case 'castle': return missing > 0 && me.gold > 0 ? 2 * Math.min(missing, me.gold) : 0;
    case 'forest': case 'crags': return -0.8;
    case 'tavern': return 0.3;
    case 'cave': return me.quest === 0 && v.talismans() === 0 && v.talismansLeft > 0 ? 8 : 0;
    case 'desert': return v.has('desert-immune') ? 0 : -lifeCost(v, p);
    case 'temple': return me.lives >= 4 ? 3 : -1;
    case 'knight': return me.gold > 0 ? -1 : -lifeCost(v, p);
    case 'chasm': return -lifeCost(v, p) / 3;
    default: return 0;
  }
}

/** Expected worth of the Adventure cards still to draw there. */
function drawValue(v: View, s: number, p: Personality): number {
  const sp = v.space(s);
  const toDraw = Math.max(0, sp.draw - v.cardsAt(s).length);
  if (toDraw === 0) return 0;
  const strong = battleValue(v) + craftValue(v);
  let each = sp.region === 'middle' ? (strong >= p.middleGood ? 2 : strong >= p.middleFair ? 1 : -0.5) : 1;
  if (sp.creatureBonus) each -= 0.5;
  if (hurt(v, p)) each -= 1.5;
  return toDraw * each;
}

/** Worth of being `d` steps from a goal: falls steadily, so every step toward it counts. */
function near(d: number): number {
  return Math.max(0, 10 - 0.6 * d);
}

/** Do I have a Follower with this ability (the Poltergeist's one step a turn)? */
function followerWith(v: View, ability: Ability): boolean {
  for (const c of v.me.followers) if (v.card(c).abilities?.includes(ability)) return true;
  return false;
}

/** What I need now, worked out once per move decision. */
export interface Situation {
  p: Personality;
  ready: boolean;
  crown: boolean;
  /** Want to cross into the Middle Region: ready, the Crown taken, strong enough, or haunted. */
  wantMiddle: boolean;
  /** Chance to beat the Sentinel. */
  bridgeWin: number;
}

export function situation(v: View, p: Personality): Situation {
  const bridgeWin = fightOdds(v, v.topo.bridgeGuard[v.topo.sentinel], false);
  const ready = readyForInner(v, p);
  const crown = crownTaken(v);
  const haunted = followerWith(v, 'one-step');
  return { p, ready, crown, bridgeWin, wantMiddle: ready || crown || bridgeWin >= p.bridgeRisk || haunted };
}

/** How well this space serves my current goal (distance-weighted). */
function goalValue(v: View, s: number, sit: Situation): number {
  const me = v.me;
  const t = v.topo;
  const middle = t.region[s] === 'middle';
  if (t.region[me.space] === 'outer') {
    if (!sit.wantMiddle) return 0;
    return middle ? 20 : near(distance(v, s, t.sentinel));
  }
  if (sit.ready) return 1.2 * near(distance(v, s, t.portal));
  if (v.talismans() === 0 && me.quest === 0 && v.talismansLeft > 0) return 0.6 * near(distance(v, s, rings(v).cave));
  return middle || !sit.crown ? 0 : -6;
}

/** Score a move option: where it lands and what the way there risks. */
export function scoreMove(v: View, option: number, sit: Situation): number {
  const s = option & MOVE_SPACE;
  const p = sit.p;
  if (option & MOVE_PORTAL) return sit.ready ? 100 : -50;
  // With the Crown taken, only reaching it can win: the goal outweighs comfort.
  const urgency = sit.crown ? 4 : 1;
  let score = serviceValue(v, s, p) + drawValue(v, s, p) + cardsValue(v, s, p) + urgency * goalValue(v, s, sit);
  if (option & MOVE_BRIDGE) {
    score -= (1 - sit.bridgeWin) * lifeCost(v, p) + (sit.bridgeWin < p.bridgeRisk && !sit.crown ? 15 : 0);
  }
  for (let seat = 0; seat < v.playerCount; seat++) {
    if (seat === v.seat || !v.playerAlive(seat) || v.playerSpace(seat) !== s) continue;
    if (v.strength(seat) + p.preyMargin >= battleValue(v)) continue;
    const q = v.player(seat);
    const loot = q.objects.length > 0 || q.gold > 0 || p.attackForKills;
    if (loot) score += q.lives <= 1 && p.attackForKills ? 2 * p.preyBonus : p.preyBonus;
  }
  return score;
}
