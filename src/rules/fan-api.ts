// The house-rule API a fan module is written against (exported as the package's entry, src/api.ts,
// and documented in docs/modules.md). A fan module has the fields of a built-in RuleModule
// (rules/module.ts: id, desc, options, enabled, apply), but sees the game through the facades
// below, never the engine's Game and Player: no engine code is imported here, only types.
import type { RuleOptions } from './option-types.ts';

/** A character in play as a fan module sees it: read-only values, read when asked. */
export interface FanPlayer {
  /** The seat, 0-based, in the order of the scenario's seats. */
  readonly seat: number;
  /** The character's id (`troll`, or a scenario's own character); '' before one is dealt. */
  readonly character: string;
  /** The id of the space the character stands on (`tavern`, `crags`, ...). */
  readonly space: string;
  readonly alive: boolean;
  readonly lives: number;
  /** Strength and Craft as the rules count them now (counters, Objects, Followers, a Toad's 1). */
  readonly strength: number;
  readonly craft: number;
  readonly gold: number;
  readonly fate: number;
  readonly alignment: 'good' | 'neutral' | 'evil';
  /** The character is a Toad. */
  readonly toad: boolean;
}

/**
 * The game as a fan module sees it. Every change goes through the engine's own rule functions (the
 * stock of lives, gold and fate is limited, a last life lost kills), and every die is the game's own
 * seeded dice, so that a run stays the same for the same seed whatever the worker count.
 */
export interface FanGame {
  /** The round (1-based) and the turn count so far. */
  readonly round: number;
  readonly turn: number;
  /** Every seat's character, in seat order (the same objects for the whole game). */
  readonly players: readonly FanPlayer[];
  /** One die rolled for p (nobody may reroll it with fate). */
  rollDie(p: FanPlayer): number;
  /** Gain lives (may exceed the life value) or heal up to it; lose lives (the last one kills). */
  gainLives(p: FanPlayer, n: number): void;
  heal(p: FanPlayer, n: number): void;
  loseLives(p: FanPlayer, n: number): void;
  gainStrength(p: FanPlayer, n: number): void;
  loseStrength(p: FanPlayer, n: number): void;
  gainCraft(p: FanPlayer, n: number): void;
  loseCraft(p: FanPlayer, n: number): void;
  gainGold(p: FanPlayer, n: number): void;
  /** Pay gold into the stock (what p lacks is not paid). */
  payGold(p: FanPlayer, n: number): void;
  gainFate(p: FanPlayer, n: number): void;
  /** A line in the trace (`talisman-sim trace`); nothing when no one is reading it. */
  say(text: string): void;
}

/** How the message of an error thrown inside a fan module starts (the CLI reports it as the module's, not a bug). */
export const FAN_THREW = 'the house-rule module';

/** Hook sites open to fan modules, by the arguments their handlers get (engine/hooks.ts has the rulebook moments). */
export const FAN_GAME_HOOKS = ['gameStart', 'roundEnd'] as const;
export const FAN_PLAYER_HOOKS = ['turnStart', 'turnEnd', 'characterEntered', 'characterKilled', 'crownReached', 'turnLost'] as const;
export const FAN_SPACE_HOOKS = ['spaceEncounter', 'landed', 'encountered', 'cardsDealtWith', 'leaveSpace'] as const;
export const FAN_HOOK_NAMES = [...FAN_GAME_HOOKS, ...FAN_PLAYER_HOOKS, ...FAN_SPACE_HOOKS] as const;
export type FanHookName = (typeof FAN_HOOK_NAMES)[number];

export type FanGameHook = (g: FanGame) => void;
export type FanPlayerHook = (g: FanGame, p: FanPlayer) => void;
/** `space` is the id of the space the moment is about. */
export type FanSpaceHook = (g: FanGame, p: FanPlayer, space: string) => void;

export type FanHooks = { readonly [K in (typeof FAN_GAME_HOOKS)[number]]: readonly FanGameHook[] }
  & { readonly [K in (typeof FAN_PLAYER_HOOKS)[number]]: readonly FanPlayerHook[] }
  & { readonly [K in (typeof FAN_SPACE_HOOKS)[number]]: readonly FanSpaceHook[] };

/** The rule parameters a fan module may set, each with the values the engine plays. */
export interface FanParams {
  /** Trophy points per Strength or Craft counter (rulebook p.14: 7). 2 to 20. */
  readonly trophyRate: number;
  /** Attack roll: the best 1 die, or the best 2 of the dice (Fantastic Diversions 2d6). 1 or 2. */
  readonly combatDice: number;
  /** A character may choose to move one space instead of his roll. */
  readonly mayStepOne: boolean;
  /** A natural 6 wins and a natural 1 loses a battle (the auto win/lose house rule). */
  readonly naturalsDecide: boolean;
  /** The last character left in the game wins. */
  readonly lastStandingWins: boolean;
}

export const FAN_PARAM_NAMES = ['trophyRate', 'combatDice', 'mayStepOne', 'naturalsDecide', 'lastStandingWins'] as const satisfies readonly (keyof FanParams)[];

/** The rule set as a fan module's apply sees it: the parameters in force, and its own handlers. */
export interface FanRuleSet {
  readonly params: FanParams;
  readonly hooks: FanHooks;
}

/**
 * A house rule in a file of its own (scenario key `modules:`): the fields of a built-in RuleModule.
 * Fan modules own no rule options (`options` is empty or absent); `enabled` defaults to always on.
 */
export interface FanRuleModule {
  readonly id: string;
  /** One line for reports: what the rule does, and its source. */
  readonly desc: string;
  readonly options?: readonly never[];
  readonly enabled?: (o: RuleOptions) => boolean;
  readonly apply: (r: FanRuleSet, o: RuleOptions) => FanRuleSet;
}

/** The rule set with these handlers appended at their hook sites. */
export function withHooks(r: FanRuleSet, add: { [K in FanHookName]?: FanHooks[K][number] }): FanRuleSet {
  const hooks = { ...r.hooks } as Record<FanHookName, unknown[]>;
  // An unknown site gets a list too, so that folding the module in names it (fan-facade.ts), not a TypeError here.
  for (const name of Object.keys(add) as FanHookName[]) hooks[name] = [...(hooks[name] ?? []), add[name]];
  return { ...r, hooks: hooks as unknown as FanHooks };
}

/** The rule set with these parameters set. */
export function withParams(r: FanRuleSet, set: Partial<FanParams>): FanRuleSet {
  return { ...r, params: { ...r.params, ...set } };
}

/** A fan module, typed (`export default houseRule({...})` checks the fields in an editor). */
export function houseRule(m: FanRuleModule): FanRuleModule {
  return m;
}
