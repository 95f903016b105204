// The engine's public surface for content, rules, strategies and the simulator.
export * from './types.ts';
export * from './decisions.ts';
export type { RuleSet, RuleInfo } from './ruleset.ts';
export { NO_HOOKS, runGameHooks, runPlayerHooks, runVisitHooks, type Hooks, type HookName, type GameHook, type PlayerHook, type ArmourHook, type AttackHook, type VisitHook, type DefendHook, type CreatureHook,
  runSpaceHooks, leaveSpace, CARDS_DONE, turnLost, type NumberHook, type SpaceHook, type DecisionHook, type DeciderHook, type DrawHook, type FoeHook, type FoughtHook, type DuelHook, type DuelEndHook,
} from './hooks.ts';
export { Game, END_REASONS, STOCK, type EndReason, type GameStreams } from './game.ts';
export { Player } from './player.ts';
export { View, type PublicPlayer } from './view.ts';
export { Rng, randomFrom, seededRng, seededRngs, scriptedDice, remainingFaces, DICE, DICE_PURPOSES, type DicePurpose } from './rng.ts';
export { NULL_LOG, TextLog, type LogSink } from './log.ts';
export { eventId, eventNames, countEvent, eventCounts, eventCount } from './events.ts';
export { rollOne, rollOwn, rollPlain, offerReroll, MOVE_REROLL } from './dice.ts';
export { ROLL, ROLL_KINDS, WANT, type Want, type RollKindId } from './rolls.ts';
export * from './stats.ts';
export * from './possessions.ts';
export { Foe, fightCreature, ENEMY_AT_RISK, loseFight, loseLifeUnlessSaved, WIN, LOSE, STANDOFF, EVADED, DOUBLE_WIN, armourUsable, mayUseArmour, rollArmour, bestArmourSaves, bestTwoWeapons, assassinateAsPrinted, weaponBonus, attackValue, type FightResult } from './combat.ts';
export { attackCharacter, anyObjectFor, winnerChooses, REWARD_LIFE, REWARD_OBJECT, REWARD_GOLD } from './combat-characters.ts';
export { characterAction, chooseAction, takeGoldOrObject } from './encounter-character.ts';
export { land, chooseCharacter, drawCards, drawUpTo, drawOne, cardsDrawnAct, drawAdventure, encounterSpace, removeFromSpace, resolveCards } from './encounter.ts';
export { moveOptions, passPortal, performMove, tryPortal, turnSlot, MOVE_BRIDGE, MOVE_PORTAL, MOVE_SPACE } from './movement.ts';
export { takeQuest, giveTalismanCard, QUESTS } from './quest.ts';
export { baseCrownRound, innerEncounter } from './inner.ts';
export { castSpell, offerSpells, mayCast, markOthers } from './casting.ts';
export { killCharacter, leaveOnSpace, resetInner, setupCharacter } from './death.ts';
export { setupGame, setupCards, dealCharacters } from './setup.ts';
export { playGame, playRound, playTurn, exchangeTrophies } from './turn.ts';
export { copyGame, playOn } from './copy.ts';
export { determinize, lookaheadOf, Lookahead, type Evaluation } from './lookahead.ts';
export { topology, type Topology } from './topology.ts';
export { clearList, listOf, removeAt } from './lists.ts';
export { scratch, scratchList } from './scratch.ts';
export { AbilityTally, abilityRows } from './ability-use.ts';
export { ChoiceQuestion, ModuleQuestion, YesNoQuestion, choiceQuestion, decisionName, installQuestions, questionName, yesNoQuestion, type ChoiceSpec, type YesNoSpec } from './questions.ts';
