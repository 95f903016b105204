// The questions rule modules put to the players: a yes/no question (decision kind 'yes-no') or a
// decision kind of the module's own, declared in the module's file with a typed detail instead of
// numbers packed into the decision's subject and detail. The engine asks them through their handles
// and names none; the base game's kinds and questions are in decisions.ts. Strategies answer one by
// the answers registered for it (strategies/modules/), else by the answer its module gives.
import { CHARACTER_ACTIONS, DECISION_KINDS, QUESTIONS, kindNumber, type Decision, type DecisionKind } from './decisions.ts';
import type { Game } from './game.ts';
import { clearNumbers } from './lists.ts';
import type { Player } from './player.ts';
import type { View } from './view.ts';

/**
 * What every module question declares. Its detail D, what it is about, is one number (a card, a
 * seat, a value) or a record of several, made once per game by `record` and filled before each
 * asking (ModuleQuestion.record).
 */
interface QuestionSpec<D> {
  /** Its name: the yes/no question's, or the decision kind's; unique among all questions and base kinds. */
  readonly id: string;
  /** A fresh detail record (a detail of several values); none when the detail is one number. */
  readonly record?: () => D;
}

export interface YesNoSpec<D> extends QuestionSpec<D> {
  /** The module's own answer, for a strategy that registers none (true: yes). */
  readonly answer?: (v: View, detail: D) => boolean;
}

export interface ChoiceSpec<D> extends QuestionSpec<D> {
  /**
   * The base kind this question is one of, when the module asks a choice the base game also has
   * with a detail of its own (a character met as well as the space): its options mean what the
   * kind's do, and it is counted and valued as the kind is. Default: a kind of its own, its id.
   */
  readonly kind?: DecisionKind;
  /**
   * What the ability-use tally counts as taken (ability-use.ts): 'not-first', any option but the
   * first (which declines: no swap, none; the default), or 'always', a pick among equals. One of a
   * base kind is counted as the kind is.
   */
  readonly taken?: 'not-first' | 'always';
  /** The module's own answer (an index into d.options), for a strategy that registers none. */
  readonly answer?: (v: View, d: Decision, detail: D) => number;
}

/** Every module question defined in this process, by `no`. */
const DEFINED: ModuleQuestion[] = [];
/** The module questions installed (installQuestions), in their modules' order: the tally's rows. */
export const INSTALLED: ModuleQuestion[] = [];

/** A question a rule module asks (its handle): defined when the module's file loads. */
export abstract class ModuleQuestion<D = unknown> {
  /** Its place among the module questions defined in this process (registries index by it). */
  readonly no: number;
  /** The decision's subject when asked: after the base game's QUESTIONS, so that a yes/no subject names one question. */
  readonly subject: number;
  /** Its ability-use row (ability-use.ts), set when the rows are laid out; -1 when it has none. */
  row = -1;
  /** Its kind's number (KIND), -1 for a kind of its own. */
  readonly kindNo: number;

  constructor(
    readonly spec: QuestionSpec<D>,
    /** Its decision kind: 'yes-no', its own id, or the base kind it is one of. */
    readonly kind: string,
  ) {
    const base = (QUESTIONS as readonly string[]).includes(spec.id) || (DECISION_KINDS as readonly string[]).includes(spec.id);
    if (base || DEFINED.some((q) => q.spec.id === spec.id)) {
      throw new Error(`question '${spec.id}' is defined twice`);
    }
    this.no = DEFINED.length;
    this.kindNo = kindNumber(kind);
    this.subject = QUESTIONS.length + this.no;
    DEFINED.push(this as ModuleQuestion);
  }

  get id(): string {
    return this.spec.id;
  }

  /** Its row's name in the ability-use table: `yes-no:` and its id, or its kind (its own, or the base kind it is one of). */
  get rowName(): string {
    return this.kind === 'yes-no' ? `yes-no:${this.id}` : this.kind;
  }

  /** This game's detail record for the question (made at its first asking in the game), to fill. */
  record(g: Game): D {
    const records = g.decision.records;
    let r = records[this.no];
    if (r === undefined) {
      const make = this.spec.record;
      if (make === undefined) throw new Error(`question '${this.id}' has a number for its detail, not a record`);
      records[this.no] = r = make();
    }
    return r as D;
  }

  /** Decision d's detail (d is one of this question's: d.asked === this). */
  of(d: Decision): D {
    return d.about as D;
  }

  /** The module's own answer to d (an index into d.options), or -1 when it gives none. */
  abstract ownAnswer(v: View, d: Decision): number;

  /** Start the decision for p about `detail` (with `subject`): the option list cleared and returned to fill. */
  protected open(g: Game, p: Player, detail: D, subject: number): number[] {
    const d = g.decision;
    d.kind = this.kind;
    d.kindNo = this.kindNo;
    d.seat = p.seat;
    d.subject = subject;
    d.detail = 0;
    d.asked = this as ModuleQuestion;
    d.about = detail;
    clearNumbers(d.options);
    return d.options;
  }
}

/** A module's yes/no question: options 0 no, 1 yes. */
export class YesNoQuestion<D = number> extends ModuleQuestion<D> {
  constructor(override readonly spec: YesNoSpec<D>) {
    super(spec, 'yes-no');
  }

  ownAnswer(v: View, d: Decision): number {
    const answer = this.spec.answer;
    return answer === undefined ? -1 : d.options.indexOf(answer(v, this.of(d)) ? 1 : 0);
  }

  /** Ask p, about `detail` (a number, or this game's record()): true for yes. */
  ask(g: Game, p: Player, detail: D): boolean {
    this.open(g, p, detail, this.subject).push(0, 1);
    return g.decide() === 1;
  }
}

/** A choice a module asks, its options listed by the module: a decision kind of its own, or one of a base kind. */
export class ChoiceQuestion<D = number> extends ModuleQuestion<D> {
  constructor(override readonly spec: ChoiceSpec<D>) {
    super(spec, spec.kind ?? spec.id);
  }

  ownAnswer(v: View, d: Decision): number {
    const answer = this.spec.answer;
    return answer === undefined ? -1 : answer(v, d, this.of(d));
  }

  /**
   * Start asking p about `detail`: returns the cleared option list; then g.decide(). One of a base
   * kind gives that kind's `subject` (an 'encounter' its space).
   */
  options(g: Game, p: Player, detail: D, subject = this.subject): number[] {
    return this.open(g, p, detail, subject);
  }
}

/** Define a module's yes/no question (once, when its file loads). */
export function yesNoQuestion<D = number>(spec: YesNoSpec<D>): YesNoQuestion<D> {
  return new YesNoQuestion(spec);
}

/** Define a module's decision kind (once, when its file loads). */
export function choiceQuestion<D = number>(spec: ChoiceSpec<D>): ChoiceQuestion<D> {
  return new ChoiceQuestion(spec);
}

/** The base kinds whose options a module may add to, and the kind's own option names (their values 0, 1...). */
const OPTION_KINDS = { 'character-action': CHARACTER_ACTIONS } as const;
export type OptionKind = keyof typeof OPTION_KINDS;

/** Every option the modules add to a base kind's decisions (moduleOption), in the order defined. */
export const MODULE_OPTIONS: ModuleOption[] = [];

/**
 * An option a module adds to a decision of a base kind that the engine asks (an action of its own
 * against a character met): the module offers it and acts on it at the kind's moments (hooks.ts
 * characterActions, actionUsed). Its value follows the kind's own values and those of the options
 * defined before it; its ability-use row (`kind:id`) follows theirs, and the strategies score it by
 * the module's entry (strategies/module-answers.ts).
 */
export class ModuleOption {
  /** The option's value in the decision's options. */
  readonly value: number;

  constructor(readonly id: string, readonly kind: OptionKind) {
    const own: readonly string[] = OPTION_KINDS[kind];
    if (own.includes(id) || MODULE_OPTIONS.some((o) => o.kind === kind && o.id === id)) throw new Error(`option '${kind}:${id}' is defined twice`);
    this.value = own.length + MODULE_OPTIONS.filter((o) => o.kind === kind).length;
    MODULE_OPTIONS.push(this);
  }

  /** Its row's name in the ability-use table. */
  get rowName(): string {
    return `${this.kind}:${this.id}`;
  }
}

/** Define an option a module adds to a base kind's decisions (once, when its file loads). */
export function moduleOption(spec: { readonly id: string; readonly kind: OptionKind }): ModuleOption {
  return new ModuleOption(spec.id, spec.kind);
}

/** The name of option `value` of a decision of this kind: the kind's own, or a module's. */
export function optionName(kind: OptionKind, value: number): string {
  const own: readonly string[] = OPTION_KINDS[kind];
  if (value < own.length) return own[value];
  return MODULE_OPTIONS.find((o) => o.kind === kind && o.value === value)?.id ?? `${kind} ${value}`;
}

/**
 * Give these questions their rows in the ability-use tally, in this order after those installed
 * before (the registry of rule modules installs every module's, in its order, when it loads; a
 * scenario's own modules when their rule set is built). Installing one twice does nothing.
 */
export function installQuestions(list: readonly ModuleQuestion[]): void {
  for (const q of list) if (!INSTALLED.includes(q)) INSTALLED.push(q);
}

/** The module question whose subject this is, or null for a base one. */
function moduleQuestionAt(subject: number): ModuleQuestion | null {
  return DEFINED[subject - QUESTIONS.length] ?? null;
}

/** The name of the yes/no question whose subject this is: the base game's or a module's. */
export function questionName(subject: number): string {
  return subject < QUESTIONS.length ? QUESTIONS[subject] : (moduleQuestionAt(subject)?.id ?? `question ${subject}`);
}

/** A decision's name: its kind, or `yes-no:` and the question for a yes/no question. */
export function decisionName(d: Decision): string {
  return d.kind === 'yes-no' ? `yes-no:${questionName(d.subject)}` : d.kind;
}
