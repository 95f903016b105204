// Test fixtures: the smallest game that shows a rule, with pinned dice and scripted answers.
import { BASE_CONTENT } from '../src/content/index.ts';
import { characterIndexIn, withCharacters } from '../src/content/plan-content.ts';
import {
  Decision, Game, TextLog, kindNumber, startGame, scriptedDice, seededRng, setupCards, setupCharacter, gainCard, spellsChanged,
  type DecisionKind, type ModuleQuestion, type Player, type Strategy, type View, type CardDef, type CharacterDef, type Content,
} from '../src/engine/index.ts';
import { DEFAULT_RULES, type RuleOptions } from '../src/rules/options.ts';
import { buildRuleSet, type RuleModule } from '../src/rules/ruleset.ts';
import { makeStrategy } from '../strategies/index.ts';
import { allChanged, boardChanged, moved } from '../src/engine/changes.ts';

/** Answer a decision: return an option VALUE to pick it, or undefined to let the fallback decide. */
export type Answer = (d: Decision, view: View) => number | undefined;

export interface Fixture {
  /** Characters in seat order, each optionally placed on a space (by space id). */
  heroes: ({ character: string; at?: string } | string)[];
  /** Pinned dice for every roll of the game, in order. */
  dice?: number[];
  rules?: Partial<RuleOptions>;
  /** Scripted answers by decision kind (values, consumed in order), or a function. */
  answers?: Partial<Record<string, number[]>>;
  answer?: Answer;
  /** Strategy that decides what is not scripted (default: basic). */
  fallback?: string;
  seed?: string;
  /** The game's content (a scenario's fan cards, src/content/fan/): the base game's by default. */
  content?: Content;
  /** A scenario's own characters (`characters:`), dealt after the 14. */
  characters?: readonly CharacterDef[];
  /** Rule modules folded in after the built-in ones (a scenario's house-rule modules). */
  modules?: readonly RuleModule[];
}

/** A strategy that answers from the fixture's script, else asks the fallback strategy. */
function scripted(f: Fixture): Strategy {
  const fallback = makeStrategy(f.fallback ?? 'basic');
  const queues = new Map(Object.entries(f.answers ?? {}).map(([k, v]) => [k, [...(v ?? [])]]));
  return {
    id: 'scripted',
    choose(view, d, rng) {
      let v = f.answer?.(d, view);
      const q = queues.get(d.kind);
      if (v === undefined && q && q.length > 0) v = q.shift();
      if (v === undefined) return fallback.choose(view, d, rng);
      const i = d.options.indexOf(v);
      if (i < 0) throw new Error(`scripted answer ${v} for '${d.kind}' is not among [${d.options.join(', ')}]`);
      return i;
    },
  };
}

export interface TestGame {
  g: Game;
  log: TextLog;
  /** Seat 0, 1, ... */
  p: Player[];
}

/** Build the smallest game: decks shuffled from the seed, characters set up where asked. */
export function makeGame(f: Fixture): TestGame {
  const rules = buildRuleSet({ ...DEFAULT_RULES, ...f.rules, players: f.heroes.length }, f.modules);
  const seed = f.seed ?? 'test';
  const log = new TextLog();
  const dice = f.dice ? scriptedDice(f.dice) : seededRng(`${seed}/dice`);
  const strategies = f.heroes.map(() => scripted(f));
  const content = withCharacters(f.content ?? BASE_CONTENT, f.characters);
  const g = new Game(content, rules, strategies, {
    deal: seededRng(`${seed}/deal`), adventure: seededRng(`${seed}/adventure`), spell: seededRng(`${seed}/spell`),
    dice, strategies: f.heroes.map((_, i) => seededRng(`${seed}/s${i}`)), modules: seededRng(`${seed}/modules`),
  }, log);
  for (let i = 0; i < g.players.length; i++) g.players[i].strategy = i;
  setupCards(g);
  const ids = f.heroes.map((h) => (typeof h === 'string' ? h : h.character));
  const index = (id: string) => characterIndexIn(content, id);
  g.characterPool = content.characters.map((_, i) => i).filter((i) => !ids.map(index).includes(i));
  f.heroes.forEach((h, seat) => {
    setupCharacter(g, g.players[seat], index(ids[seat]));
    if (typeof h !== 'string' && h.at) g.players[seat].space = g.space(h.at);
  });
  startGame(g);
  g.turn = 1;
  return { g, log, p: g.players };
}

/** Replace the pinned dice (e.g. after set-up drew Spells). */
/**
 * A new decision after a test wrote a character's or the board's fields directly: every change
 * counter moves, as the engine's own writes move them (View.changes, issue 21), and the decision
 * stamp too, so no strategy answers from what it kept for the state before.
 */
export function nextDecision(g: Game): void {
  g.decisions++;
  allChanged(g);
  for (const p of g.players) moved(p);
  boardChanged(g);
}

/** A base decision of seat 0 (or `seat`), for a strategy's choose() called directly. */
export function decision(kind: DecisionKind, options: number[], subject = 0, detail = 0, seat = 0): Decision {
  return Object.assign(new Decision(), { kind, kindNo: kindNumber(kind), seat, subject, detail, options });
}

/** A module's question q to seat 0 (or `seat`) about `detail` (a number or a record), for choose() called directly. */
export function asking<D>(q: ModuleQuestion<D>, detail: D, options: number[], seat = 0): Decision {
  return Object.assign(new Decision(), { kind: q.kind, kindNo: q.kindNo, seat, subject: q.subject, options, asked: q, about: detail });
}

export function pinDice(g: Game, faces: number[]): void {
  const dice = scriptedDice(faces);
  (g.rng as { dice: unknown }).dice = dice;
  g.diceBy.fill(dice);
}

/** Take one instance of a card definition out of wherever it is (deck, stock) and return it. */
export function takeCard(g: Game, defId: string): number {
  for (const list of [g.adventureDeck, g.adventureDiscard, g.spellDeck, g.spellDiscard, g.purchaseStock, g.talismanStock]) {
    const i = list.findIndex((c) => g.cardDef[c].id === defId);
    if (i >= 0) return list.splice(i, 1)[0];
  }
  throw new Error(`no free card '${defId}'`);
}

/** Give p a card (Object, Follower, Spell) by definition id. */
export function give(g: Game, p: Player, defId: string): number {
  const c = takeCard(g, defId);
  if (g.cardDef[c].kind === 'spell') {
    p.spells.push(c);
    spellsChanged(g, p);
  } else gainCard(g, p, c);
  return c;
}

/** Lay a card face up on a space. */
export function lay(g: Game, space: string, defId: string): number {
  const c = takeCard(g, defId);
  g.spaceCards[g.space(space)].push(c);
  return c;
}

/** Put cards on top of the Adventure deck so they are drawn in this order. */
export function stackDeck(g: Game, defIds: string[]): number[] {
  const cards = defIds.map((id) => takeCard(g, id));
  for (let i = cards.length - 1; i >= 0; i--) g.adventureDeck.push(cards[i]);
  return cards;
}

export function def(g: Game, card: number): CardDef {
  return g.cardDef[card];
}

export function at(g: Game, p: Player): string {
  return g.spaces[p.space].id;
}
