// Talisman Upgrade clause 41 (seed 002): "Characters who have more than one type of armour can now
// use them if they would have lost more than one life in combat", one roll for each type (armour,
// shield, helmet), only without Spells, and for dragon's breath too "as long as one of the combat
// actions was a strength fight". Replaces the step RuleSet.armourSaves; armourAgainst serves the breath.
import { StateSlot, armourUsable, mayUseArmour, rollArmour, type Game, type Player, type RuleSet } from '../../engine/index.ts';
import { BOOLEAN } from '../../fields/field-rules.ts';
import { withSteps, withHooks, withState } from '../module.ts';
import { part, switchOption, switchedBy } from './part.ts';
import { spellbookState } from './spellbooks.ts';

const ID = 'upgrade-several-armour';
const SEVERAL = switchOption('severalArmour', 'one Armour roll for each type of armour held when more than one life is lost in combat, without Spells (clause 41)', BOOLEAN);

/**
 * The three types by name (reference 3.8, 5: the Armour saves on 4-6, the Shield on 5-6, the Helmet on
 * a 6; the Adventure and Purchase cards of a name are one type): "You may only benefit from one of
 * the three given types of protection" each.
 */
const TYPES: readonly string[] = ['Armour', 'Shield', 'Helmet'];

/**
 * Per seat, the turn (Game.turn) of the types used and their bits (1 << TYPES index), and the turn
 * of his last strength fight (an attack roll in battle).
 */
interface State {
  turn: number[];
  used: number[];
  battled: number[];
}

const STATE = new StateSlot<State>(ID);
const stateOf = (g: Game): State | undefined => STATE.maybe(g);

/** Does p have no Spell and no spellbook ("only if you do not have a spell or spellbook")? */
function spellless(g: Game, p: Player): boolean {
  const books = spellbookState(g);
  return p.spells.length === 0 && !(books && books.hasBook[p.seat]);
}

/** Bits of the armour types p may use now (p.12: not a Toad, not the Monk; a Magic Object's while Magic works). */
function typesHeld(g: Game, p: Player): number {
  let bits = 0;
  for (const c of p.objects) {
    const t = TYPES.indexOf(g.cardDef[c].name);
    if (t >= 0 && armourUsable(g, p, c)) bits |= 1 << t;
  }
  return bits;
}

/** Two types or more, no Spells: the clause's character. */
function qualifies(g: Game, p: Player): boolean {
  if (!mayUseArmour(g, p) || !spellless(g, p)) return false;
  const bits = typesHeld(g, p);
  return (bits & (bits - 1)) !== 0;
}

/**
 * One more life of this turn's combat: p rolls for his best type not yet rolled this turn (the
 * reading: a turn's combats, its breath and its battles, are the "combat" whose lives add up); false
 * when none is left.
 */
function rollUnusedType(g: Game, p: Player): boolean {
  const s = stateOf(g)!;
  if (s.turn[p.seat] !== g.turn) {
    s.turn[p.seat] = g.turn;
    s.used[p.seat] = 0;
  }
  for (let t = 0; t < TYPES.length; t++) {
    if ((s.used[p.seat] & (1 << t)) !== 0) continue;
    const card = p.objects.find((c) => g.cardDef[c].name === TYPES[t] && armourUsable(g, p, c));
    if (card === undefined) continue;
    s.used[p.seat] |= 1 << t;
    return rollArmour(g, p, card);
  }
  return false;
}

/**
 * A dragon's breath about to take p's life (dragon-fire.ts), before a strength fight: with two types
 * of armour and no Spells he may roll one (41: "including dragon's breath"). False when the part is off.
 */
export function armourAgainst(g: Game, p: Player): boolean {
  return stateOf(g) !== undefined && qualifies(g, p) && rollUnusedType(g, p);
}

/**
 * A life lost in psychic combat: "This applies to any combat action that would take a life including
 * ... psychic combat as long as one of the combat actions was a strength fight. If the only actions
 * were psychic combats and spells, you could not use any armour." The reading: a strength fight of
 * his earlier in this turn (battles come before psychic combat, clause 7's order).
 */
function psychicArmourSaves(g: Game, p: Player): boolean {
  const s = stateOf(g)!;
  return s.battled[p.seat] === g.turn && qualifies(g, p) && rollUnusedType(g, p);
}

/** The attackRolled site: p rolled in battle (not psychic combat) this turn. */
function battled(g: Game, p: Player): void {
  if (g.combat.psychic === 0) stateOf(g)!.battled[p.seat] = g.turn;
}

function apply(r: RuleSet): RuleSet {
  const withSaves = withSteps(r, {
    armourSaves: (base) => (g, p) => (qualifies(g, p) ? rollUnusedType(g, p) : base(g, p)),
    psychicArmourSaves: () => psychicArmourSaves,
  });
  return withHooks(withState(withSaves, STATE, (g) => {
    const n = g.players.length;
    return { turn: new Array<number>(n).fill(-1), used: new Array<number>(n).fill(0), battled: new Array<number>(n).fill(-1) };
  }), {
    attackRolled: battled,
  });
}

export const severalArmour = part({
  id: ID,
  desc: 'Upgrade several Armour rolls (clause 41): without Spells, one roll for each type of armour held against the lives of a turn\'s combat, the breath and, after a strength fight, psychic combat included.',
  ...switchedBy(SEVERAL),
  apply: (r) => apply(r),
});
