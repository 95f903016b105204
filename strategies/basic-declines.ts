// The offers the basic player declines whatever their options (Strategy.declines): the game counts
// them as declined without building them or asking (Game.declined). A yes/no question and a reroll
// get basic's own answer (basic-questions.ts, basic-reroll.ts), which reads no option; for the other
// kinds each test here is what basic.ts reads first for that offer, so that where it says "declined"
// choose() would take the first option too; everything it does not settle that cheaply goes to choose().
import { CAST, type DecisionKind, type View } from '../src/engine/index.ts';
import { wantedAlignment } from './basic-abilities.ts';
import { turnBack } from './basic-crown.ts';
import { question } from './basic-questions.ts';
import { rerollChoice } from './basic-reroll.ts';
import { castsAtTurnEdge, dangerousEnemyAt, holdsSpell, teleportHelps } from './basic-cast.ts';
import type { Personality } from './personality.ts';

const LIFE_LOSS = CAST['life-loss'];
const COUNTER = CAST.counter;
const OTHERS_TURN_START = CAST['others-turn-start'];
const START = CAST.start;
const END = CAST.end;
const INSTEAD_OF_MOVE = CAST['instead-of-move'];
const AFTER_MOVE = CAST['after-move'];

/** Would basic (with these thresholds) decline this offer whatever its options? */
export function declines(v: View, kind: DecisionKind, subject: number, detail: number, p: Personality): boolean {
  switch (kind) {
    // A yes/no answer reads only the question, its detail and the view (basic-questions.ts).
    case 'yes-no': return !question(v, subject, detail, p);
    // A reroll reads only the roll's want, kind and dice (basic-reroll.ts), the game's dice count.
    case 'reroll': return rerollChoice(v, subject, detail, v.diceCount, p) < 0;
    // ditchScore(): ditch only on my last life.
    case 'ditch': return v.me.lives > 1;
    case 'cast': return castDeclined(v, subject, p);
    // turnBack(): in the Inner Region, stay on course unless it says turn back.
    case 'inner': return !turnBack(v, p);
    // chooseAlignment(): the Druid keeps his alignment unless hurt (good) or short of fate (evil).
    case 'alignment': return wantedAlignment(v) === v.me.alignment;
    default: return false;
  }
}

/** bestCast() casts nothing in this window whichever Spells I hold (cast() is false for each). */
function castDeclined(v: View, window: number, p: Personality): boolean {
  switch (window) {
    case LIFE_LOSS: return v.lifeLossSeat !== v.seat || v.me.lives > 2;
    case COUNTER: return v.casting >= 0 || v.active === v.seat;
    // castOnActive(): only at a character on the Crown or in the Inner Region.
    case OTHERS_TURN_START: {
      const space = v.playerSpace(v.active);
      return space !== v.topo.crown && v.topo.region[space] !== 'inner';
    }
    // castAtTurnEdge() at the start or end of my turn, for each Spell I hold (basic-cast.ts).
    case START: return !castsAtTurnEdge(v, false, p);
    case END: return !castsAtTurnEdge(v, true, p);
    // Teleport instead of moving when it helps, Destruction after moving at a dangerous Enemy.
    case INSTEAD_OF_MOVE: return !holdsSpell(v, 'teleport') || !teleportHelps(v, p);
    case AFTER_MOVE: return !holdsSpell(v, 'destruction') || !dangerousEnemyAt(v, p);
    default: return false;
  }
}
