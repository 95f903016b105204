// Talisman Upgrade clause 43 (seed 002): the final battle's state in a game (its state slot), read by
// the finale (finale.ts), the King's side (kings-side.ts) and the Assassin's first strike (assassin.ts).
import { StateSlot, type Game, type View } from '../../engine/index.ts';

export interface FinaleState {
  /** 0 not yet rolled, 1 the King alone, 2 with the Princes. */
  ending: number;
  /** The die rolled for the ending (1-6; 0 when a scenario fixed it), for the record. */
  rolled: number;
  /** Lives left: the King, then the three Princes (0 for a Prince not in this ending). */
  lives: Int8Array;
  /** Seats on the Crown when the last dragon fell (bits), for the per-game record. */
  winners: number;
  /** The opponent of the fight under way (an index of NAMES), and the seats that have battled the King (bits). */
  facing: number;
  struck: number;
  /** Lives each seat has lost to the final battle in game round `round` ("0, 1, 2, or 3 lives"). */
  lost: Int8Array;
  round: number;
  /** The dragons beaten this round (bits: an index of NAMES for a battle, 4 higher for a psychic combat; attacked-first.ts). */
  beaten: number;
  /** Seats of the characters who joined the fight on the Dragon King's side (bits; kingsSide). */
  sided: number;
  /** What a player may know of the fight before reaching the Crown (the bots' finale model), the same all game. */
  readonly dragons: CrownDragons;
}

/** The Dragon King's lives and the chance that the Dragon Princes stand with him (clause 43). */
export interface CrownDragons {
  readonly kingLives: number;
  readonly princesChance: number;
  /** The battle is won when the King falls, the Princes standing or not (`crownWonBy: the-king`). */
  readonly kingEnds: boolean;
}

/** "Each battle ... can result in the loss of 0, 1, 2, or 3 lives for any and all party members." */
export const ROUND_LIVES = 3;

export const FINALE_STATE = new StateSlot<FinaleState>('upgrade-finale');

export function finaleState(g: Game): FinaleState | undefined {
  return FINALE_STATE.maybe(g);
}

/** A fresh state for a game. */
export function newFinale(dragons: CrownDragons): FinaleState {
  return { ending: 0, rolled: 0, lives: new Int8Array(4), winners: 0, facing: -1, struck: 0, lost: new Int8Array(8), round: -1, beaten: 0, sided: 0, dragons };
}

/** What the view's player may know of the Crown's dragons before reaching it; null when the Upgrade's finale is off. */
export function crownDragons(v: View): CrownDragons | null {
  return v.state(FINALE_STATE)?.dragons ?? null;
}

/** The dragons' lives left that stand between the party and the Crown: all of them, or the King's (`crownWonBy: the-king`). */
export const dragonsLeft = (s: FinaleState): number => (s.dragons.kingEnds ? s.lives[0] : s.lives[0] + s.lives[1] + s.lives[2] + s.lives[3]);

/** The battle is won: every dragon has fallen, or the King (`crownWonBy: the-king`). */
export const allFallen = (s: FinaleState): boolean => dragonsLeft(s) === 0;
