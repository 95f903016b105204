// Sampled fights through the engine's own combat (fightCreature), for the agreement test against the
// exact tables of src/odds/: a one-seat game with seeded dice and a strategy that only answers fate
// rerolls per the fate policy, rerolling the lowest die as src/odds/dice.ts assumes.
import { BASE_CONTENT, characterIndex } from '../../src/content/index.ts';
import {
  Foe, Game, NULL_LOG, LOSE, STANDOFF, WIN, fightCreature, runGameHooks, runPlayerHooks, seededRng, setupCards, setupCharacter,
  type Decision, type Strategy, type View,
} from '../../src/engine/index.ts';
import type { FatePolicy } from '../../src/odds/options.ts';
import { DEFAULT_RULES, type CombatDice, type RuleOptions } from '../../src/rules/options.ts';
import { buildRuleSet } from '../../src/rules/ruleset.ts';
import { DESTINY } from '../../src/rules/fantastic-diversions/true-fate.ts';

/** What the engine is asked to fight with. */
export interface EngineMode {
  combat: CombatDice;
  /** 'thief' has no battle ability; 'warrior' rolls one extra die and keeps the best. */
  character: 'thief' | 'warrior';
  fate: FatePolicy;
  runes: boolean;
}

/**
 * Outcome counts by score difference: [wins, stand-offs, losses, Double Wins]. A Double Win (2D6
 * Auto-Win/Lose) is a won fight that cost the character a life; it is not among the wins.
 */
export type FightCounts = Map<number, [number, number, number, number]>;

/** Character attack value in every fight; the creature's is this minus the difference. */
const VALUE = 20;

/**
 * Answers only fate: rerolls of the lowest die when the policy says so; under 'destiny' (True Fate)
 * Destiny before every attack roll and the lowest die discarded. Any other question is a bug.
 */
function fatePlayer(fate: FatePolicy): Strategy {
  return {
    id: 'fate-policy',
    choose(view: View, d: Decision): number {
      if (fate === 'destiny' && d.asked === DESTINY) return d.options.indexOf(1);
      if (fate === 'destiny' && d.kind === 'discard-die') return lowestDie(view, d);
      if (d.kind !== 'reroll') throw new Error(`unexpected decision '${d.kind}' in a plain fight`);
      const reroll = fate === 'loss' ? view.myScore < view.theirScore : fate === 'not-win' && view.myScore <= view.theirScore;
      if (!reroll) return d.options.indexOf(-1);
      let low = 0;
      for (let i = 1; i < view.diceCount; i++) if (view.die(i) < view.die(low)) low = i;
      return d.options.indexOf(low);
    },
  };
}

function lowestDie(view: View, d: Decision): number {
  let low = 0;
  for (let i = 1; i < d.options.length; i++) if (view.die(d.options[i]) < view.die(d.options[low])) low = i;
  return low;
}

/** A one-seat game as test/helpers.ts makeGame() builds it, with the log off; `rules` adds house rules. */
export function fightingGame(mode: EngineMode, seed: string, more: Partial<RuleOptions> = {}): Game {
  const trueFate = mode.fate === 'destiny' ? 'destiny' : 'off';
  const rules = buildRuleSet({ ...DEFAULT_RULES, ...more, combat: mode.combat, trueFate, players: 1 });
  const g = new Game(BASE_CONTENT, rules, [fatePlayer(mode.fate)], {
    deal: seededRng(`${seed}/deal`), adventure: seededRng(`${seed}/adventure`), spell: seededRng(`${seed}/spell`),
    dice: seededRng(`${seed}/dice`), strategies: [seededRng(`${seed}/s0`)],
  }, NULL_LOG);
  g.players[0].strategy = 0;
  setupCards(g);
  setupCharacter(g, g.players[0], characterIndex(mode.character));
  runGameHooks(g.rules.hooks.gameStart, g);
  g.turn = 1;
  return g;
}

/**
 * `fights` fights through fightCreature, the score difference cycling through `differences`; the
 * character's life and fate are restored after each so that every fight starts alike.
 */
export function sampleFights(mode: EngineMode, differences: readonly number[], fights: number, seed: string): FightCounts {
  const g = fightingGame(mode, seed);
  const p = g.players[0];
  p.strengthCounters = VALUE - p.character!.strength;
  const foe = new Foe();
  const counts: FightCounts = new Map(differences.map((d) => [d, [0, 0, 0, 0]]));
  for (let i = 0; i < fights; i++) {
    const d = differences[i % differences.length];
    foe.reset(false, VALUE - d);
    foe.evadable = false;
    foe.spellable = false;
    foe.rollBonus = mode.runes ? 2 : 0;
    if (mode.fate !== 'none' && p.fate === 0) {
      p.fate = 1;
      g.pool.fate--;
    }
    // Destiny locks fate until the character's next turn (True Fate 3.2): each fight starts one.
    runPlayerHooks(g.rules.hooks.turnStart, g, p);
    const lives = p.lives;
    const result = fightCreature(g, p, foe);
    const c = counts.get(d)!;
    if (result === WIN && p.lives < lives) {
      c[3]++;
      p.lives++;
      g.pool.life--;
    } else if (result === WIN) c[0]++;
    else if (result === STANDOFF) c[1]++;
    else if (result === LOSE) {
      c[2]++;
      p.lives++;
      g.pool.life--;
    } else throw new Error(`unexpected fight result ${result}`);
  }
  return counts;
}
