// Talisman Upgrade clauses 26 and 29 between parties (seed 002): the members who arrived with the
// mover join his attack on the characters he lands on ("up to all party members conduct an individual
// combat action against any or all of the defenders"), or, landing on another party, they declare a
// special face-off: each attacker takes a share of the defenders, who choose whom he fights first.
import {
  scratchList, ABILITY_INDEX, CHARACTER_ACTIONS, EVADED, WIN, attackCharacter, attackValue, characterAction, chooseAction, choiceQuestion, countEvent,
  eventId, hasAbility, yesNoQuestion, type Game, type Player,
} from '../../engine/index.ts';
import { BOOLEAN } from '../../fields/field-rules.ts';
import { withHooks } from '../module.ts';
import { partyOf, partyState } from './party-state.ts';
import { characterShare, holdShares, wasFought } from './face-offs.ts';
import { partyFightsOn } from './party-fights.ts';
import { switchOption, switchedBy, type UpgradePart } from './part.ts';

/** Clause 29: declare a special face-off against the party landed on (the detail: its defenders here less the attackers arrived together)? */
export const PARTY_FACE_OFF = yesNoQuestion({ id: 'party-face-off' });

/**
 * Clause 26: the character of the party attacked that p, arrived with the mover, attacks too, or -1
 * none (the detail: the one the mover attacked).
 */
export const PARTY_TARGET = choiceQuestion({ id: 'party-target', taken: 'not-first' });

/** A defender to be taken on: his seat and his rank (strongest 0) in a face-off's split, 0 for one left to be attacked. */
export interface Defender {
  defender: number;
  rank: number;
}

/** Clauses 26, 29: the member of p's party (p among them) who takes on the defender of the detail. */
export const PARTY_ATTACKER = choiceQuestion<Defender>({
  id: 'party-attacker',
  taken: 'always',
  record: () => ({ defender: -1, rank: 0 }),
});

/**
 * Clause 29: the character of p's party whom the attacker (the detail: his seat) fights next ("the
 * defender makes the decision as to who is attacked first").
 */
export const DEFEND_FIRST = choiceQuestion({ id: 'defend-first', taken: 'always' });

const ID = 'upgrade-party-attacks';
const PARTY_ATTACKS = switchOption('partyAttacks', 'the members arrived with the mover join his attack on characters, and a party landing on a party may face off (clauses 26, 29)', BOOLEAN);
const JOINED = eventId('upgrade.party-attack');
const FACED_OFF = eventId('upgrade.party-face-off');
const ATTACK = CHARACTER_ACTIONS.indexOf('attack');
const PSYCHIC_ATTACK = CHARACTER_ACTIONS.indexOf('psychic-attack');
const CAN_PSYCHIC = ABILITY_INDEX['psychic-attack'];

/** Per game: are special face-offs (clause 29's `faceOffs`) on too? */
interface State {
  faceOffs: boolean;
}

/** meetings.ts's test of a character p meets on the space (alive, there, not of his party). */
export type Meets = (g: Game, p: Player, q: Player, space: number) => boolean;

const attackers = scratchList<Player>();
const defenders = scratchList<Player>();
/** Per defender (index in `defenders`): the seat of the attacker whose share he is in. */
const shareOf = scratchList<number>();
const strengths = scratchList<number>();

const here = (g: Game, p: Player, space: number): boolean => p.alive && p.space === space && !g.ended;

/** The mover p first, then each member of his party who came onto the space with him this round and can fight (not a Toad). */
function gatherAttackers(g: Game, p: Player, space: number): void {
  attackers.length = 0;
  attackers.push(p);
  const s = partyState(g);
  if (!s || s.party[p.seat] !== p.seat) return;
  for (const q of g.players) {
    if (q !== p && s.party[q.seat] === p.seat && here(g, q, space) && q.toadTurns === 0 && s.movedRound[q.seat] === g.round) attackers.push(q);
  }
}

/** q and every other member of his party p meets here, strongest in battle first (seat order on ties). */
function gatherDefenders(g: Game, p: Player, q: Player, space: number, meets: Meets): void {
  defenders.length = 0;
  strengths.length = 0;
  const lead = partyOf(g, q);
  for (const r of g.players) {
    if (r !== q && (lead < 0 || partyOf(g, r) !== lead || !meets(g, p, r, space))) continue;
    const value = attackValue(g, r, false, null);
    let i = defenders.length;
    defenders.push(r);
    strengths.push(value);
    for (; i > 0 && strengths[i - 1] < value; i--) {
      defenders[i] = defenders[i - 1];
      strengths[i] = strengths[i - 1];
    }
    defenders[i] = r;
    strengths[i] = value;
  }
}

/** The first attacker still on the space: he speaks for the party (the mover while he can). */
function speaker(g: Game, space: number): Player | null {
  for (const a of attackers) if (here(g, a, space)) return a;
  return null;
}

/**
 * The attacking party's choice of who takes on defender d ('party-attacker', detail: his rank in a
 * face-off's split): any attacker still on the space. Null when none is.
 */
function assign(g: Game, d: Player, rank: number, space: number): Player | null {
  const by = speaker(g, space);
  if (by === null) return null;
  const defender = PARTY_ATTACKER.record(g);
  defender.defender = d.seat;
  defender.rank = rank;
  const o = PARTY_ATTACKER.options(g, by, defender);
  for (const a of attackers) if (here(g, a, space)) o.push(a.seat);
  return g.players[g.decide()];
}

/** a's action against d: his choice of battle, psychic combat or ability; a battle only while Enemies lie here (clause 28). */
function act(g: Game, a: Player, d: Player, battleOnly: boolean): number {
  const action = battleOnly ? ATTACK : chooseAction(g, a, d);
  return characterAction(g, a, action === ATTACK || action === PSYCHIC_ATTACK ? defenderFor(g, a, d, a.space, meetsNow) : d, action);
}

/** The test of a character a meets on the space, as meetings.ts passes it (set for the attack under way). */
let meetsNow: Meets = () => false;

/**
 * Clause 7 (with `partyFights`): "a party ... can defend against any attack with any member (even if
 * that member has already defended)". An attack (a battle or psychic combat, not an ability, which is
 * used on the one it names) by a on d, a member of a party: the head of d's party names the member
 * there who defends it ('defend-first', detail: a's seat; basic: the strongest), d himself among
 * them. d counts as attacked whoever defends. Without parties, or with d alone, d defends.
 */
export function defenderFor(g: Game, a: Player, d: Player, space: number, meets: Meets): Player {
  const lead = partyOf(g, d);
  if (lead < 0 || !partyFightsOn(g)) return d;
  const o = DEFEND_FIRST.options(g, headOf(g, d), a.seat);
  o.push(d.seat);
  for (const r of g.players) if (r !== d && partyOf(g, r) === lead && r.toadTurns === 0 && meets(g, a, r, space)) o.push(r.seat);
  const seat = g.decide();
  if (seat !== d.seat && g.log.on) g.say(`  ${g.name(g.players[seat])} defends ${g.name(d)}'s party against ${g.name(a)} (Upgrade 7)`);
  return g.players[seat];
}

/**
 * Clause 26 with the party: the mover's action against q, then each member who arrived with him may
 * act against any defender ('party-target': a battle, psychic combat or an ability, or none); then
 * "all defenders must be subjected to some form of attack": each one still not attacked is battled
 * by the attacker the party picks ('party-attacker'; one who used an ability "instead of attacking"
 * is excused, not barred). Returns the seats attacked (bits).
 */
function attackAsParty(g: Game, p: Player, q: Player, space: number, battleOnly: boolean): number {
  let bits = 1 << q.seat;
  let joined = false;
  act(g, p, q, battleOnly);
  for (let i = 1; i < attackers.length; i++) {
    const m = attackers[i];
    if (!here(g, m, space)) continue;
    const o = PARTY_TARGET.options(g, m, q.seat);
    o.push(-1);
    for (const d of defenders) if (here(g, d, space)) o.push(d.seat);
    const seat = g.decide();
    if (seat < 0) continue;
    bits |= 1 << seat;
    joined = true;
    act(g, m, g.players[seat], battleOnly);
  }
  for (const d of defenders) {
    if ((bits & (1 << d.seat)) !== 0 || !here(g, d, space)) continue;
    const a = assign(g, d, 0, space);
    if (a === null) break;
    bits |= 1 << d.seat;
    if (a !== p) joined = true;
    if (g.log.on) g.say(`  ${g.name(a)} must attack ${g.name(d)} too (Upgrade 26)`);
    attackCharacter(g, a, defenderFor(g, a, d, space, meetsNow), false, false);
  }
  if (joined) countEvent(g, JOINED, p);
  return bits;
}

/** a's "single combat (normal or psychic as appropriate)" against d: a battle, or psychic combat if he can make it and no Enemy lies here. */
function singleCombat(g: Game, a: Player, d: Player, battleOnly: boolean): number {
  const o = g.options('character-action', a, d.seat);
  o.push(ATTACK);
  if (!battleOnly && hasAbility(g, a, CAN_PSYCHIC)) o.push(PSYCHIC_ATTACK);
  return characterAction(g, a, d, g.decide());
}

/**
 * Clause 29's special face-off against a party: the defenders, strongest first, are shared out
 * among the attackers ('party-attacker': "each attacking character gets a separate share of the
 * opponents"); then each attacker in turn takes on his share one at a time, the defending party's
 * leader naming whom he fights next ('defend-first': "the defender makes the decision as to who is
 * attacked first"). He goes on while he wins (or the one he faced evaded): beaten or tied, his
 * attack ends (the troll shielding the Wizard, who "will eventually have to fight" only "if all other
 * defenders are beaten"), and those of his share not reached were not attacked (they may retaliate).
 */
function faceOff(g: Game, p: Player, q: Player, space: number, battleOnly: boolean): number {
  countEvent(g, FACED_OFF, p);
  shareOf.length = 0;
  let holders = 0;
  for (let i = 0; i < defenders.length; i++) {
    shareOf.push(assign(g, defenders[i], i, space)?.seat ?? -1);
    if (shareOf[i] >= 0) holders |= 1 << shareOf[i];
  }
  holdShares(g, holders);
  if (g.log.on) g.say(`  ${g.name(p)}'s party faces off: ${defenders.map((d, i) => `${g.name(g.players[shareOf[i]] ?? p)} takes ${g.name(d)}`).join(', ')} (Upgrade 29)`);
  return fightShares(g, space, battleOnly, q);
}

/** The head of q's party, who speaks for it (q when he travels alone or his leader is dead). */
function headOf(g: Game, q: Player): Player {
  const lead = partyOf(g, q);
  return lead >= 0 && g.players[lead].alive ? g.players[lead] : q;
}

/**
 * Each attacker in turn takes on his share (`defenders`, `shareOf`) one at a time, the defending
 * party naming whom he fights next ('defend-first', asked of the head of `q`'s party, or, with no
 * q, of the party of the first defender left in the share); he goes on while he wins. Returns the
 * seats attacked (bits).
 */
function fightShares(g: Game, space: number, battleOnly: boolean, q: Player | null): number {
  let bits = 0;
  for (const a of attackers) {
    while (here(g, a, space)) {
      let first: Player | null = null;
      for (let i = 0; i < defenders.length && first === null; i++) {
        const d = defenders[i];
        if (shareOf[i] === a.seat && (bits & (1 << d.seat)) === 0 && here(g, d, space)) first = d;
      }
      if (first === null) break;
      const o = DEFEND_FIRST.options(g, headOf(g, q ?? first), a.seat);
      for (let i = 0; i < defenders.length; i++) {
        const d = defenders[i];
        if (shareOf[i] === a.seat && (bits & (1 << d.seat)) === 0 && here(g, d, space)) o.push(d.seat);
      }
      const d = g.players[g.decide()];
      bits |= 1 << d.seat;
      const r = singleCombat(g, a, d, battleOnly);
      if (r !== WIN && r !== EVADED) break;
    }
  }
  return bits;
}

/**
 * An ambush faced off as one (face-offs.ts placed the characters with the Enemies, clauses 28-29):
 * after the cards, each attacker takes on the characters of his share not already fought with the
 * Enemies of that share, as in a face-off against a party. Returns the seats attacked (bits),
 * those fought with the Enemies included.
 */
export function placedFaceOff(g: Game, p: Player, space: number, battleOnly: boolean, meets: Meets): number {
  gatherAttackers(g, p, space);
  defenders.length = 0;
  shareOf.length = 0;
  let bits = 0;
  for (const q of g.players) {
    const a = characterShare(g, q);
    if (a < 0) continue;
    holdShares(g, 1 << a);
    if (wasFought(g, q)) bits |= 1 << q.seat;
    else if (meets(g, p, q, space)) {
      defenders.push(q);
      shareOf.push(a);
    }
  }
  return bits | fightShares(g, space, battleOnly, null);
}

/**
 * meetings.ts attackParty hands the mover's attack on q here. With members of his party arrived
 * with him: a special face-off when q's party has two or more here and the mover declares it
 * ('party-face-off'; only "the group landing on the square" may), else the party's attack of clause
 * 26. Returns the seats attacked (bits), or -1 when the mover came alone or the part is off: he then
 * attacks alone (attackParty).
 */
export function attackTogether(g: Game, p: Player, q: Player, space: number, battleOnly: boolean, meets: Meets): number {
  const s = g.ruleState[ID] as State | undefined;
  if (s === undefined) return -1;
  gatherAttackers(g, p, space);
  if (attackers.length < 2) return -1;
  gatherDefenders(g, p, q, space, meets);
  meetsNow = meets;
  if (s.faceOffs && defenders.length >= 2 && PARTY_FACE_OFF.ask(g, p, defenders.length - attackers.length)) return faceOff(g, p, q, space, battleOnly);
  return attackAsParty(g, p, q, space, battleOnly);
}

export const partyAttacks: UpgradePart = {
  id: ID,
  desc: 'Upgrade party attacks (clauses 26, 29): the members arrived with the mover join his attack on characters; landing on a party, they may face off.',
  ...switchedBy(PARTY_ATTACKS),
  apply: (r, u) => withHooks(r, {
    gameStart: (g) => {
      g.ruleState[ID] = { faceOffs: u.faceOffs === true } satisfies State;
    },
  }),
};
