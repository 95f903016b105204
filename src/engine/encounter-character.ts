// Encountering another character (rulebook p.9-11): attack him, or use a special ability on him
// (the Thief's theft, the Sorceress's beguiling and Follower-taking, the Minstrel's Maiden and
// Princess). The attack itself is in combat-characters.ts.
import { KIND, CHARACTER_ACTIONS, type CharacterAction } from './decisions.ts';
import { attackCharacter, defenderEvades } from './combat-characters.ts';
import { EVADED, WIN, type FightResult } from './combat.ts';
import { markOthers } from './casting.ts';
import { claim, run } from './hooks.ts';
import { optionName } from './questions.ts';
import { rollOne } from './dice.ts';
import { ROLL } from './rolls.ts';
import type { Game } from './game.ts';
import type { Player } from './player.ts';
import { canHave, gainCard, removeCard } from './possessions.ts';
import { giveGold, hasAbility } from './stats.ts';
import { ABILITY_INDEX, traitBit } from './types.ts';

const A = (a: CharacterAction): number => CHARACTER_ACTIONS.indexOf(a);
/** The actions as option values, and the abilities that allow them, looked up once at load. */
const ATTACK = A('attack');
const PSYCHIC_ATTACK = A('psychic-attack');
const ASSASSINATE = A('assassinate');
const STEAL = A('steal');
const BEGUILE = A('beguile');
const TAKE_FOLLOWER = A('take-follower');
const TAKE_MAIDEN_PRINCESS = A('take-maiden-princess');
const CAN_PSYCHIC_ATTACK = ABILITY_INDEX['psychic-attack'];
const CAN_ASSASSINATE = ABILITY_INDEX.assassinate;
const CAN_STEAL = ABILITY_INDEX.steal;
const CAN_BEGUILE = ABILITY_INDEX.beguile;
const CAN_TAKE_FOLLOWER = ABILITY_INDEX['take-follower'];
const CAN_TAKE_MAIDEN_PRINCESS = ABILITY_INDEX['take-maiden-princess'];
const PURE = traitBit('pure');
const LADY = traitBit('lady');

/** The actions p may take against q here. */
export function characterActions(g: Game, p: Player, q: Player, onCrown: boolean, out: number[]): void {
  out.push(ATTACK);
  if (hasAbility(g, p, CAN_PSYCHIC_ATTACK)) out.push(PSYCHIC_ATTACK);
  if (hasAbility(g, p, CAN_ASSASSINATE) && g.rules.steps.mayAssassinate(g, p, null, onCrown)) out.push(ASSASSINATE);
  if (onCrown) return;
  if (hasAbility(g, p, CAN_STEAL) && hasLoot(g, p, q)) out.push(STEAL);
  if (hasAbility(g, p, CAN_BEGUILE) && hasLoot(g, p, q)) out.push(BEGUILE);
  if (hasAbility(g, p, CAN_TAKE_FOLLOWER) && anyTakable(g, p, q, PURE, false)) out.push(TAKE_FOLLOWER);
  if (hasAbility(g, p, CAN_TAKE_MAIDEN_PRINCESS) && anyTakable(g, p, q, LADY, true)) out.push(TAKE_MAIDEN_PRINCESS);
  const hs = g.rules.hooks.characterActions;
  if (hs.length > 0) run(hs, g, p, q, out);
}

/** Has q gold or an Object p may have (what the Thief and the Sorceress can take)? */
function hasLoot(g: Game, p: Player, q: Player): boolean {
  if (q.gold > 0) return true;
  for (const c of q.objects) if (canHave(g, p, c)) return true;
  return false;
}

/** Has q a Follower p may take: one with (wanted) or without the trait bit? */
function anyTakable(g: Game, p: Player, q: Player, trait: number, wanted: boolean): boolean {
  for (const c of q.followers) if (takable(g, p, c, trait, wanted)) return true;
  return false;
}

function takable(g: Game, p: Player, c: number, trait: number, wanted: boolean): boolean {
  return g.cardDef[c].kind === 'follower' && ((g.cardTraits[c] & trait) !== 0) === wanted && canHave(g, p, c);
}

/** p encounters q: one attack or one special ability (p.9), and his turn is over. */
export function encounterCharacter(g: Game, p: Player, q: Player): void {
  const action = chooseAction(g, p, q);
  g.turnOver = true;
  characterAction(g, p, q, action);
}

/** The action p picks against q (a CHARACTER_ACTIONS index, or a module's own action's value). */
export function chooseAction(g: Game, p: Player, q: Player): number {
  const o = g.options(KIND['character-action'], p, q.seat);
  characterActions(g, p, q, g.topo.region[p.space] === 'crown', o);
  return g.decide();
}

/**
 * p takes the action (a CHARACTER_ACTIONS index, or a module's own) against q. Returns the
 * battle's result from p's side; EVADED when q evaded a special ability, WIN when it was used.
 */
export function characterAction(g: Game, p: Player, q: Player, a: number): FightResult {
  const action = CHARACTER_ACTIONS[a] as CharacterAction | undefined;
  if (action === 'attack' || action === 'psychic-attack' || action === 'assassinate') {
    return attackCharacter(g, p, q, action === 'psychic-attack', action === 'assassinate');
  }
  if (g.log.on) g.say(`  ${g.name(p)} uses ${optionName('character-action', a)} on ${g.name(q)}`);
  markOthers(g, p); // a Special Ability (or a module's own action) used on another character, evaded or not
  if (defenderEvades(g, q, p)) {
    if (g.log.on) g.say(`  ${g.name(q)} evades`);
    return EVADED;
  }
  if (action === undefined) {
    claim(g.rules.hooks.actionUsed, g, p, q, a);
    return WIN;
  }
  if (action === 'beguile' && rollOne(g, p, ROLL.beguile) < beguileTarget(q)) return WIN;
  if (action === 'steal' || action === 'beguile') takeGoldOrObject(g, p, q);
  else takeFollower(g, p, q, action === 'take-follower' ? PURE : LADY, action !== 'take-follower');
  return WIN;
}

/** The Sorceress needs 6 against good, 5-6 against neutral, 4-6 against evil (reference 2). */
function beguileTarget(q: Player): number {
  return q.alignment === 'good' ? 6 : q.alignment === 'neutral' ? 5 : 4;
}

/** p takes one gold or one Object of his choice from q (the Thief, the Sorceress, Acquisition). */
export function takeGoldOrObject(g: Game, p: Player, q: Player): void {
  const o = g.options(KIND['target-card'], p, q.seat);
  if (q.gold > 0) o.push(-1);
  for (const c of q.objects) if (canHave(g, p, c)) o.push(c);
  const c = g.decide();
  if (c < 0) return giveGold(g, q, p, 1);
  removeCard(g, q, c);
  gainCard(g, p, c);
}

function takeFollower(g: Game, p: Player, q: Player, trait: number, wanted: boolean): void {
  const o = g.options(KIND['target-card'], p, q.seat);
  for (const c of q.followers) if (takable(g, p, c, trait, wanted)) o.push(c);
  const c = g.decide();
  removeCard(g, q, c);
  gainCard(g, p, c);
}
