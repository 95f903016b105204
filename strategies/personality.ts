// The judgement thresholds of the basic machinery (basic.ts, basic-moves.ts, basic-values.ts) as one
// parameters object: BASIC is the sensible player; cautious, aggressive and expert pass their own.
// Odds are chances in [0, 1]; lives and Strength/Craft are counts.

/** What a card is worth, roughly in "Strength points" (cardValue in basic-values.ts). */
export interface CardWeights {
  strength: number;
  craft: number;
  spell: number;
  weaponBattle: number;
  armourSave: number;
  follower: number;
}

export interface Personality {
  /** Ready for the Portal and the Inner Region: [min lives, min best of Strength/Craft]; any pair suffices. */
  readiness: readonly (readonly [number, number])[];
  /** Lives enough to go for the Crown when another character already holds it. */
  crownTakenLives: number;
  /** Minimum chance to beat the Sentinel before crossing the bridge. */
  bridgeRisk: number;
  /** Evade a creature when the chance to win is below this. */
  evadeBelow: number;
  /** Cast an evading Spell when the chance to win is below this. */
  evadeSpellBelow: number;
  /** Pay the Bandit when the chance to beat him is below this. */
  payBanditBelow: number;
  /** Attack a character when the chance to win is above this and his loot is above attackLoot. */
  attackCharacters: number;
  attackLoot: number;
  /** Also attack a weaker character with nothing to take (for the kill). */
  attackForKills: boolean;
  /** Landing on a character weaker by more than this (with loot) is worth a detour. */
  preyMargin: number;
  /** ...and worth this much (more when he has one life left and attackForKills). */
  preyBonus: number;
  /** Hurt (seek healing, avoid draws) below this many lives. */
  healAt: number;
  /** Cast Healing when missing more than this many lives. */
  healSpellMissing: number;
  /** Turn back from the Inner Region at this many lives or fewer. */
  turnBackAt: number;
  /** Multiplies the cost of losing a life. */
  lifeCostScale: number;
  /** Strength + Craft at which drawing in the Middle Region is good, then fair. */
  middleGood: number;
  middleFair: number;
  /** Reroll an attack die when my score is at most theirs plus this. */
  fateOnAttack: number;
  /** True Fate: pay Destiny before an attack roll that it makes at least this much likelier to win. */
  destinyGain: number;
  values: CardWeights;
}

export const BASIC: Personality = {
  readiness: [[4, 9], [3, 12]],
  crownTakenLives: 2,
  bridgeRisk: 0.35,
  evadeBelow: 0.5,
  evadeSpellBelow: 0.4,
  payBanditBelow: 0.7,
  attackCharacters: 0.6,
  attackLoot: 0,
  attackForKills: false,
  preyMargin: 2,
  preyBonus: 2,
  healAt: 3,
  healSpellMissing: 1,
  turnBackAt: 2,
  lifeCostScale: 1,
  middleGood: 13,
  middleFair: 10,
  fateOnAttack: 0,
  destinyGain: 0.1,
  values: { strength: 2, craft: 1.5, spell: 2, weaponBattle: 1.5, armourSave: 0.8, follower: 0 },
};

/** Builds up well past the Inner Region's dangers, avoids fights it may lose, heals early. */
export const CAUTIOUS: Personality = {
  ...BASIC,
  readiness: [[5, 10], [4, 12]],
  crownTakenLives: 2,
  bridgeRisk: 0.5,
  evadeBelow: 0.7,
  evadeSpellBelow: 0.6,
  payBanditBelow: 0.9,
  attackCharacters: 0.85,
  attackLoot: 1,
  healAt: 4,
  healSpellMissing: 0,
  turnBackAt: 2,
  lifeCostScale: 1.2,
  middleGood: 15,
  middleFair: 12,
};

/** Attacks characters when the odds favour it, races for the Crown, takes risks. */
export const AGGRESSIVE: Personality = {
  ...BASIC,
  readiness: [[3, 8], [2, 11]],
  crownTakenLives: 1,
  bridgeRisk: 0.25,
  evadeBelow: 0.3,
  evadeSpellBelow: 0.25,
  payBanditBelow: 0.45,
  attackCharacters: 0.5,
  attackLoot: -1,
  attackForKills: true,
  preyMargin: 0,
  preyBonus: 5,
  healAt: 2,
  healSpellMissing: 2,
  turnBackAt: 1,
  lifeCostScale: 0.7,
  middleGood: 11,
  middleFair: 8,
  fateOnAttack: 1,
};
