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
//   encounter's "the space", ditch's "none", inner's "stay course", swap-card's "no swap") taken
//   is any other option; for the kinds that are a pick among equals (move, drop, target-*, route,
//   character, leave-behind) every decision counts as taken.
// Only decisions with two or more options are counted: a single option is no choice.
import type { Player } from './player.ts';
import type { CharacterDef } from './types.ts';
import { CHARACTER_ACTIONS, DECISION_KINDS, MOVE_MODES, QUESTIONS, VISITS, WISHES, type DecisionKind, type Decision } from './decisions.ts';

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
const PICKS: ReadonlySet<DecisionKind> = new Set(['move', 'drop', 'target-seat', 'target-space', 'target-card', 'route', 'character', 'leave-behind', 'party-attacker', 'defend-first']);

/** Every row's name, in table order: `kind`, `kind:value` or `yes-no:question`. */
export const ABILITY_ROWS: readonly string[] = DECISION_KINDS.flatMap((k) => {
  if (k === 'yes-no') return QUESTIONS.map((q) => `yes-no:${q}`);
  const values = PER_OPTION[k];
  return values ? values.map((v) => `${k}:${v}`) : [k];
});

/** Kind → DECISION_KINDS index: a Map, since an object keyed by 29 kinds is a megamorphic keyed load. */
const KIND_INDEX: ReadonlyMap<DecisionKind, number> = new Map(DECISION_KINDS.map((k, i) => [k, i]));
/** The first row of each kind (by DECISION_KINDS index). */
const FIRST_ROW = DECISION_KINDS.map((k) => ABILITY_ROWS.findIndex((r) => r === k || r.startsWith(`${k}:`)));
const MODE = DECISION_KINDS.map((k) => (k === 'yes-no' ? 2 : PER_OPTION[k] ? 1 : PICKS.has(k) ? 3 : 0));

/** Counts per character (content order) × row: [offered, taken] pairs, flat. */
export class AbilityTally {
  readonly counts: Uint32Array;
  private readonly rowCount = ABILITY_ROWS.length;

  constructor(readonly characters: readonly CharacterDef[]) {
    this.counts = new Uint32Array(characters.length * ABILITY_ROWS.length * 2);
  }

  /**
   * Count decision `d` of p, whose option `chosen` (an index into d.options) was picked. p's
   * character is found by its content index (Player.characterNo), counted only when it is this
   * tally's character at that index (a game on other content counts nothing).
   */
  count(p: Player, d: Decision, chosen: number): void {
    const c = p.characterNo;
    if (c < 0 || c >= this.characters.length || this.characters[c] !== p.character) return;
    const kind = KIND_INDEX.get(d.kind)!;
    const base = (c * this.rowCount + FIRST_ROW[kind]) * 2;
    const counts = this.counts;
    switch (MODE[kind]) {
      case 1: {
        const o = d.options;
        for (let i = 0; i < o.length; i++) counts[base + o[i] * 2]++;
        counts[base + o[chosen] * 2 + 1]++;
        return;
      }
      case 2:
        counts[base + d.subject * 2]++;
        if (chosen !== 0) counts[base + d.subject * 2 + 1]++;
        return;
      case 3:
        counts[base]++;
        counts[base + 1]++;
        return;
      default:
        counts[base]++;
        if (chosen !== 0) counts[base + 1]++;
    }
  }
}
