// Where the basic player wants to go: a score for landing on each space, given what it needs now
// (healing, a Talisman, Strength and Craft, the Portal of Power when ready).
import { MOVE_BRIDGE, MOVE_PORTAL, MOVE_SPACE, type View } from '../src/engine/index.ts';
import { battleValue, cardsValue, crownTaken, fightOdds, lifeCost, readyForInner } from './basic-values.ts';

/** Ring distance between two spaces of the same ring (a large number across regions). */
function distance(v: View, a: number, b: number): number {
  if (v.space(a).region !== v.space(b).region) return 30;
  const t = v.topo;
  let x = a;
  for (let d = 0; d < 24; d++) {
    if (x === b) return Math.min(d, ringLength(v, a) - d);
    x = t.cw[x];
  }
  return 30;
}

function ringLength(v: View, a: number): number {
  return v.space(a).region === 'outer' ? 24 : v.space(a).region === 'middle' ? 16 : 8;
}

function hurt(v: View): boolean {
  const c = v.me.character!;
  return v.me.lives < Math.min(c.life, 3);
}

/** The value of the space's own instructions for me now. */
function serviceValue(v: View, s: number): number {
  const me = v.me;
  const c = me.character!;
  const missing = c.life - me.lives;
  switch (v.space(s).terrain) {
    case 'city': return missing > 0 && me.gold > 0 ? 2 * Math.min(2, missing, me.gold) : 0.8;
    case 'village': return missing > 0 && me.gold > 0 ? 2 * Math.min(missing, me.gold) : me.gold >= 2 ? 1.5 : 0.6;
    case 'chapel': return me.alignment === 'good' ? (missing > 0 ? 3 * missing : 1) : me.alignment === 'evil' ? -lifeCost(v) : Math.min(missing, me.gold) * 2;
    case 'graveyard': return me.alignment === 'evil' ? 1 + (c.fate - me.fate) * 0.5 : me.alignment === 'good' ? -lifeCost(v) : 0.2;
    case 'castle': return missing > 0 && me.gold > 0 ? 2 * Math.min(missing, me.gold) : 0;
    case 'forest': case 'crags': return -0.8;
    case 'tavern': return 0.3;
    case 'cave': return me.quest === 0 && v.talismans() === 0 && v.talismansLeft > 0 ? 8 : 0;
    case 'desert': return v.has('desert-immune') ? 0 : -lifeCost(v);
    case 'temple': return me.lives >= 4 ? 3 : -1;
    case 'knight': return me.gold > 0 ? -1 : -lifeCost(v);
    case 'chasm': return -lifeCost(v) / 3;
    default: return 0;
  }
}

/** Expected worth of the Adventure cards still to draw there. */
function drawValue(v: View, s: number): number {
  const sp = v.space(s);
  const toDraw = Math.max(0, sp.draw - v.cardsAt(s).length);
  if (toDraw === 0) return 0;
  const strong = battleValue(v) + v.craft();
  let each = sp.region === 'middle' ? (strong >= 13 ? 2 : strong >= 10 ? 1 : -0.5) : 1;
  if (sp.creatureBonus) each -= 0.5;
  if (hurt(v)) each -= 1.5;
  return toDraw * each;
}

/** Worth of being `d` steps from a goal: falls steadily, so every step toward it counts. */
function near(d: number): number {
  return Math.max(0, 10 - 0.6 * d);
}

/** The Warlock's Cave (the space whose terrain is 'cave'), found once per board. */
function warlocksCave(v: View): number {
  for (let i = 0; i < 49; i++) if (v.space(i).terrain === 'cave') return i;
  return -1;
}

/** Do I want to be in the Middle Region now (and so cross the Storm River)? */
function wantMiddle(v: View): boolean {
  const me = v.me;
  return readyForInner(v) || crownTaken(v) || fightOdds(v, 9, false) >= 0.35
    || me.followers.some((c) => v.card(c).abilities?.includes('one-step'));
}

/** How well this space serves my current goal (distance-weighted). */
function goalValue(v: View, s: number): number {
  const me = v.me;
  const t = v.topo;
  const middle = v.space(s).region === 'middle';
  if (v.space(me.space).region === 'outer') {
    if (!wantMiddle(v)) return 0;
    return middle ? 20 : near(distance(v, s, t.sentinel));
  }
  if (readyForInner(v)) return 1.2 * near(distance(v, s, t.portal));
  if (v.talismans() === 0 && me.quest === 0 && v.talismansLeft > 0) return 0.6 * near(distance(v, s, warlocksCave(v)));
  return middle || !crownTaken(v) ? 0 : -6;
}

/** Score a move option: where it lands and what the way there risks. */
export function scoreMove(v: View, option: number): number {
  const s = option & MOVE_SPACE;
  if (option & MOVE_PORTAL) return readyForInner(v) ? 100 : -50;
  // With the Crown taken, only reaching it can win: the goal outweighs comfort.
  const urgency = crownTaken(v) ? 4 : 1;
  let score = serviceValue(v, s) + drawValue(v, s) + cardsValue(v, s) + urgency * goalValue(v, s);
  if (option & MOVE_BRIDGE) {
    const win = fightOdds(v, v.topo.bridgeGuard[v.topo.sentinel], false);
    score -= (1 - win) * lifeCost(v) + (win < 0.35 && !crownTaken(v) ? 15 : 0);
  }
  for (let seat = 0; seat < v.playerCount; seat++) {
    const q = v.player(seat);
    if (seat !== v.seat && q.alive && q.space === s && q.strength + 2 < battleValue(v) && (q.objects.length > 0 || q.gold > 0)) score += 2;
  }
  return score;
}
