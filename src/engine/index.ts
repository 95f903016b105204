// The engine's public surface for content, rules, strategies and the simulator.
export * from './types.ts';
export * from './decisions.ts';
export type { Params, RuleInfo, RuleSet, Steps } from './ruleset.ts';
export { BASE_INFO, BASE_STEPS, baseRules } from './base-rules.ts';
export { NO_HOOKS, HOOK_NAMES, run, claim, answer, leaveSpace, turnLost, CARDS_DONE, type Hooks, type HookName, type Hook } from './hooks.ts';
export { Game, BASE_END_REASONS, STOCK, type EndReason, type GameStreams } from './game.ts';
export { Player } from './player.ts';
export { View, type PublicPlayer } from './view.ts';
export { Rng, randomFrom, seededRng, seededRngs, scriptedDice, remainingFaces, DICE, DICE_PURPOSES, type DicePurpose } from './rng.ts';
export { NULL_LOG, TextLog, type LogSink } from './log.ts';
export { eventId, eventNames, countEvent, eventCounts, eventCount } from './events.ts';
export { rollOne, rollOwn, rollPlain, offerReroll, MOVE_REROLL } from './dice.ts';
export { OWN_ROLL, ROLL, ROLL_KINDS, WANT, rollKind, rollKindOf, type RollKind, type Want, type RollKindId } from './rolls.ts';
export * from './stats.ts';
export * from './possessions.ts';
export { Foe, fightCreature, ENEMY_AT_RISK, loseFight, loseLifeUnlessSaved, WIN, LOSE, STANDOFF, EVADED, DOUBLE_WIN, armourUsable, mayUseArmour, rollArmour, bestArmourSaves, bestTwoWeapons, assassinateAsPrinted, compareScores, weaponBonus, attackValue, type FightResult } from './combat.ts';
export { attackCharacter, anyObjectFor, winnerChooses, REWARD_LIFE, REWARD_OBJECT, REWARD_GOLD } from './combat-characters.ts';
export { characterAction, chooseAction, takeGoldOrObject } from './encounter-character.ts';
export { land, handled, chooseCharacter, drawCards, drawUpTo, drawOne, cardsDrawnAct, drawAdventure, encounterSpace, removeFromSpace, resolveCards } from './encounter.ts';
export { moveOptions, passPortal, performMove, tryPortal, turnSlot, MOVE_BRIDGE, MOVE_PORTAL, MOVE_SPACE } from './movement.ts';
export { takeQuest, giveTalismanCard, QUESTS } from './quest.ts';
export { baseCrownRound, innerEncounter } from './inner.ts';
export { castSpell, offerSpells, mayCast, markOthers } from './casting.ts';
export { killCharacter, leaveOnSpace, resetInner, setupCharacter } from './death.ts';
export { setupGame, setupCards, dealCharacters, startGame } from './setup.ts';
export { StateSlot, type StateInit } from './state.ts';
export { playGame, playRound, playTurn, exchangeTrophies } from './turn.ts';
export { copyGame, playOn } from './copy.ts';
export { determinize, lookaheadOf, Lookahead, type Evaluation } from './lookahead.ts';
export { topology, type Topology } from './topology.ts';
export { clearList, clearNumbers, listOf, removeAt, sameList } from './lists.ts';
export { scratch, scratchList } from './scratch.ts';
export { AbilityTally, abilityRows } from './ability-use.ts';
export {
  ChoiceQuestion, MODULE_OPTIONS, ModuleOption, ModuleQuestion, YesNoQuestion, choiceQuestion, decisionName, installQuestions, moduleOption, optionName, questionName, yesNoQuestion,
  type ChoiceSpec, type OptionKind, type YesNoSpec,
} from './questions.ts';
