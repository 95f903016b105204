// Fantastic Diversions, "Full Encounters" (seeds/001): a character meets the space he lands on and,
// if he wants, one character there in the same encounter, in the order of section 2: the space's
// instructions (2.A), its draw and cards by encounter number (2.B.1-4: Events, Strength Enemies, Craft
// Enemies, Strangers), one character (4.1), then Followers, Objects and Places (5-6). Trade: trade.ts.
import {
  CARDS_DONE, LOSE, STANDOFF, characterAction, chooseAction, chooseCharacter, choiceQuestion, countEvent, eventId,
  type Game, type NumberHook, type Player,
} from '../../engine/index.ts';
import { BOOLEAN } from '../../fields/field-rules.ts';
import { withHooks, type RuleModule } from '../module.ts';
import { TRADE, offerTrade } from './trade.ts';

const ID = 'full-encounters';

/** Strangers' encounter number (rulebook p.7; reference 3.5): 4.1 comes after them, before Followers and Objects (5). */
const STRANGERS = 4;

/**
 * 4.1: the character p meets after the Strangers, as well as the space, or -1 none (an 'encounter'
 * decision); the detail: whether he may be offered a trade (Trade on).
 */
export const MEET_ALSO = choiceQuestion<boolean>({ id: 'encounter-too', kind: 'encounter' });

const CHARACTER_AFTER_CARDS = eventId('full-encounters.character-after-cards');
const CHARACTER_DECLINED = eventId('full-encounters.character-declined');
const TURN_GOES_ON = eventId('full-encounters.turn-goes-on');
const TURN_ENDS = eventId('full-encounters.turn-ends');
const INSTRUCTIONS_FIRST = eventId('full-encounters.instructions-before-cards');

/**
 * Step "a character instead of the space": never instead (I.3: "a character may not ignore any space
 * effects or instructions because it intends to encounter another character present"); he is met at
 * 4.1, among the space's cards. On the Plain of Peril and the Valley of Fire (p.20), which have no
 * instructions, the base choice stands unless cards lie there (the Hermit): then they come first.
 */
function characterInstead(g: Game, p: Player): boolean {
  const region = g.topo.region[p.space];
  if ((region === 'inner' || region === 'crown') && g.spaceCards[p.space].length === 0) return chooseCharacter(g, p);
  return false;
}

/** May a character be encountered on this space (p.7; in the Inner Region only where p.20 allows)? */
function meetingSpace(g: Game, space: number): boolean {
  const region = g.topo.region[space];
  return region === 'outer' || region === 'middle' || g.spaces[space].meeting === true;
}

/** The encounterNumber site: 4.1 once the Strangers are behind him; 2.A's count on a space without a draw. */
function encounterNumber(trade: boolean): NumberHook {
  return (g: Game, p: Player, space: number, last: number, next: number): void => {
    if (p.seat !== g.active) return;
    const region = g.topo.region[space];
    if (last === 0 && next !== CARDS_DONE && (region === 'outer' || region === 'middle') && g.spaces[space].draw === 0 && g.spaces[space].encounter) {
      countEvent(g, INSTRUCTIONS_FIRST, p);
      if (g.log.on) g.say(`  the ${g.spaces[space].name}'s instructions came first, its cards now (Full Encounters 2.A)`);
    }
    if (last <= STRANGERS && next > STRANGERS && meetingSpace(g, space)) meetOne(g, p, space, trade);
  };
}

/**
 * 4.1: p may choose one character on the space to encounter, by a special ability, battle or psychic
 * combat (or, with Trade, a trade). A battle lost or a stand-off ends his turn, as against an Enemy
 * (p.10); otherwise he goes on to the Followers, Objects and Places (5-6).
 */
function meetOne(g: Game, p: Player, space: number, trade: boolean): void {
  const o = MEET_ALSO.options(g, p, trade, space);
  o.push(-1);
  for (const q of g.players) if (q !== p && q.alive && q.space === space) o.push(q.seat);
  if (o.length === 1) return;
  const seat = g.decide();
  if (seat < 0) {
    countEvent(g, CHARACTER_DECLINED, p);
    return;
  }
  const q = g.players[seat];
  countEvent(g, CHARACTER_AFTER_CARDS, p);
  if (g.log.on) g.say(`  ${g.name(p)} encounters ${g.name(q)} after the Strangers (Full Encounters 2.B.4.1)`);
  if (trade && offerTrade(g, p, q)) return;
  const r = characterAction(g, p, q, chooseAction(g, p, q));
  if (r === LOSE || r === STANDOFF) {
    g.turnOver = true;
    countEvent(g, TURN_ENDS, p);
    if (g.log.on) g.say(`  ${g.name(p)}'s turn ends (Full Encounters 4.1; p.10)`);
  } else if (p.alive && p.space === space) {
    countEvent(g, TURN_GOES_ON, p);
    if (g.log.on) g.say(`  ${g.name(p)} goes on to the Followers, Objects and Places (Full Encounters 2.B.5-6)`);
  }
}

export const fullEncounters: RuleModule = {
  id: ID,
  questions: [MEET_ALSO, TRADE],
  desc: 'Fantastic Diversions Full Encounters: the space and one character on it in one encounter, the character after the Strangers (with Trade: buy, sell or swap one Object or Mule).',
  options: [
    { key: 'fullEncounters', rule: BOOLEAN, default: false, doc: 'encounter the space and one character on it, the character after the Strangers (Fantastic Diversions)' },
    {
      key: 'trade', rule: BOOLEAN, default: false, needs: { key: 'fullEncounters', values: [true] },
      doc: 'with fullEncounters: the character met may be offered a trade of one Object, Magic Object or Mule, for gold or another (Full Encounters 3)',
    },
  ],
  enabled: (o) => o.fullEncounters,
  apply: (r, o) => ({
    ...withHooks(r, { encounterNumber: encounterNumber(o.trade) }),
    characterInstead,
    instructionsBeforeCards: true,
  }),
};
