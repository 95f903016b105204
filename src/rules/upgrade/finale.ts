// Talisman Upgrade clause 43 (seed 002): the Dragon King holds the Crown of Command. The first to
// enter rolls for the ending: 1 the King alone, 2 the King and three Dragon Princes (endings 3-6 need
// expansion cards and are rolled again: `roll`), or a scenario fixes one. Every turn on the Crown is
// a round of the final battle for each character there: the dragons' fire, a battle and a psychic
// combat against the opponent he faces off against (0-3 lives lost). Clause 36: the Princes are
// met as the King is. The characters on the Crown when the last dragon falls win together.
import { endGame } from '../../engine/death.ts';
import { Foe, ROLL, fightCreature, rollOwn, WIN, type Game, type Player } from '../../engine/index.ts';
import { intRule, oneOfRule } from '../../fields/field-rules.ts';
import { breathFire } from './dragon-fire.ts';
import { callEffort, shareLoss } from './unified.ts';
import { upgradeValue, type UpgradeOption, type UpgradePart } from './part.ts';

export const FINALES = ['off', 'roll', 'dragon-king', 'dragon-princes'] as const;
export type Finale = (typeof FINALES)[number];

const FINALE: UpgradeOption<Finale> = {
  key: 'finale', rule: oneOfRule(FINALES), default: 'roll',
  doc: 'the Crown of Command: off (base ending), roll (clause 43: 1 the King alone, 2 with the Princes, 3-6 rolled again), dragon-king or dragon-princes',
};
const KING_LIVES: UpgradeOption<number> = {
  key: 'dragonKingLives', rule: intRule(1, 15), default: 5,
  doc: "the Dragon King's lives, which clause 43 does not give (reading: a Prince's 5)",
};

/** Clause 43, the Dragon Cult Ensemble: "Str. 12, Craft 12, plus firebreathing" (read for every ending). */
export const KING = { strength: 12, craft: 12 } as const;
/** Clause 43 ending 2: "3 Dragon Princes (Str 9, Craft 9, Lives 5 each, firebreathing)". */
export const PRINCE = { strength: 9, craft: 9, lives: 5 } as const;
const NAMES = ['the Dragon King', 'a Dragon Prince', 'a Dragon Prince', 'a Dragon Prince'];

export const FINALE_STATE = 'upgrade-finale';

interface FinaleState {
  /** 0 not yet rolled, 1 the King alone, 2 with the Princes. */
  ending: number;
  /** Lives left: the King, then the three Princes (0 for a Prince not in this ending). */
  lives: Int8Array;
  /** Seats on the Crown when the last dragon fell (bits), for the per-game record. */
  winners: number;
  /** The opponent of the fight under way (an index of NAMES), and the seats that have battled the King (bits). */
  facing: number;
  struck: number;
}

export function finaleState(g: Game): FinaleState | undefined {
  return g.ruleState[FINALE_STATE] as FinaleState | undefined;
}

function setup(g: Game): void {
  g.ruleState[FINALE_STATE] = { ending: 0, lives: new Int8Array(4), winners: 0, facing: -1, struck: 0 } satisfies FinaleState;
}

/** The first to enter rolls for the ending (clause 43); 3-6 need expansion cards and are rolled again. */
function rollEnding(g: Game, p: Player, finale: Finale, kingLives: number): void {
  const s = finaleState(g)!;
  if (finale === 'dragon-king') s.ending = 1;
  else if (finale === 'dragon-princes') s.ending = 2;
  else {
    let die = rollOwn(g, p, 1, ROLL.hermit);
    while (die > 2) die = rollOwn(g, p, 1, ROLL.hermit);
    s.ending = die;
  }
  s.lives[0] = kingLives;
  for (let i = 1; i < 4; i++) s.lives[i] = s.ending === 2 ? PRINCE.lives : 0;
  if (g.log.on) g.say(`  the Dragon King${s.ending === 2 ? ' and three Dragon Princes' : ''} hold the Crown of Command`);
}

/** The opponent p faces off against this round (clause 29 on the Crown): a living dragon of his choice. */
function chooseOpponent(g: Game, p: Player, lives: Int8Array): number {
  const o = g.options('face-off', p, lives[0] | (lives[1] << 4) | (lives[2] << 8) | (lives[3] << 12));
  for (let i = 0; i < 4; i++) if (lives[i] > 0) o.push(i);
  return g.decide();
}

const foe = new Foe();

/** One fight against opponent `who`: battle or psychic combat; a win takes one of its lives. */
function fightDragon(g: Game, p: Player, who: number, psychic: boolean): void {
  const s = finaleState(g)!;
  const value = who === 0 ? (psychic ? KING.craft : KING.strength) : psychic ? PRINCE.craft : PRINCE.strength;
  foe.reset(psychic, value, NAMES[who]);
  foe.dragon = true;
  foe.beastsOnly = true;
  // The King and the Princes fight to the death (clause 43): no evading them.
  foe.evadable = false;
  s.facing = who;
  // Clause 10's Unified Effort is for any combat of characters on one space: the final battle too.
  callEffort(g, p, foe);
  const result = fightCreature(g, p, foe);
  shareLoss(g, p, foe, p.space, result);
  s.facing = -1;
  if (who === 0 && !psychic) s.struck |= 1 << p.seat;
  if (result === WIN && s.lives[who] > 0) {
    s.lives[who]--;
    if (g.log.on) g.say(`  ${NAMES[who]} loses a life (${s.lives[who]} left)`);
  }
}

/** Is p about to battle the Dragon King for the first time (note D11's "first strike against the Dragon King")? */
export function firstStrikeOnKing(g: Game, p: Player): boolean {
  const s = finaleState(g);
  return s !== undefined && s.facing === 0 && (s.struck & (1 << p.seat)) === 0;
}

/** One round of the final battle for p (clause 43): fire, then a battle and a psychic combat. */
function battleRound(g: Game, p: Player): void {
  const s = finaleState(g)!;
  // The dragons' breath (clauses 42-43): one breath however many dragons, 2 dice on the Crown.
  breathFire(g, p, 2);
  for (const psychic of [false, true]) {
    if (!p.alive || g.ended || allFallen(s)) break;
    fightDragon(g, p, chooseOpponent(g, p, s.lives), psychic);
  }
  if (allFallen(s) && !g.ended) dragonsDefeated(g, p);
  g.turnOver = true;
}

const allFallen = (s: FinaleState): boolean => s.lives[0] + s.lives[1] + s.lives[2] + s.lives[3] === 0;

/**
 * The last dragon fell to p: "a party of worthy adventurers" recovered the Crown (clause 1). Every
 * character alive on the Crown wins with him; a lone survivor wins alone. The record's winner is p.
 */
function dragonsDefeated(g: Game, p: Player): void {
  const s = finaleState(g)!;
  for (const q of g.players) if (q.alive && q.space === g.topo.crown) s.winners |= 1 << q.seat;
  endGame(g, p.seat, 'dragon-king');
  g.winningSeats = s.winners;
}

export const finale: UpgradePart = {
  id: 'upgrade-finale',
  desc: 'Upgrade finale (clause 43): the Dragon King (Str 12, Craft 12, fire), alone or with three Dragon Princes, fought round by round on the Crown.',
  options: [FINALE, KING_LIVES],
  enabled: (u) => upgradeValue(u, FINALE) !== 'off',
  apply: (r, u) => {
    const which = upgradeValue(u, FINALE);
    const kingLives = upgradeValue(u, KING_LIVES);
    const base = r.hooks.gameStart;
    return {
      ...r,
      // Only the party that defeats the Dragon King wins (clauses 1, 43); the last one left fights on.
      lastStandingWins: false,
      crownDragons: { kingLives, princesChance: which === 'dragon-king' ? 0 : which === 'dragon-princes' ? 1 : 0.5 },
      hooks: { ...r.hooks, gameStart: [...base, setup] },
      crownRound: (g, p) => {
        if (finaleState(g)!.ending === 0) rollEnding(g, p, which, kingLives);
        battleRound(g, p);
      },
    };
  },
};
