// `talisman-sim cards`, loaded by main.ts: every card of every deck (or one deck), as a table or JSON;
// given a scenario, its whole deck: the base cards it keeps, its fan cards (`cards:`), and the DOC
// deck when its rules play one.
import { loadSim, printJson, type CliIo } from './io.ts';
import { BASE_CONTENT } from '../content/index.ts';
import { contentWith } from '../content/fan/deck.ts';
import { cardRows, docCardRows, formatCards, type CardRow } from '../report/cards.ts';
import { loadScenario } from '../scenario/load.ts';

/** The flags of `cards` (main.ts declares them). */
export interface CardsFlags {
  scenario?: string;
  json: boolean;
  deck: string;
}

/** `cards [SCENARIO]`: the rows of --deck ('all': every deck, the DOC deck only when the scenario plays it). */
export async function cardsCommand(args: CardsFlags, io: CliIo): Promise<number> {
  const rows = args.scenario === undefined ? baseRows(args.deck) : await scenarioRows(args.scenario, args.deck);
  if (args.json) printJson(io, rows);
  else io.out(formatCards(rows));
  return 0;
}

function baseRows(deck: string): CardRow[] {
  const all = cardRows(BASE_CONTENT);
  return deck === 'doc' ? docCardRows() : deck === 'all' ? all : all.filter((r) => r.deck === deck);
}

/** A scenario's deck: its content's cards, fan cards marked, and its DOC cards (x2: two of each). */
async function scenarioRows(scenario: string, deck: string): Promise<CardRow[]> {
  const plan = loadScenario(scenario, (await loadSim()).ids);
  const fan = new Set((plan.cards?.cards ?? []).map((c) => c.id));
  const rows = cardRows(contentWith(plan.cards)).map((r) => (fan.has(r.id) ? { ...r, fan: true as const } : r));
  const doc = plan.rules.doc === 'off' ? [] : docInPlay(plan.rules.docCards, plan.rules.docExclude, plan.rules.doc === 'x2' ? 2 : 1);
  const all = [...rows, ...doc];
  return deck === 'all' ? all : all.filter((r) => r.deck === deck);
}

function docInPlay(cards: readonly string[], exclude: readonly string[], copies: number): CardRow[] {
  return docCardRows().filter((r) => (cards.length === 0 || cards.includes(r.id)) && !exclude.includes(r.id)).map((r) => ({ ...r, count: copies }));
}
