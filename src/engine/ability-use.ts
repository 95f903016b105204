// The ability-use tally: per character and decision row, how often a choice was offered and how
// often it was taken. Game.decide() counts into it when a tally is attached (Game.tally); without
// one the cost is a single null test per decision. Counters are a typed array indexed by
// (character × row) × {offered, taken}: no strings or allocation per decision.
//
// Rows and what "taken" means:
// - one row per option value for the kinds whose options are named choices (move-mode,
//   character-action, visit, wish, attribute, reward): offered when the value is among the
//   options, taken when it is chosen (e.g. `move-mode:woods`, `character-action:beguile`);
// - one row per question for yes-no (`yes-no:raise-dead`): offered when asked, taken on "yes";
// - `alignment` (the Druid): offered each time, taken when he picks an alignment other than his own;
// - one row per remaining kind: offered each time it is asked; for the kinds whose first option
//   declines (evade's "fight", reroll's "keep", take's "leave", cast's "none", buy's "stop",
//   encounter's "the space", ditch's "none", inner's "stay course") taken is any other option; for
//   the kinds that are a pick among equals (move, drop, target-*, route, character) every decision
//   counts as taken.
// - a module's question (questions.ts): a yes/no one has its row among the base questions' (after
//   them, in the order the modules were installed), a kind of its own its row after the base kinds,
//   taken as its declaration says, one of a base kind that kind's; an option a module adds to a
//   base kind (questions.ts moduleOption) has its row after the kind's own values. Installing a
//   module question lays the rows out afresh for the next tally; a tally made before it counts no
//   module question (their rows moved), only the base game's.
// The rows are this thread's: another thread, or this one before or after an install, may lay them
// out otherwise. So a tally carries its rows' names (AbilityTally.rows), the aggregate keeps them
// beside the counts, and merges and reports go by those names (sim/aggregate.ts), never by this
// process's layout.
// Only decisions with two or more options are counted: a single option is no choice.
import type { Player } from './player.ts';
import type { CharacterDef } from './types.ts';
import { CHARACTER_ACTIONS, DECISION_KINDS, KIND, MOVE_MODES, QUESTIONS, VISITS, WISHES, type DecisionKind, type Decision } from './decisions.ts';
import { ChoiceQuestion, INSTALLED, MODULE_OPTIONS, type ModuleQuestion } from './questions.ts';
import { sameList } from './lists.ts';

/** Kinds with one row per option value, and the names of those values. */
const PER_OPTION: Partial<Record<DecisionKind, readonly string[]>> = {
  'move-mode': MOVE_MODES,
  'character-action': CHARACTER_ACTIONS,
  visit: VISITS,
  wish: WISHES,
  attribute: ['strength', 'craft'],
  reward: ['life', 'object', 'gold'],
};
/** Kinds whose every decision is a pick: taken = offered. */
const PICKS: ReadonlySet<string> = new Set(['move', 'drop', 'target-seat', 'target-space', 'target-card', 'route', 'character']);

/** The counting modes: any option but the first taken, one row per option, a yes/no question, a pick. */
const NOT_FIRST = 0;
const PER_VALUE = 1;
const YES = 2;
const PICK = 3;

/** The rows, laid out once (rows()). */
interface Layout {
  /** Every row's name, in table order: `kind`, `kind:value` or `yes-no:question`. */
  readonly names: readonly string[];
  /** The first row of each base kind (by DECISION_KINDS index). */
  readonly firstRow: readonly number[];
}
let layout: Layout | null = null;
/** The module questions installed, and module options defined, when the rows were laid out (by identity: a count would miss one taken out and another put in). */
let laidOutFor: readonly unknown[] = [];
let optionsFor: readonly unknown[] = [];

/** The rows: the base kinds' (the yes/no questions the base game's, then the installed modules'), then the modules' own kinds. */
function rows(): Layout {
  if (layout !== null && sameList(laidOutFor, INSTALLED) && sameList(optionsFor, MODULE_OPTIONS)) return layout;
  laidOutFor = INSTALLED.slice();
  optionsFor = MODULE_OPTIONS.slice();
  const names: string[] = [];
  const firstRow: number[] = [];
  const modules = INSTALLED.slice();
  const place = (q: ModuleQuestion) => {
    q.row = names.length;
    names.push(q.rowName);
  };
  for (const k of DECISION_KINDS) {
    firstRow.push(names.length);
    if (k === 'yes-no') {
      for (const q of QUESTIONS) names.push(`yes-no:${q}`);
      for (const q of modules) if (q.kind === 'yes-no') place(q);
    } else {
      const values = PER_OPTION[k];
      for (const v of values ? values.map((v) => `${k}:${v}`) : [k]) names.push(v);
      // The options modules add to the kind, every one defined (their values index the rows), in value order.
      for (const o of MODULE_OPTIONS) if (o.kind === k) names.push(o.rowName);
    }
  }
  for (const q of modules) if (q.kind === q.id) place(q);
  return (layout = { names, firstRow });
}

/** Every row's name, in table order: `kind`, `kind:value` or `yes-no:question` (laid out at the first call). */
export function abilityRows(): readonly string[] {
  return rows().names;
}

const YES_NO = KIND['yes-no'];
const MODE = DECISION_KINDS.map((k) => (k === 'yes-no' ? YES : PER_OPTION[k] ? PER_VALUE : PICKS.has(k) ? PICK : NOT_FIRST));

/** Counts per character (content order) × row: [offered, taken] pairs, flat. */
export class AbilityTally {
  readonly counts: Uint32Array;
  /** The names of its rows, in the order of counts (abilityRows() when it was made): what a report names them by. */
  readonly rows: readonly string[];
  private readonly rowCount: number;
  private readonly firstRow: readonly number[];
  /** The rows this tally was made on: module questions count only while they are the current rows. */
  private readonly layout: Layout;

  constructor(readonly characters: readonly CharacterDef[]) {
    const { names, firstRow } = (this.layout = rows());
    this.rows = names;
    this.rowCount = names.length;
    this.firstRow = firstRow;
    this.counts = new Uint32Array(characters.length * names.length * 2);
  }

  /**
   * Count decision `d` of p, whose option `chosen` (an index into d.options) was picked. p's
   * character is found by its content index (Player.characterNo), counted only when it is this
   * tally's character at that index (a game on other content counts nothing).
   */
  count(p: Player, d: Decision, chosen: number): void {
    const c = p.characterNo;
    if (c < 0 || c >= this.characters.length || this.characters[c] !== p.character) return;
    const asked = d.asked;
    if (asked !== null && asked.row >= 0) {
      if (this.layout !== layout) return;
      this.countAt((c * this.rowCount + asked.row) * 2, asked instanceof ChoiceQuestion && asked.spec.taken === 'always' ? PICK : NOT_FIRST, d, chosen);
      return;
    }
    // A base kind's decision, a module's of a base kind among them; a module's question with no row is not counted.
    const kind = d.kindNo;
    if (kind < 0 || (asked !== null && kind === YES_NO)) return;
    const mode = MODE[kind];
    const base = (c * this.rowCount + this.firstRow[kind]) * 2;
    this.countAt(mode === YES ? base + d.subject * 2 : base, mode, d, chosen);
  }

  /** Count an offer of a base kind (its number, KIND) answered with its first option without being built (Game.declined). */
  countDeclined(p: Player, k: number, subject: number): void {
    const c = p.characterNo;
    if (c < 0 || c >= this.characters.length || this.characters[c] !== p.character) return;
    const mode = MODE[k];
    if (mode !== YES && mode !== NOT_FIRST) throw new Error(`a '${DECISION_KINDS[k]}' offer has no option that declines`);
    this.counts[(c * this.rowCount + this.firstRow[k] + (mode === YES ? subject : 0)) * 2]++;
  }

  /** Count d at the pair `at` in this mode. */
  private countAt(at: number, mode: number, d: Decision, chosen: number): void {
    const counts = this.counts;
    switch (mode) {
      case PER_VALUE: {
        const o = d.options;
        for (let i = 0; i < o.length; i++) counts[at + o[i] * 2]++;
        counts[at + o[chosen] * 2 + 1]++;
        return;
      }
      case PICK:
        counts[at]++;
        counts[at + 1]++;
        return;
      default:
        counts[at]++;
        if (chosen !== 0) counts[at + 1]++;
    }
  }
}
