// The package's public entry (package.json "exports"): what a house-rule module file may import
// (`import { houseRule, withHooks } from 'talisman-sim'`). Documented in docs/modules.md. Nothing
// here reaches the engine: a fan module sees the game through the FanGame and FanPlayer facades.
// `npm pack` compiles it, JavaScript and .d.ts, into dist/ (src/build/pack-api.ts).
export {
  FAN_GAME_HOOKS, FAN_HOOK_NAMES, FAN_PARAM_NAMES, FAN_PLAYER_HOOKS, FAN_SPACE_HOOKS, houseRule, withHooks, withParams,
  type FanGame, type FanGameHook, type FanHookName, type FanHooks, type FanParams, type FanPlayer, type FanPlayerHook,
  type FanRuleModule, type FanRuleSet, type FanSpaceHook,
} from './rules/fan-api.ts';
export type { RuleOptions } from './rules/option-types.ts';
