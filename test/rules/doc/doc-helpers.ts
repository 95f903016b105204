// Fixtures for the DOC card tests: the smallest game with the DOC deck on and a chosen DOC card
// already lying face up on a space, pinned dice and scripted answers.
import { eventCount } from '../../../src/engine/index.ts';
import { docState } from '../../../src/rules/doc/deck.ts';
import { DOC_CARD_IDS } from '../../../src/rules/doc/cards.ts';
import { makeGame, type Fixture, type TestGame } from '../../helpers.ts';

export interface DocGame extends TestGame {
  /** The space the DOC card lies on, and its DOC card index. */
  space: number;
  doc: number;
}

/** A game with DOC card `id` lying on `space` (taken out of the DOC deck). */
export function docGame(id: string, space: string, f: Fixture): DocGame {
  const t = makeGame({ ...f, rules: { doc: 'x1', ...f.rules } });
  const s = docState(t.g);
  const doc = DOC_CARD_IDS.indexOf(id);
  if (doc < 0) throw new Error(`no DOC card '${id}'`);
  s.deck.splice(s.deck.indexOf(doc), 1);
  const at = t.g.space(space);
  s.at[at] = doc;
  return { ...t, space: at, doc };
}

/** How many times the DOC card acted (its engine event counter 'doc.<card>.acted'). */
export function actedCount(t: DocGame): number {
  return eventCount(t.g.events, `doc.${DOC_CARD_IDS[t.doc]}.acted`);
}

/** The game's count of the DOC card's event 'doc.<card>.<what>'. */
export function docCount(t: DocGame, what: string): number {
  return eventCount(t.g.events, `doc.${DOC_CARD_IDS[t.doc]}.${what}`);
}
