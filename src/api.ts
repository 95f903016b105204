// The package's public entry (package.json "exports"): what a house-rule module file may import
// (`import { houseRule, withHooks } from 'talisman-sim'`). Documented in docs/modules.md. Nothing
// here reaches the engine: a fan module is a rule module of the built-in ones' shape (id, desc,
// enabled, apply with withHooks, withParams and withState), seeing the game through the FanGame
// and FanPlayer facades; no engine type is part of this surface.
// `npm pack` compiles it, JavaScript and .d.ts, into dist/ (src/build/pack-api.ts).
export {
  FAN_CARD_HOOKS, FAN_COMBAT_HOOKS, FAN_GAME_HOOKS, FAN_HOOK_NAMES, FAN_PARAM_NAMES, FAN_PLAYER_HOOKS, FAN_SPACE_HOOKS,
  fanState, houseRule, withHooks, withParams, withState,
  type FanCardHook, type FanCombatHook, type FanGame, type FanGameHook, type FanHookName, type FanHooks, type FanOptions, type FanParams,
  type FanPlayer, type FanPlayerHook, type FanResult, type FanRuleModule, type FanRuleSet, type FanSpaceHook, type FanState,
} from './rules/fan-api.ts';
export type { FanOptions as RuleOptions } from './rules/fan-api.ts';
