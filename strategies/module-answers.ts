// How the strategies answer the rule modules' questions (engine/questions.ts): one entry per
// question, written per family of modules in strategies/modules/<family>.ts and listed in
// strategies/modules/index.ts, found by the question's number. basic.ts, expert.ts and learned/
// hold no case per module; a question no entry answers is answered as its module says.
import type { ChoiceQuestion, Decision, ModuleQuestion, View, YesNoQuestion } from '../src/engine/index.ts';
import type { Personality } from './personality.ts';

/** An answer to a module's question: an index into d.options, given its typed detail. */
export type Answer<D> = (v: View, d: Decision, detail: D, p: Personality) => number;

export interface ModuleAnswer<D = unknown> {
  readonly question: ModuleQuestion<D>;
  /** The basic player's answer (the personalities' too, and the expert's unless it has its own). */
  readonly basic: Answer<D>;
  /** The expert's own answer, where it weighs the question otherwise (expert.ts). */
  readonly expert?: Answer<D>;
  /** Weighed by the learned player's rollouts, as the base kinds it values are (learned/learned.ts). */
  readonly valued?: boolean;
}

/** What an entry may add to the basic player's answer. */
type More<D> = Pick<ModuleAnswer<D>, 'expert' | 'valued'>;

/** The option index of a yes (1) or a no (0). */
export function yes(d: Decision, ok: boolean): number {
  return d.options.indexOf(ok ? 1 : 0);
}

/** An entry for a yes/no question, its answers given as yes (true) or no. */
export function yesNo<D>(
  question: YesNoQuestion<D>, basic: (v: View, detail: D, p: Personality) => boolean,
  expert?: (v: View, detail: D, p: Personality) => boolean,
): ModuleAnswer {
  const entry: ModuleAnswer<D> = {
    question,
    basic: (v, d, detail, p) => yes(d, basic(v, detail, p)),
    ...(expert ? { expert: (v: View, d: Decision, detail: D, p: Personality) => yes(d, expert(v, detail, p)) } : {}),
  };
  return entry as ModuleAnswer;
}

/** An entry for a decision kind of a module's own. */
export function choice<D>(question: ChoiceQuestion<D>, basic: Answer<D>, more: More<D> = {}): ModuleAnswer {
  const entry: ModuleAnswer<D> = { question, basic, ...more };
  return entry as ModuleAnswer;
}

/** The entries by question number, and the answer of a question none answers: its module's own. */
export class AnswerTable {
  private readonly byNo: (ModuleAnswer | undefined)[] = [];

  constructor(entries: readonly ModuleAnswer[]) {
    for (const e of entries) {
      if (this.byNo[e.question.no] !== undefined) throw new Error(`two answers to the question '${e.question.id}'`);
      this.byNo[e.question.no] = e;
    }
  }

  /** The entry for d's question, if any (d a module's question). */
  entry(d: Decision): ModuleAnswer | undefined {
    return this.byNo[d.asked!.no];
  }

  /** The answer to d (a module's question): the entry's for `who`, else basic's, else the module's own. */
  answer(v: View, d: Decision, p: Personality, who: 'basic' | 'expert'): number {
    const q = d.asked!;
    const e = this.byNo[q.no];
    if (e !== undefined) return (who === 'expert' && e.expert !== undefined ? e.expert : e.basic)(v, d, d.about, p);
    const own = q.ownAnswer(v, d);
    if (own < 0) throw new Error(`no strategy answers the question '${q.id}': give it an answer beside it (engine/questions.ts)`);
    return own;
  }
}
