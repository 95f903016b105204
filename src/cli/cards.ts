// `talisman-sim cards`, loaded by main.ts: every card of every deck (or one deck), as a table or JSON.
import { printJson, type CliIo } from './io.ts';
import { BASE_CONTENT } from '../content/index.ts';
import { cardRows, docCardRows, formatCards } from '../report/cards.ts';

/** The flags of `cards` (main.ts declares them). */
export interface CardsFlags {
  json: boolean;
  deck: string;
}

/** `cards`: the rows of --deck ('all': every deck but the DOC deck). */
export async function cardsCommand(args: CardsFlags, io: CliIo): Promise<number> {
  const all = cardRows(BASE_CONTENT);
  const rows = args.deck === 'doc' ? docCardRows() : args.deck === 'all' ? all : all.filter((r) => r.deck === args.deck);
  if (args.json) printJson(io, rows);
  else io.out(formatCards(rows));
  return 0;
}
