// Talisman Upgrade clauses 8-9 (seed 002): Strength and Craft are capped at the character's starting
// (printed) values, raised above them only by the listed means, restored up to them by any other
// means, and may fall below them, never below 0 (note D21b). The engine steps are
// RuleSet.gainableCounters and lowestCounters (engine/stats.ts, the trophy exchange in turn.ts).
import { StateSlot, type Game, type GainMeans, type Player } from '../../engine/index.ts';
import { BOOLEAN } from '../../fields/field-rules.ts';
import { withSteps, withHooks, withState } from '../module.ts';
import { part, switchOption, switchedBy } from './part.ts';

const ID = 'upgrade-capped';
const CAPPED = switchOption('capped', 'Strength and Craft capped at the starting values, able to fall below them (clauses 8-9)', BOOLEAN);

/**
 * Clause 8's means found in this base game that may raise an attribute above its starting value:
 * "the Magic Stream/Pool of Wisdom" (8.2: the Magic Stream and the Fountain of Wisdom Place cards)
 * and "when a wish is granted (i.e. faerie, phantom, enchanter, Mephistopheles)" (8.4: the Enchanter,
 * Fairy and Phantom, and Mephistopheles' Craft for the evil). 8.1 and 8.3 (Weapons, Followers,
 * Magic Objects, Psionic Blast, the Potion) add no counters; 8.5 (the Instructor, the Magician) and
 * 8.6 (Master-Level characters) have nothing in the base game. Everything else restores only:
 * "Praying at temples, visiting the enchantress, and casting Random will not increase strength or
 * craft except to restore them ... Defeated enemies can not be saved up and turned in". Clause 20's
 * Craft for an undead's win (undead.ts) is that clause's own raise.
 */
const RAISES: readonly GainMeans[] = ['wish', 'place-card', 'undead'];

/** Per seat, Strength [2 * seat] and Craft [2 * seat + 1] counters gained by the raising means since the character entered. */
export interface CappedState {
  earned: number[];
}

const STATE = new StateSlot<CappedState>(ID);

export function cappedState(g: Game): CappedState {
  return STATE.of(g);
}

const slot = (p: Player, craft: boolean): number => 2 * p.seat + (craft ? 1 : 0);

/** Step gainableCounters: all n by a raising means; otherwise only back up to the starting value (counters 0). */
function gainable(g: Game, p: Player, craft: boolean, n: number, means: GainMeans): number {
  if (RAISES.includes(means)) {
    cappedState(g).earned[slot(p, craft)] += n;
    return n;
  }
  const held = craft ? p.craftCounters : p.strengthCounters;
  return Math.max(0, Math.min(n, 0 - held));
}

/** Step lowestCounters: down to a value of 0 ("Strength and Craft will never go below 0", note D21b). */
function lowest(_g: Game, p: Player, craft: boolean): number {
  return 0 - (craft ? p.character!.craft : p.character!.strength);
}

/** A new character starts with nothing raised (at the deal, characterEntered runs before the state is made). */
function enter(g: Game, p: Player): void {
  const s = STATE.maybe(g);
  if (!s) return;
  s.earned[slot(p, false)] = 0;
  s.earned[slot(p, true)] = 0;
}

/**
 * The invariant (issue 19): no character's Strength or Craft counters above what the raising means
 * gave him, nor his value below 0. Null when none; a Toad's own counters are the Toad's (p.16).
 */
export function cappedFault(g: Game): string | null {
  const s = STATE.maybe(g);
  if (!s) return null;
  for (const p of g.players) {
    if (!p.alive || p.character === null) continue;
    if (p.strengthCounters > s.earned[slot(p, false)]) return `seat ${p.seat} Strength counters ${p.strengthCounters} above the cap (raised by ${s.earned[slot(p, false)]})`;
    if (p.craftCounters > s.earned[slot(p, true)]) return `seat ${p.seat} Craft counters ${p.craftCounters} above the cap (raised by ${s.earned[slot(p, true)]})`;
    if (p.character.strength + p.strengthCounters < 0 || p.character.craft + p.craftCounters < 0) return `seat ${p.seat} Strength or Craft below 0`;
  }
  return null;
}

export const capped = part({
  id: ID,
  desc: 'Upgrade capped Strength and Craft (clauses 8-9): the starting values are the maximum, raised only by wishes and the Magic Stream or Fountain of Wisdom; they may fall below it.',
  ...switchedBy(CAPPED),
  apply: (r) => withHooks(withState(withSteps(r, { gainableCounters: () => gainable, lowestCounters: () => lowest }), STATE, (g) => ({ earned: new Array<number>(2 * g.players.length).fill(0) })), {
    characterEntered: enter,
  }),
});
