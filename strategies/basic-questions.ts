// The basic player's answers to the base game's yes/no questions (decision kind 'yes-no'), switched
// on the question's number (QUESTION, the decision's subject), and read by basic-declines.ts before
// the offer is built: each answer depends only on the question, its detail and the view, never on
// the options (always no, yes).
import { QUESTION, QUESTIONS, type View } from '../src/engine/index.ts';
import { optionalRoll, prayPlusOne, raiseDead, stepThrough } from './basic-abilities.ts';
import { battleValue, cardValue, fightOdds } from './basic-values.ts';
import type { Personality } from './personality.ts';

const SELL_OBJECT = QUESTION['sell-object'];
const QUEST = QUESTION.quest;
const PAY_BANDIT = QUESTION['pay-bandit'];
const PAY_BLACK_KNIGHT = QUESTION['pay-black-knight'];
const OPTIONAL_ROLL = QUESTION['optional-roll'];
const EXCHANGE_TROPHIES = QUESTION['exchange-trophies'];
const PRAY = QUESTION.pray;
const REGENERATE = QUESTION.regenerate;
const RAISE_DEAD = QUESTION['raise-dead'];
const USE_RAISED = QUESTION['use-raised'];
const USE_POTION = QUESTION['use-potion'];
const PAY_MERCENARY = QUESTION['pay-mercenary'];
const CHARM = QUESTION.charm;
const DESTROY_SPIRIT = QUESTION['destroy-spirit'];
const DISCARD_CURSE = QUESTION['discard-curse'];
const HEAL_FREE = QUESTION['heal-free'];
const REPLENISH_FATE = QUESTION['replenish-fate'];
const PAY_TO_HEAL = QUESTION['pay-to-heal'];
const HIRE_MERCENARY = QUESTION['hire-mercenary'];
const PSYCHIC_ATTACK = QUESTION['psychic-attack'];
const SELL_FOLLOWER = QUESTION['sell-follower'];
const VISIT_PLACE = QUESTION['visit-place'];
const TAKE_TALISMAN = QUESTION['take-talisman'];
const STEP_THROUGH = QUESTION['step-through'];
const BUILD_RAFT = QUESTION['build-raft'];
const ASSASSINATE = QUESTION.assassinate;
const PRAY_PLUS_ONE = QUESTION['pray-plus-one'];
const PRAY_PLUS_ONE_TEMPLE = QUESTION['pray-plus-one-temple'];
const PRAY_PLUS_ONE_SHRINE = QUESTION['pray-plus-one-shrine'];
const CAVE_PLUS_ONE = QUESTION['cave-plus-one'];

/** A fight that is not a sure thing: worth spending a Spell, a Potion or fate on. */
function uncertain(v: View): boolean {
  return v.myScore <= v.theirScore + 1;
}

/** Yes to question `q` (its number) about `detail`? */
export function question(v: View, q: number, detail: number, p: Personality): boolean {
  const me = v.me;
  const c = me.character!;
  switch (q) {
    case SELL_OBJECT: return me.gold < 2 && cardValue(v, detail, p) < 0.5;
    case QUEST: return v.talismans() === 0 && v.talismansLeft > 0;
    case PAY_BANDIT: return fightOdds(v, 4, false) < p.payBanditBelow;
    case PAY_BLACK_KNIGHT: return true;
    case OPTIONAL_ROLL: return optionalRoll(v, p);
    case EXCHANGE_TROPHIES: return !me.isToad;
    case PRAY: return me.alignment === 'evil' ? me.fate >= c.fate : me.lives >= c.life;
    case REGENERATE: return me.lives < c.life;
    case RAISE_DEAD: return raiseDead(v, detail);
    // The raised Follower is asked for before the attack roll, when no score is known yet: keep it
    // for a fight that is not already won (it is discarded after one battle).
    case USE_RAISED: return v.creatureValue + 2 >= battleValue(v);
    case USE_POTION: case PAY_MERCENARY: return uncertain(v) || v.creatureValue >= battleValue(v);
    case CHARM: case DESTROY_SPIRIT: case DISCARD_CURSE: case HEAL_FREE: case REPLENISH_FATE: return true;
    case PAY_TO_HEAL: return me.lives < c.life;
    case HIRE_MERCENARY: return me.gold >= 2;
    case PSYCHIC_ATTACK: return v.craft() > battleValue(v);
    case SELL_FOLLOWER: return false;
    case VISIT_PLACE: case TAKE_TALISMAN: return true;
    case STEP_THROUGH: return stepThrough(v, p);
    case BUILD_RAFT: return false;
    // The creature's die only adds to its score: taking it away never hurts the Assassin.
    case ASSASSINATE: return true;
    case PRAY_PLUS_ONE: case PRAY_PLUS_ONE_TEMPLE: case PRAY_PLUS_ONE_SHRINE: return prayPlusOne(v, QUESTIONS[q], detail);
    // The Cave: 1 a Dragon, 2 a Goblin (Strength 2), 3 a lost turn, 4-5 2G, 6 3G. Only a 2 may be worth keeping.
    case CAVE_PLUS_ONE: return detail !== 2 || fightOdds(v, 2, false) < 0.5;
    default: return false;
  }
}
