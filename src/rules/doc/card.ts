// What a DOC card is: its seed text in one line, its status, and small handlers on the module's
// moments (each called only for the card lying on the space concerned).
import type { FightResult, Foe, Game, Player } from '../../engine/index.ts';
import type { DocEvents } from './deck.ts';

export interface DocCard {
  readonly id: string;
  readonly name: string;
  /** The card's text (seed 000), paraphrased in one line. */
  readonly text: string;
  /** Its engine event counters ('doc.<id>.<what>'). */
  readonly events: DocEvents;
  /** Instead of the draw (p.7); true if it drew. */
  draw?(g: Game, p: Player, space: number): boolean;
  /** "Before encountering cards": after the draw, before the cards here are encountered. */
  beforeCards?(g: Game, p: Player, space: number): void;
  /** Enemy cards here are about to attack p: roll modifiers and evasion. */
  enemiesAttack?(g: Game, p: Player, foe: Foe, space: number): void;
  /** p's combat against Enemy cards here ended with `r`. */
  enemiesFought?(g: Game, p: Player, foe: Foe, space: number, r: FightResult): void;
  /** Every card here is dealt with (Enemies killed or evaded). */
  cardsDealtWith?(g: Game, p: Player, space: number): void;
  /** p, who encountered this space, is about to leave it. */
  leaveSpace?(g: Game, p: Player, space: number): void;
  /** End of p's turn on this space. */
  turnEnd?(g: Game, p: Player, space: number): void;
}
