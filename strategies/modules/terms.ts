// The registry of the modules' situation terms (module-answers.ts SituationTerms): the terms of the
// basic player's own weighing that a module changes, one list per family of modules. Apart from
// index.ts because basic-moves.ts, basic-values.ts and basic-worth.ts read it, and the modules'
// answers listed in index.ts are built on those files (one registry would close an import circle).
import { ScoreTable } from '../module-answers.ts';
import { UPGRADE_TERMS } from './upgrade-terms.ts';

export const TERMS = new ScoreTable([...UPGRADE_TERMS]);
