// The registry of the strategies' answers to the rule modules' questions: one file per module
// beside this one, each a list of entries (module-answers.ts). A module's new question adds its
// entry to its module's file, or gives its own answer beside the question (engine/questions.ts).
import { AnswerTable } from '../module-answers.ts';

export const ANSWERS = new AnswerTable([]);
