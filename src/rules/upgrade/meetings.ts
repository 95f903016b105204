// Talisman Upgrade clause 26 (seed 002): "When landing on a space where there is another character,
// both the space and the character must be encountered": the mover may attack (or use an ability),
// ignore or join; the characters landed on may defend, ignore or join, and "if the party moving to
// the space chooses to ignore, the party being landed on may still retaliate".
import {
  scratch, CHARACTER_ACTIONS, attackCharacter, characterAction, chooseAction, chooseCharacter, yesNoQuestion, type Game, type Player,
} from '../../engine/index.ts';
import { BOOLEAN } from '../../fields/field-rules.ts';
import { withHooks } from '../module.ts';
import { attackTogether, defenderFor, placedFaceOff } from './party-attack.ts';
import { charactersPlaced } from './face-offs.ts';
import { partyOf } from './party-state.ts';
import { switchOption, switchedBy, type UpgradePart } from './part.ts';
import { enemiesHere, outerOrMiddle } from './spaces.ts';

/** Clause 26: retaliate with a battle against the character (the detail: his seat) who landed on my space and did not attack me? */
export const RETALIATE = yesNoQuestion({ id: 'retaliate' });

const BOTH = switchOption('encounterBoth', 'landing where characters are: the space and the characters are both met, and those not attacked may retaliate (clause 26)', BOOLEAN);

/** Step "a character instead of the space": never instead in the Outer and Middle Regions (the space is met first). */
function neverInstead(g: Game, p: Player): boolean {
  return outerOrMiddle(g, p.space) ? false : chooseCharacter(g, p);
}

/** Is q one p meets here: alive, on the space, not of his party (clause 3: members do not meet)? */
const metHere = (g: Game, p: Player, q: Player, space: number): boolean =>
  q !== p && q.alive && q.space === space && g.rules.mayEncounter(g, p, q);

/** Seats attacked by the mover this encounter (bits): they have been met and do not retaliate (module scratch, scratch.ts). */
const meeting = scratch({ attacked: 0 });

/**
 * After the space (and clause 26's Join, parties.ts offerJoin): the mover chooses a character to
 * encounter or none ("ignore"); an action against him (a battle, psychic combat or an ability used
 * "instead of attacking") is followed, when he belongs to a party, by a battle against each other
 * member there ("all defenders must be subjected to some form of attack"). Then every character
 * there not attacked may retaliate with a battle ('retaliate'; abilities are the attacker's only).
 * The reading: the characters come after the space's cards, as the clause 7 table has no number for them.
 */
function meetCharacters(g: Game, p: Player, space: number): void {
  if (!p.alive || p.space !== space || g.ended || !outerOrMiddle(g, space)) return;
  meeting.attacked = 0;
  // An ambush faced off as one (clauses 28-29): "the attacking group must attack all opponents", each his share.
  if (charactersPlaced(g)) meeting.attacked = placedFaceOff(g, p, space, enemiesHere(g, space), metHere);
  else meetOne(g, p, space);
  retaliate(g, p, space);
}

/** The mover's choice of a character to encounter, or none ("ignore"), and his action against him. */
function meetOne(g: Game, p: Player, space: number): void {
  const o = g.options('encounter', p, space);
  o.push(-1);
  for (const q of g.players) if (metHere(g, p, q, space)) o.push(q.seat);
  if (o.length === 1) return;
  const seat = g.decide();
  if (seat >= 0) attackParty(g, p, g.players[seat], space);
}

/** Every character there not attacked may retaliate with a battle ('retaliate'; abilities are the attacker's only). */
function retaliate(g: Game, p: Player, space: number): void {
  for (const q of g.players) {
    if (!p.alive || p.space !== space || g.ended) return;
    if ((meeting.attacked & (1 << q.seat)) !== 0 || !metHere(g, p, q, space)) continue;
    if (!RETALIATE.ask(g, q, p.seat)) continue;
    if (g.log.on) g.say(`  ${g.name(q)} retaliates (Upgrade 26)`);
    attackCharacter(g, q, p, false, false);
  }
}

const ATTACK = CHARACTER_ACTIONS.indexOf('attack');
const PSYCHIC_ATTACK = CHARACTER_ACTIONS.indexOf('psychic-attack');

/**
 * The mover's action against q (a battle while Enemies are on the space, clause 28), then a battle
 * against each other member of q's party on the space. With members of his party arrived with him,
 * they attack together instead (party-attack.ts).
 */
function attackParty(g: Game, p: Player, q: Player, space: number): void {
  const together = attackTogether(g, p, q, space, enemiesHere(g, space), metHere);
  if (together >= 0) {
    meeting.attacked |= together;
    return;
  }
  meeting.attacked |= 1 << q.seat;
  const action = enemiesHere(g, space) ? ATTACK : chooseAction(g, p, q);
  // Clause 7: the defending party defends each attack (not an ability) with a member of its choice.
  characterAction(g, p, action === ATTACK || action === PSYCHIC_ATTACK ? defenderFor(g, p, q, space, metHere) : q, action);
  const lead = partyOf(g, q);
  if (lead < 0) return;
  for (const r of g.players) {
    if (!p.alive || p.space !== space || g.ended) return;
    if (r === q || partyOf(g, r) !== lead || !metHere(g, p, r, space)) continue;
    meeting.attacked |= 1 << r.seat;
    attackCharacter(g, p, defenderFor(g, p, r, space, metHere), false, false);
  }
}

export const encounterBoth: UpgradePart = {
  id: 'upgrade-encounter-both',
  desc: 'Upgrade meetings (clause 26): the space and the characters on it are both met; the mover attacks, ignores or joins, and those he did not attack may retaliate.',
  ...switchedBy(BOTH),
  apply: (r) => ({ ...withHooks(r, { encountered: meetCharacters }), characterInstead: neverInstead }),
};
