// Fantastic Diversions, "True Fate" (seeds/001): fate alters the adventurer's own rolls (1.1) and
// the rolls of cards and spaces with no named persona (1.2), never a named or titled persona's (1.3).
// Luck rerolls one die (2.1); Destiny, paid before the roll, rolls an extra die to discard, and then
// no fate until the player's next turn (3.1-3.2); Fated Spells give a Spell's roll to its caster (4).
// TRUE_FATE_ROLLS classifies every base-game roll.
import {
  OWN_ROLL, WANT, rollKind, ROLL, ROLL_KINDS, StateSlot, choiceQuestion, countEvent, eventId, offerReroll, rollOne, spendFate, yesNoQuestion,
  type Game, type Player, type RollKindId, type Rng,
} from '../../engine/index.ts';
import { oneOfRule } from '../../fields/field-rules.ts';
import { ruleModule, option, withSteps, withHooks, withState } from '../module.ts';

/** 4: Random rolled by its caster under Fated Spells (1-4 harm the target, 5-6 help him). */
const CASTER_RANDOM = rollKind({ id: 'random-spell-cast', fate: true, want: WANT.lower, source: `${OWN_ROLL} (Random rolled by its caster under Fated Spells: 1-4 harm the target, 5-6 help him)` });

export const TRUE_FATE_MODES = ['off', 'luck', 'destiny', 'both'] as const;
export type TrueFateMode = (typeof TRUE_FATE_MODES)[number];
export const FATED_SPELLS = ['off', 'on', 'on-with-target-luck'] as const;
export type FatedSpells = (typeof FATED_SPELLS)[number];

const ID = 'true-fate';
/** Events (engine/events.ts): Luck used (2.1), Destiny paid (3.1-3.2), a Spell's die rolled by its caster and the target's Luck offered (4). */
const LUCK = eventId('true-fate.luck');
const DESTINY_PAID = eventId('true-fate.destiny-paid');
const FATED_SPELL = eventId('true-fate.fated-spell');
const TARGET_LUCK = eventId('true-fate.target-luck');

/** Which clause of True Fate 1 a roll falls under; 'none': not the adventurer's and no fate (p.15). */
export type FateClause = '1.1' | '1.2' | '1.3' | 'none';

/**
 * Every roll kind (the base game's, rolls.ts, and those the rule modules and fan cards add, by id)
 * under True Fate 1, with the reason; one not listed is not the adventurer's ('none'). 1.1 "an
 * adventurer's own action": movement, combat, rolls against Strength or Craft, special abilities,
 * praying or invoking. 1.2 "general encounters on cards or spaces where no named or titled persona
 * is mentioned as the source of the roll, such as the Cave, Forest, Crags, Tavern". 1.3 not "(re)action
 * rolls of named or titled personas on cards or spaces, such as the Enchantress, Mystic, Witch".
 */
export const TRUE_FATE_ROLLS: Readonly<Record<RollKindId | string, readonly [FateClause, string]>> = {
  movement: ['1.1', 'Movement'],
  attack: ['1.1', 'Combat (Battle or Psychic Combat)'],
  'creature-attack': ['none', 'a creature\'s attack roll, not the adventurer\'s (p.15)'],
  armour: ['1.1', 'Combat: his own Armour roll in the battle'],
  charm: ['1.1', 'Special Abilities (the Minstrel)'],
  beguile: ['1.1', 'Special Abilities (the Sorceress)'],
  pray: ['1.1', 'Praying (Chapel, Temple, Shrine)'],
  enchantress: ['1.3', 'the Enchantress, named in 1.3'],
  tavern: ['1.2', 'the Tavern, named in 1.2'],
  forest: ['1.2', 'the Forest, named in 1.2'],
  crags: ['1.2', 'the Crags, named in 1.2'],
  mystic: ['1.3', 'the Mystic, named in 1.3'],
  chasm: ['1.2', 'a space\'s roll, no persona'],
  'warlock-quest': ['1.3', 'the Warlock sets the quest: a titled persona\'s roll'],
  tunnels: ['1.1', 'Rolls against Strength or Craft (3d6 less Craft in the Mines, Strength in the Crypt)'],
  vampire: ['1.3', 'the Vampire, a titled persona, takes the lives'],
  'pit-fiends': ['1.2', 'a space\'s roll for how many creatures, no persona'],
  'werewolf-strength': ['1.2', 'a space\'s roll for a beast\'s Strength, no persona'],
  'portal-of-power': ['1.1', 'Rolls against Strength or Craft'],
  death: ['1.1', 'his own dice in the contest (Death\'s dice are Death\'s, 1.3)'],
  'death-foe': ['1.3', 'Death, a titled persona, rolls against him'],
  'command-spell': ['1.1', 'Invoking (the Command Spell)'],
  cave: ['1.2', 'the Cave, named in 1.2'],
  witch: ['1.3', 'the Witch, named in 1.3'],
  imp: ['1.3', 'the Imp sends him: a titled persona\'s roll'],
  'magic-portal': ['1.2', 'a Place\'s roll, no persona'],
  ghost: ['1.3', 'the Ghost chooses where it haunts: a titled persona\'s roll'],
  hermit: ['1.3', 'the Hermit chooses where he waits: a named persona\'s roll'],
  'random-spell': ['1.2', 'a card\'s roll with no persona, rolled by its target (Fated Spells give it to the caster)'],
  breakage: ['1.1', 'Battle Breakage\'s Breakage Roll: his own die for his own Object'],
  'random-spell-cast': ['1.1', '"or optionally some Spells": Fated Spells, the caster rolls Random for his target'],
  'dragon-fire': ['1.1', 'Rolls against Craft (Talisman Upgrade: a dragon\'s breath)'],
  'resist-event': ['1.1', 'an adventurer\'s own action: his party resisting an Event (Talisman Upgrade)'],
  'heroic-deed': ['1.1', 'an adventurer\'s own action: saving a space from an Event (Talisman Upgrade)'],
  'mini-command': ['1.2', 'a card\'s roll with no persona, rolled by its target, as Random\'s (Talisman Upgrade: the Talisman\'s Mini-Command)'],
  'fan-card': ['1.2', 'a fan card\'s die table: a general encounter on a card; its text names no persona as the roller'],
};

/** By ROLL index, worked out at its first use (modules add roll kinds as they load): may fate alter the roll (1.1 and 1.2; 1.2 "Fate may also be used")? */
const FATED: boolean[] = [];

function fated(kind: number): boolean {
  let f = FATED[kind];
  if (f === undefined) {
    const clause = TRUE_FATE_ROLLS[ROLL_KINDS[kind].id]?.[0];
    f = FATED[kind] = clause === '1.1' || clause === '1.2';
  }
  return f;
}

/** 3.1: pay one fate for Destiny before this roll (the detail: its kind, a ROLL index)? */
export const DESTINY = yesNoQuestion({ id: 'destiny' });

/** The roll a die is discarded from: what it wants (a WANT value) and its kind (a ROLL index). */
export interface DiscardFrom {
  want: number;
  roll: number;
}

/** 3.1: the die (an index into g.dice) to discard after Destiny's extra die. */
export const DISCARD_DIE = choiceQuestion<DiscardFrom>({
  id: 'discard-die',
  taken: 'not-first',
  record: () => ({ want: 0, roll: 0 }),
});

/** Per game: the seats that paid Destiny and may use no fate until their next turn (3.2). */
interface State {
  readonly locked: Uint8Array;
}

const STATE = new StateSlot<State>(ID);
const state = (g: Game): State => STATE.of(g);

/** 3.2 ends "until your next turn": the lock lifts as p's turn starts. */
function turnStart(g: Game, p: Player): void {
  state(g).locked[p.seat] = 0;
}

/** 2.1 Luck: one die of a roll of 1.1 or 1.2, unless Destiny was paid this turn. */
function luck(g: Game, p: Player, kind: number): boolean {
  return fated(kind) && state(g).locked[p.seat] === 0;
}

/** 2.1 Luck was used: the engine's fate reroll (dice.ts offerReroll) under True Fate. */
function lucky(g: Game, p: Player): void {
  countEvent(g, LUCK, p);
}

/**
 * 3.1 Destiny (the rollingDice handler): before a roll of 1.1 or 1.2 of n dice, p, while he has
 * fate, may pay one fate to roll one extra die with them, and discards a die of his choice; then 3.2.
 */
function destiny(g: Game, p: Player, kind: number, n: number, dice: Rng): boolean {
  if (p.fate <= 0 || !fated(kind) || state(g).locked[p.seat] !== 0 || !DESTINY.ask(g, p, kind)) return false;
  spendFate(g, p);
  state(g).locked[p.seat] = 1;
  countEvent(g, DESTINY_PAID, p);
  if (g.log.on) g.say(`  ${g.name(p)} pays 1 fate for Destiny: an extra die for the ${ROLL_KINDS[kind].id} roll, no more fate until his next turn`);
  for (let i = 0; i <= n; i++) g.dice[i] = dice.d6();
  g.diceCount = n + 1;
  discardDie(g, p, kind);
  return true;
}

/** p discards the die of his choice from g.dice ('discard-die': the die's index). */
function discardDie(g: Game, p: Player, kind: number): void {
  const from = DISCARD_DIE.record(g);
  from.want = ROLL_KINDS[kind].want;
  from.roll = kind;
  const o = DISCARD_DIE.options(g, p, from);
  for (let i = 0; i < g.diceCount; i++) o.push(i);
  const i = g.decide();
  if (g.log.on) g.say(`  ${g.name(p)} discards a ${g.dice[i]}`);
  for (let j = i + 1; j < g.diceCount; j++) g.dice[j - 1] = g.dice[j];
  g.diceCount--;
}

/** The caster's own kind of roll for each single-roll Spell's (Random is the base game's only one). */
const CASTER_ROLL: Readonly<Record<number, number>> = { [ROLL['random-spell']]: CASTER_RANDOM };

/**
 * 4, Fated Spells: "Any Spell requiring a single roll of one or more dice is rolled by the caster",
 * who "may apply Fate by Luck or Destiny to the roll". The sub-option: if he did, "the target ... may
 * then apply Fate by Luck to re-roll one die" (offered only while the target's Luck is free).
 */
function fatedSpellRoll(targetLuck: boolean) {
  return (g: Game, caster: Player, target: Player, kind: number): number => {
    const fate = caster.fate;
    if (g.log.on) g.say(`  ${g.name(caster)} rolls the Spell's die for ${g.name(target)} (Fated Spells)`);
    countEvent(g, FATED_SPELL, caster);
    let r = rollOne(g, caster, CASTER_ROLL[kind]);
    if (targetLuck && caster.fate < fate && target.fate > 0 && luck(g, target, kind)) {
      countEvent(g, TARGET_LUCK, target);
      r += offerReroll(g, target, 1, kind);
      if (g.log.on) g.say(`  the Spell's die is ${r}`);
    }
    return r;
  };
}

const never = (): boolean => false;

export const trueFate = ruleModule({
  id: ID,
  questions: [DESTINY, DISCARD_DIE],
  desc: 'Fantastic Diversions True Fate: fate on own rolls and persona-less card and space rolls only; Luck rerolls a die, Destiny rolls an extra one first.',
  options: [
    option('trueFate', oneOfRule(TRUE_FATE_MODES), 'off',
      'True Fate: luck (reroll one die), destiny (an extra die before the roll, then no fate until your next turn) or both'),
    option('fatedSpells', oneOfRule(FATED_SPELLS), 'off',
      'with trueFate, the caster rolls Random and may apply fate (on); on-with-target-luck: then the target may reroll with Luck', { key: 'trueFate', values: ['luck', 'destiny', 'both'] }),
  ],
  enabled: (o) => o.trueFate !== 'off',
  apply: (r, o) => withSteps(withHooks(withState(r, STATE, (g) => ({ locked: new Uint8Array(g.players.length) })), {
    turnStart,
    fateRerolled: lucky,
    ...(o.trueFate === 'luck' ? {} : { rollingDice: destiny }),
  }), {
    mayReroll: () => (o.trueFate === 'destiny' ? never : luck),
    spellRoll: (prior) => (o.fatedSpells === 'off' ? prior : fatedSpellRoll(o.fatedSpells === 'on-with-target-luck')),
  }),
});
