// The registry of the strategies' answers to the rule modules' questions: one file per family of
// modules beside this one, each a list of entries (module-answers.ts). A module's new question adds
// its entry to its family's file, or gives its own answer beside the question (engine/questions.ts);
// a module that changes how a base kind's options are worth, or adds options to one, its scores.
import { AnswerTable, ScoreTable } from '../module-answers.ts';
import { DOC_ANSWERS } from './doc.ts';
import { FANTASTIC_DIVERSIONS_ANSWERS } from './fantastic-diversions.ts';
import { OPTIONAL_ANSWERS } from './optional.ts';
import { UPGRADE_ANSWERS, UPGRADE_SCORES } from './upgrade.ts';

export const ANSWERS = new AnswerTable([...OPTIONAL_ANSWERS, ...FANTASTIC_DIVERSIONS_ANSWERS, ...DOC_ANSWERS, ...UPGRADE_ANSWERS]);
/** The modules' scores of base kinds' options, and of the options they add to base kinds. */
export const SCORES = new ScoreTable([...UPGRADE_SCORES]);
