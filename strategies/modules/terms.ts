// The registry of the modules' situation terms (module-answers.ts SituationTerms): the terms of the
// basic player's own weighing (and of the learned player's features) that a module changes, one
// list per family of modules. Apart from index.ts because basic-moves.ts, basic-crown.ts,
// basic-worth.ts and basic.ts read it, and the modules' answers listed in index.ts are built on
// those files (one registry would close an import circle). The terms may be built on
// basic-values.ts, which reads no term.
import type { View } from '../../src/engine/index.ts';
import { ScoreTable, type SituationTerms } from '../module-answers.ts';
import { DOC_TERMS } from './doc-values.ts';
import { FANTASTIC_DIVERSIONS_TERMS } from './fantastic-diversions-repair.ts';
import { UPGRADE_TERMS } from './upgrade-terms.ts';

export const TERMS = new ScoreTable([...DOC_TERMS, ...FANTASTIC_DIVERSIONS_TERMS, ...UPGRADE_TERMS]);

/** The `cardWorth` term, as the basic player's situation keeps it (basic-moves.ts). */
export type CardWorth = NonNullable<SituationTerms['cardWorth']>;

/** Every situation term of one game, each the first module on's or null (the base game's). */
export type GameTerms = { -readonly [K in keyof SituationTerms]-?: NonNullable<SituationTerms[K]> | null };

/** The terms kept for each seat, with the view (one a seat a game, rollouts' copies included) they were found for. */
class KeptTerms {
  view: View | null = null;
  terms: GameTerms = noTerms();
}
const kept: KeptTerms[] = [];

function noTerms(): GameTerms {
  return { bridge: null, ready: null, landing: null, partner: null, meeting: null, cardOn: null, cardWorth: null, repair: null, leaderPlay: null };
}

/**
 * The registry's terms for the game of view v, found once a seat a game rather than at each use
 * (TERMS.term asks the modules' `on` each time). A module is on or off for a whole game once it has
 * started (its state is made at the start, before the first round), so the terms are kept from the
 * first round on, by the view: a new game, a reset one or a copy has views of its own. Before the
 * first round (the characters being dealt) they are found afresh each time.
 */
export function gameTerms(v: View): GameTerms {
  const k = kept[v.seat] ?? (kept[v.seat] = new KeptTerms());
  if (k.view === v) return k.terms;
  const terms = v.round > 0 ? k.terms : noTerms();
  terms.bridge = TERMS.term(v, 'bridge');
  terms.ready = TERMS.term(v, 'ready');
  terms.landing = TERMS.term(v, 'landing');
  terms.partner = TERMS.term(v, 'partner');
  terms.meeting = TERMS.term(v, 'meeting');
  terms.cardOn = TERMS.term(v, 'cardOn');
  terms.cardWorth = TERMS.term(v, 'cardWorth');
  terms.repair = TERMS.term(v, 'repair');
  terms.leaderPlay = TERMS.term(v, 'leaderPlay');
  if (v.round > 0) k.view = v;
  return terms;
}
