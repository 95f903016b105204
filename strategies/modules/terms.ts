// The registry of the modules' situation terms (module-answers.ts SituationTerms): the terms of the
// basic player's own weighing (and of the learned player's features) that a module changes, one
// list per family of modules. Apart from index.ts because basic-moves.ts, basic-crown.ts,
// basic-worth.ts and basic.ts read it, and the modules' answers listed in index.ts are built on
// those files (one registry would close an import circle). The terms may be built on
// basic-values.ts, which reads no term.
import { ScoreTable, type SituationTerms } from '../module-answers.ts';
import { DOC_TERMS } from './doc-values.ts';
import { FANTASTIC_DIVERSIONS_TERMS } from './fantastic-diversions-repair.ts';
import { UPGRADE_TERMS } from './upgrade-terms.ts';

export const TERMS = new ScoreTable([...DOC_TERMS, ...FANTASTIC_DIVERSIONS_TERMS, ...UPGRADE_TERMS]);

/** The `cardWorth` and `repair` terms, as the basic player's situation keeps them (basic-moves.ts). */
export type CardWorth = NonNullable<SituationTerms['cardWorth']>;
export type Repair = NonNullable<SituationTerms['repair']>;
