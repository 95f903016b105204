// How the strategies answer the rule modules' questions (engine/questions.ts): one entry per
// question, written per family of modules in strategies/modules/<family>.ts and listed in
// strategies/modules/index.ts, found by the question's number. basic.ts, expert.ts and learned/
// hold no case per module; a question no entry answers is answered as its module says. A module
// that changes how the basic player should weigh a base kind's options, or adds options to one,
// gives its scores here too (ModuleScores), found by kind and by option.
import type { ChoiceQuestion, Decision, ModuleOption, ModuleQuestion, View, YesNoQuestion } from '../src/engine/index.ts';
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

/** An option's score for the basic player's bestOf (basic-values.ts): higher is better. */
export type OptionScore = (v: View, option: number, p: Personality, subject: number) => number;

/** The base kinds whose option scores a module may replace where it is on (basic.ts asks for them). */
export type ScoredKind = 'drop' | 'route';

/** How the basic player weighs what a module changes in the base game's decisions. */
export interface ModuleScores {
  /**
   * Is the module on in this game (its rules in force)? Needed for `kinds`, which the base game asks
   * too; options and others' decisions arise only where the module is on.
   */
  readonly on?: (v: View) => boolean;
  /**
   * Scores of a base kind's options in place of the basic player's where the module is on: 'drop',
   * a card over a limit to leave (the score of keeping it); 'route', a way out of the Plain of Peril
   * (+1 by the Mines, -1 by the Crypt; leaving by the Portal is the basic player's).
   */
  readonly kinds?: { readonly [K in ScoredKind]?: OptionScore };
  /** Scores of the options the module adds to base kinds (questions.ts moduleOption); subject: the kind's. */
  readonly options?: readonly (readonly [ModuleOption, OptionScore])[];
  /** The answer to another character's decision that the module gives me to make (its decidedBy handler). */
  readonly forOthers?: (v: View, d: Decision) => number;
  /** Terms of the basic player's own weighing of the situation that the module changes (SituationTerms). */
  readonly terms?: SituationTerms;
}

/**
 * Terms of the basic player's weighing of a situation (basic-moves.ts, basic-crown.ts,
 * basic-worth.ts, basic.ts) and of the learned player's features (learned/option-features.ts)
 * that a module changes where it is on; a term no module on gives is the base game's.
 */
export interface SituationTerms {
  /** My chance to get past the Sentinel's bridge by my move, `mine` mine alone (base: mine). */
  readonly bridge?: (v: View, mine: number) => number;
  /**
   * Ready to set out for the Crown where the last one standing no longer wins (base: the basic
   * player's readiness by lives and attack values).
   */
  readonly ready?: (v: View) => boolean;
  /** What landing on space s is worth to the module's plan while I am not ready (base: no plan). */
  readonly landing?: (v: View, s: number) => number;
  /** The character at `seat` is a partner to join, not one to attack (base: none is). */
  readonly partner?: (v: View, seat: number) => boolean;
  /** What meeting the character at `seat` is worth other than an attack, against 0.5 for ignoring him (base: none). */
  readonly meeting?: (v: View, seat: number) => number;
  /** Does a card of the module lie face up on space s, changing a landing there (base: none does)? */
  readonly cardOn?: (v: View, s: number) => boolean;
  /**
   * What the module's card lying face up on space s adds to landing there, in scoreMove's units (a
   * card drawn is about 1), weighed with my `hurt` and `lifeCost` as the situation has them; 0
   * where none lies (base: none lies).
   */
  readonly cardWorth?: (v: View, s: number, hurt: boolean, lifeCost: number) => number;
  /** What the best repair of a broken card waiting at the Enchantress (`magic`) or the Blacksmith is worth to me now (base: nothing breaks). */
  readonly repair?: (v: View, magic: boolean, p: Personality) => number;
  /** Is option `o` of a 'character-action' decision the module's own play against a character that leads the race (base: none is)? */
  readonly leaderPlay?: (v: View, o: number) => boolean;
}

/** The modules' scores, found by kind (the first module on that scores it) and by option. */
export class ScoreTable {
  /** By an option's kind, then its value. */
  private readonly byOption = new Map<string, OptionScore[]>();
  /** By a situation term's name, the modules that give it, in order (asked on the hot path: no look-up by name in each entry). */
  private readonly byTerm = new Map<string, { readonly on: ModuleScores['on']; readonly term: unknown }[]>();

  constructor(private readonly entries: readonly ModuleScores[]) {
    for (const e of entries) {
      for (const [name, term] of Object.entries(e.terms ?? {})) {
        let givers = this.byTerm.get(name);
        if (givers === undefined) this.byTerm.set(name, (givers = []));
        givers.push({ on: e.on, term });
      }
      for (const [o, score] of e.options ?? []) {
        let byValue = this.byOption.get(o.kind);
        if (byValue === undefined) this.byOption.set(o.kind, (byValue = []));
        if (byValue[o.value] !== undefined) throw new Error(`two scores of the option '${o.rowName}'`);
        byValue[o.value] = score;
      }
    }
  }

  /** The score of this kind's options of the first module on that scores them, or null: the basic player's own. */
  kind(v: View, kind: ScoredKind): OptionScore | null {
    for (const e of this.entries) {
      const score = e.kinds?.[kind];
      if (score !== undefined && (e.on === undefined || e.on(v))) return score;
    }
    return null;
  }

  /** The score of option `value`, a module's own, of a decision of this kind. */
  option(kind: string, value: number): OptionScore {
    const score = this.byOption.get(kind)?.[value];
    if (score === undefined) throw new Error(`no strategy scores the option ${value} of a '${kind}' decision`);
    return score;
  }

  /** The term `name` of the first module on that gives it, or null: the base game's. */
  term<K extends keyof SituationTerms>(v: View, name: K): NonNullable<SituationTerms[K]> | null {
    const givers = this.byTerm.get(name);
    if (givers !== undefined) {
      for (let i = 0; i < givers.length; i++) {
        const g = givers[i];
        if (g.on === undefined || g.on(v)) return g.term as NonNullable<SituationTerms[K]>;
      }
    }
    return null;
  }

  /** The answer to another character's decision a module on gives me (d.seat is not mine). */
  forOthers(v: View, d: Decision): number {
    for (const e of this.entries) if (e.forOthers !== undefined && (e.on === undefined || e.on(v))) return e.forOthers(v, d);
    throw new Error(`no strategy answers a '${d.kind}' decision of another seat's (${d.seat})`);
  }
}
