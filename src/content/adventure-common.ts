// Helpers shared by the Adventure card handlers (adventure-events.ts, adventure-strangers.ts,
// adventure-places.ts, adventure-handlers.ts): losing a turn while cards remain, teleporting within
// a Region, cards that place themselves by a die roll, and the creatures some cards set on you.
import { boardChanged } from '../engine/changes.ts';
import {
  KIND, EVADED, WIN, fightCreature, handled, land, removeFromSpace, rollOne, turnLost, type CardHooks, type Game, type Outcome,
  type Player,
} from '../engine/index.ts';

/** Are there cards on the space, other than `card`, still to be encountered this encounter? */
function cardsLeft(g: Game, card: number, space: number): boolean {
  for (const c of g.spaceCards[space]) if (c !== card && !handled(g, c)) return true;
  return false;
}

/**
 * The character encountering `card` loses a turn (rulebook p.9 and p.15 "Losing a turn"): his turn
 * ends at once; this counts as the missed turn if other cards remain to be encountered, otherwise
 * he misses his next turn.
 */
export function loseTurnHere(g: Game, p: Player, card: number, space: number): Outcome {
  const later = !cardsLeft(g, card, space);
  if (later) p.missTurns++;
  turnLost(g, p);
  if (g.log.on) g.say(`  ${g.name(p)} loses a turn${later ? ' (the next one)' : ''}`);
  return 'end-turn';
}

/** Another character (not the one encountering the card) misses his next turn. */
export function missNextTurn(g: Game, q: Player): void {
  q.missTurns++;
  turnLost(g, q);
  if (g.log.on) g.say(`  ${g.name(q)} will miss a turn`);
}

/** p chooses any other space of the Region he is in and lands there (Fairy's wish, Shrine). */
export function teleportInRegion(g: Game, p: Player, card: number): Outcome {
  const region = g.spaces[p.space].region;
  const o = g.options(KIND['target-space'], p, card);
  for (let s = 0; s < g.spaces.length; s++) if (s !== p.space && g.spaces[s].region === region) o.push(s);
  land(g, p, g.decide());
  return 'moved';
}

/** Roll 1d6 (roll kind ROLL.imp or ROLL['magic-portal']) and land on the space of that row. */
export function teleportByDie(g: Game, p: Player, spaces: readonly string[], kind: number): Outcome {
  const to = g.space(spaces[rollFace(g, p, spaces, kind) - 1]);
  if (g.log.on) g.say(`  ${g.name(p)} is teleported to the ${g.spaces[to].name}`);
  land(g, p, to);
  return 'moved';
}

/** One die whose faces name spaces: the strategy sees them (View.faceSpace) while deciding on fate. */
function rollFace(g: Game, p: Player, spaces: readonly string[], kind: number): number {
  g.faceSpaces = spaces;
  const r = rollOne(g, p, kind);
  g.faceSpaces = null;
  return r;
}

/** A card that places itself on a space chosen by 1d6 when drawn (Ghost, Hermit; rulebook p.7). */
export function placeBy(spaces: readonly string[], kind: number): CardHooks['onDrawn'] {
  return (g: Game, p: Player, card: number, space: number) => {
    const to = g.space(spaces[rollFace(g, p, spaces, kind) - 1]);
    if (to === space) return;
    removeFromSpace(g, space, card, false);
    g.spaceCards[to].push(card);
    boardChanged(g);
    if (g.log.on) g.say(`  the ${g.cardDef[card].name} goes to the ${g.spaces[to].name}`);
  };
}

/**
 * A creature named on a card attacks p in battle (the Cave's Dragon and Goblin). A Dragon counts as
 * one for the Holy Lance and the Minstrel. 'end-turn' unless p won or evaded.
 */
export function cardCreatureAttacks(g: Game, p: Player, name: string, strength: number, dragon: boolean): Outcome {
  const foe = g.foe.reset(false, strength, name);
  foe.dragon = dragon;
  foe.beastsOnly = dragon;
  foe.rollBonus = g.spaces[p.space].creatureBonus ?? 0;
  const r = fightCreature(g, p, foe);
  return r === WIN || r === EVADED ? 'continue' : 'end-turn';
}
