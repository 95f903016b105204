// What a DOC card is: its seed text in one line, its events, and handlers on the engine's own
// moments (engine/hooks.ts, the names and arguments every rule and fan module uses), each called
// by the deck module (index.ts) only for the card lying on the space concerned.
import type { Hook } from '../../engine/index.ts';
import type { DocEvents } from './deck.ts';

/** The moments a DOC card may act at: those of a space and its encounter, and the end of the turn on it. */
export type DocMoment = 'drawCards' | 'beforeCards' | 'enemiesAttack' | 'enemiesFought' | 'cardsDealtWith' | 'leaveSpace' | 'turnEnd';

export type DocCard = { readonly [K in DocMoment]?: Hook<K> } & {
  readonly id: string;
  readonly name: string;
  /** The card's text (seed 000), paraphrased in one line. */
  readonly text: string;
  /** Its engine event counters ('doc.<id>.<what>'). */
  readonly events: DocEvents;
};
