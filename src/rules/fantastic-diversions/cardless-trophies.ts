// Fantastic Diversions, "Card-less Trophies" (seeds/001): a creature with no card to take (a space's
// or a Place's) still counts as a trophy for the rest of the turn, exchanged alone or with the
// trophies held (1.1-1.3), or lost at the end of the turn (1.4); not in the Inner Region (2.1.a) nor
// when passing between Regions (2.1.b). CARDLESS_CREATURES lists the base game's creatures.
import { StateSlot, countEvent, eventId, type Hook, type Game, type Player, type Foe } from '../../engine/index.ts';
import { BOOLEAN } from '../../fields/field-rules.ts';
import { ruleModule, option, withSteps, withHooks, withState } from '../module.ts';

const ID = 'cardless-trophies';
/**
 * Events (engine/events.ts): 1.1 a creature counted, 2.1 one excepted; 1.2-1.4, the points
 * exchanged or lost, are the engine's own trophy events (turn.ts).
 */
const COUNTED = eventId('cardless-trophies.counted');
const EXCEPTED = eventId('cardless-trophies.excepted');


/** Why a creature of the base game does or does not give a card-less trophy. */
export interface CardlessCreature {
  readonly name: string;
  readonly source: string;
  readonly value: number;
  readonly psychic: boolean;
  /** 'qualifies' (1.1), or the exception that excludes it. */
  readonly reading: 'qualifies' | '2.1.a Inner Region' | '2.1.b passing between Regions';
}

/**
 * Every creature the base game sends without a card (reference sections 1 and 3.9). None of the
 * others qualify because none is card-less: Enemies drawn or in play are trophy cards already (p.14);
 * no Event or Stranger sends a creature; the Crypt and the Mines (I02, I08) roll for a tunnel exit,
 * the Black Knight (M) takes a gold or a life, the Woods only draw cards. 2.1.c (a Realm's exit) and
 * 2.1.d (an Alternative Ending) name expansions the base game lacks: not applicable.
 */
export const CARDLESS_CREATURES: readonly CardlessCreature[] = [
  { name: 'Farmer', source: 'Tavern (O07), roll 2', value: 3, psychic: false, reading: 'qualifies' },
  { name: 'Brigand', source: 'Forest (O11), roll 1', value: 4, psychic: false, reading: 'qualifies' },
  { name: 'Spirit', source: 'Crags (O21), roll 1', value: 4, psychic: true, reading: 'qualifies' },
  { name: 'Dragon', source: 'Cave Place card (3.9), roll 1', value: 7, psychic: false, reading: 'qualifies' },
  { name: 'Goblin', source: 'Cave Place card (3.9), roll 2', value: 2, psychic: false, reading: 'qualifies' },
  { name: 'Sentinel', source: 'Sentinel (O17), crossing the bridge', value: 9, psychic: false, reading: '2.1.b passing between Regions' },
  { name: 'Pit Fiend', source: 'Pits (I04)', value: 4, psychic: false, reading: '2.1.a Inner Region' },
  { name: 'Werewolf', source: 'Werewolf Den (I06), 2d6', value: 0, psychic: false, reading: '2.1.a Inner Region' },
];

/** Per game: each seat's card-less points of the current turn, battle and psychic. */
interface State {
  readonly turn: Int32Array;
  readonly battle: Int32Array;
  readonly psychic: Int32Array;
}

const STATE = new StateSlot<State>(ID);
const state = (g: Game): State => STATE.of(g);

function newState(g: Game): State {
  const n = g.players.length;
  return { turn: new Int32Array(n).fill(-1), battle: new Int32Array(n), psychic: new Int32Array(n) };
}

/** Exception 2.1: the Inner Region (and the Crown) and passing between Regions, unless read otherwise. */
function excepted(g: Game, p: Player, foe: Foe, sentinel: boolean): boolean {
  const region = g.topo.region[p.space];
  if (region === 'inner' || region === 'crown') return true;
  return foe.betweenRegions && !sentinel;
}

/** 1.1: a creature of a non-Enemy card or a board space counts as a trophy during this turn. */
function defeated(sentinel: boolean): Hook<'creatureDefeated'> {
  return (g, p, foe) => {
    if (foe.cards.length > 0) return;
    if (excepted(g, p, foe, sentinel)) {
      countEvent(g, EXCEPTED, p);
      return;
    }
    const s = state(g);
    if (s.turn[p.seat] !== g.turn) {
      s.turn[p.seat] = g.turn;
      s.battle[p.seat] = 0;
      s.psychic[p.seat] = 0;
    }
    countEvent(g, COUNTED, p);
    if (foe.psychic) s.psychic[p.seat] += foe.value;
    else s.battle[p.seat] += foe.value;
    if (g.log.on) g.say(`  ${g.name(p)} counts the ${foe.name} (${foe.psychic ? 'Craft' : 'Strength'} ${foe.value}) as a card-less trophy this turn`);
  };
}

/**
 * 1.2-1.4: at this turn's exchange the points join the trophies held (which make up a difference);
 * taken once, so what is not exchanged now is lost. Points of an earlier turn count for nothing.
 */
function takePoints(g: Game, p: Player, psychic: boolean): number {
  const s = state(g);
  if (s.turn[p.seat] !== g.turn) return 0;
  const kind = psychic ? s.psychic : s.battle;
  const n = kind[p.seat];
  kind[p.seat] = 0;
  return n;
}

export const cardlessTrophies = ruleModule({
  id: ID,
  desc: 'Fantastic Diversions Card-less Trophies: a creature with no card (Tavern, Forest, Crags, Cave) counts as a trophy for the turn.',
  options: [
    option('cardlessTrophies', BOOLEAN, false, 'creatures of spaces and Places give trophy points for the turn (Fantastic Diversions)'),
    option('cardlessSentinel', BOOLEAN, false,
      'with cardlessTrophies, the Sentinel counts too (reading its bridge fight as not "passing between Regions", 2.1.b)', { key: 'cardlessTrophies', values: [true] }),
  ],
  enabled: (o) => o.cardlessTrophies,
  apply: (r, o) => withSteps(withHooks(withState(r, STATE, newState), { creatureDefeated: defeated(o.cardlessSentinel) }), {
    takeTemporaryTrophyPoints: () => takePoints,
  }),
});
