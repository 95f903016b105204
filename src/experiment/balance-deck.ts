// What a balance ablation runs on (doc-balance's DOC deck, card-balance's fan cards): the names of its
// three deck arms (off, one copy, two), the prefix of its cards' event counters, and its wording in
// the report. The findings (doc-balance.ts) and the report (report/doc-balance-report.ts) read it;
// DOC_DECK gives doc-balance exactly the words and files it always had.
import { DOC_CARDS } from '../rules/doc/cards.ts';

export interface BalanceDeck {
  /** The command, and the stem of its files (doc-balance.json, card-balance.csv...). */
  readonly command: 'doc-balance' | 'card-balance';
  /** The deck arms: without the cards, one copy of each (every ablation's base), two of each. */
  readonly arms: readonly [string, string, string];
  /** A card's event counters are '<events>.<card id>.<what>' (drawn, encountered, ...). */
  readonly events: string;
  /** The report's heading ("DOC card balance") and the deck's cards in titles ("DOC cards", "DOC card"). */
  readonly title: string;
  readonly cards: string;
  readonly card: string;
  /** What the deck arms do, after "The other arms ". */
  readonly armsDo: string;
  /** The note under the whole-deck tables: what each arm is measured against. */
  readonly against: string;
  /** A card's name by id. */
  readonly name: (id: string) => string;
}

export const DOC_DECK: BalanceDeck = {
  command: 'doc-balance',
  arms: ['doc=off', 'doc=x1', 'doc=x2'],
  events: 'doc',
  title: 'DOC card balance',
  cards: 'DOC cards',
  card: 'DOC card',
  armsDo: 'add the DOC deck: one copy of each card, two, and one copy without each card in turn',
  against: 'Arm minus the DOC deck off',
  name: (id) => DOC_CARDS.find((c) => c.id === id)?.name ?? id,
};
