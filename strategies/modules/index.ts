// The registry of the strategies' answers to the rule modules' questions: one file per family of
// modules beside this one, each a list of entries (module-answers.ts). A module's new question adds
// its entry to its family's file, or gives its own answer beside the question (engine/questions.ts).
import { AnswerTable } from '../module-answers.ts';
import { DOC_ANSWERS } from './doc.ts';
import { FANTASTIC_DIVERSIONS_ANSWERS } from './fantastic-diversions.ts';
import { OPTIONAL_ANSWERS } from './optional.ts';
import { UPGRADE_ANSWERS } from './upgrade.ts';

export const ANSWERS = new AnswerTable([...OPTIONAL_ANSWERS, ...FANTASTIC_DIVERSIONS_ANSWERS, ...DOC_ANSWERS, ...UPGRADE_ANSWERS]);
