// The Fantastic Diversions "Defensive Combat" (defensiveCombat: true): a character attacked in battle
// may declare "on defense": +1 for one Weapon and +1 for one Shield, a win is only a draw, a loss may
// be saved by Armour but not by that Shield, and his own turn ends whatever the outcome.
import { changed } from '../../engine/changes.ts';
import {
  StateSlot, LOSE, STANDOFF, WIN, DOUBLE_WIN, armourUsable, mayUseArmour, attackValue, countEvent, eventId, weaponBonus,
  type Foe, type Game, type Player, type Steps, yesNoQuestion } from '../../engine/index.ts';
import { BOOLEAN } from '../../fields/field-rules.ts';
import { ruleModule, option, withSteps, withHooks, withState } from '../module.ts';

/** Events (events.ts), one per clause as it acts. */
const BARRED = eventId('defensive-combat.barred'); // I.2: already on the offensive this turn
const DECLARED = eventId('defensive-combat.declared'); // I.1
const WEAPON_BONUS = eventId('defensive-combat.weapon-bonus'); // I.3: +1 for a Weapon
const SHIELD_BONUS = eventId('defensive-combat.shield-bonus'); // I.3: +1 for a Shield
const WIN_DRAWN = eventId('defensive-combat.win-drawn'); // II.1: a win is a draw
const SHIELD_CANNOT_SAVE = eventId('defensive-combat.shield-cannot-save'); // II.1: a loss, the Shield barred
const TURN_ENDED = eventId('defensive-combat.turn-ended'); // II.2a

/** Per game: who is on defense, and who went on the offensive in which turn. */
interface DefenseState {
  /** The seat of the character "on defense" in the battle under way, or -1 (set when he declares it). */
  seat: number;
  /** Per seat, the last turn (Game.turn) in which he used something on an Enemy or another character; -1 none. */
  readonly offensive: Int32Array;
}

const DEFENSE = new StateSlot<DefenseState>('defensive-combat');

/**
 * I.2: not "in any turn in which it has used a Special Ability, Magic Object, Object, or Spell to
 * affect an Enemy or another adventurer". A Spell's handler says when it affected an Enemy or
 * another character (the actedOnOther moment, content/spells.ts), kept as the turn it happened in:
 * Acquisition, Mesmerism, Nullify, Random or Healing on another, Destruction of an Enemy, Immobility, Preservation of another's life
 * or an Enemy, Destroy Magic, Counterspell. A Spell on himself (Psionic Blast, Invisibility,
 * Alchemy, Teleport...), a space (Hex) or the deck (Divination) does not bar it. Special Abilities
 * count too: the Minstrel's charm of an Animal, and an ability used on another character (steal,
 * beguile, take a Follower, the Crown's command). Reading: the use is the offensive, so a charm
 * that fails, or an ability the other evades, bars it as one that worked. An Object or Magic Object
 * used on another is not recorded yet.
 */
function wentOnTheOffensive(g: Game, p: Player): boolean {
  return DEFENSE.of(g).offensive[p.seat] === g.turn;
}

/** The actedOnOther handler: p went on the offensive in this turn (a new turn forgets it). */
function actedOnOther(g: Game, p: Player): void {
  DEFENSE.of(g).offensive[p.seat] = g.turn;
}

/**
 * I.3-4: the Shield p wields (a usable Armour titled "Shield" on him; the engine has no baggage), or
 * -1. A character who "may not use Armour" (the Monk, a Toad) wields no Shield, so gets no +1.
 */
function shieldOf(g: Game, p: Player): number {
  if (!mayUseArmour(g, p)) return -1;
  for (const c of p.objects) if (g.cardDef[c].name === 'Shield' && armourUsable(g, p, c)) return c;
  return -1;
}

/** What going "on defense" is weighed on: the opponent's attack value and the bonus it would bring (0-2). */
export interface Defense {
  value: number;
  bonus: number;
}

export const ON_DEFENSE = yesNoQuestion<Defense>({ id: 'on-defense', record: () => ({ value: 0, bonus: 0 }) });

/**
 * I.1: declared "when attacked in Battle": by a character, or by a creature he is not attacking
 * (rules.attacksCreature: every creature under the strict reading, none under the permissive
 * assassinateCreatures, Claiming Attack's 2a-d when it is on).
 */
function declare(g: Game, p: Player, foe: Foe | null, by: Player | null): void {
  if (foe !== null && g.rules.steps.attacksCreature(g, p, foe)) return;
  if (wentOnTheOffensive(g, p)) {
    countEvent(g, BARRED, p);
    return;
  }
  const shield = shieldOf(g, p);
  const weapon = weaponBonus(g, p, foe) > 0 ? 1 : 0;
  const bonus = weapon + (shield >= 0 ? 1 : 0);
  const value = foe !== null ? foe.value + foe.rollBonus : attackValue(g, by!, false, null);
  const defense = ON_DEFENSE.record(g);
  defense.value = value;
  defense.bonus = bonus;
  if (!ON_DEFENSE.ask(g, p, defense)) return;
  countEvent(g, DECLARED, p);
  if (weapon > 0) countEvent(g, WEAPON_BONUS, p);
  if (shield >= 0) countEvent(g, SHIELD_BONUS, p);
  DEFENSE.of(g).seat = p.seat;
  g.combat.armourBarred = shield;
  p.battleStrength += bonus;
  changed(p);
  if (g.log.on) g.say(`  Defensive Combat: ${g.name(p)} is on defense (+${bonus})`);
}

/**
 * II.1-2 around the rule set's own comparison: the defender's win is a draw (a Double Win, a life
 * lost "as if defeated", is then a defeat with no victory), and a defender in his own turn ends
 * it. In a creature fight the defender is the first side; between characters, the second.
 */
function onDefense(compare: Steps['compareAttacks']): Steps['compareAttacks'] {
  return (g, mine, theirs, myNatural, theirNatural) => {
    const r = compare(g, mine, theirs, myNatural, theirNatural);
    const seat = DEFENSE.of(g).seat;
    if (seat < 0) return r;
    const p = g.players[seat];
    if (seat === g.active) {
      g.turnOver = true;
      countEvent(g, TURN_ENDED, p);
    }
    const first = g.combat.opponent < 0;
    const livesAtStake = r === DOUBLE_WIN || (first ? r === LOSE : r === WIN);
    if (livesAtStake && g.combat.armourBarred >= 0) countEvent(g, SHIELD_CANNOT_SAVE, p);
    if (first ? r === WIN : r === LOSE) {
      countEvent(g, WIN_DRAWN, p);
      if (g.log.on) g.say('  Defensive Combat: the win on defense is a draw');
      return STANDOFF;
    }
    return first && r === DOUBLE_WIN ? LOSE : r;
  };
}

function newDefense(g: Game): DefenseState {
  return { seat: -1, offensive: new Int32Array(g.players.length).fill(-1) };
}

export const defensiveCombat = ruleModule({
  id: 'defensive-combat',
  questions: [ON_DEFENSE],
  desc: 'Defensive Combat (Fantastic Diversions): an attacked character may fight "on defense" (+1 Weapon, +1 Shield): a win is a draw, the Shield cannot save, his turn ends.',
  options: [option('defensiveCombat', BOOLEAN, false, 'a character attacked in battle may fight "on defense"')],
  enabled: (o) => o.defensiveCombat,
  apply: (r) => withHooks(withState(withSteps(r, { compareAttacks: onDefense }), DEFENSE, newDefense), {
    actedOnOther,
    beforeAttackRoll: declare,
    // The fight is over: no one is on defense in the next (a psychic combat has no declaration).
    combatFought: (g) => void (DEFENSE.of(g).seat = -1),
  }),
});
