// Talisman Upgrade note D11 (seed 002): "The Assassin works similarly to the Ninja when Assassinating"
// (D10: only his first combat, never while in a party) and "the Assassin's first strike against the
// Dragon King may be an Assassination". Replaces the step mayAssassinate.
import { StateSlot, type Foe, type Game, type Player, type Steps } from '../../engine/index.ts';
import { BOOLEAN } from '../../fields/field-rules.ts';
import { withSteps, withHooks, withState } from '../module.ts';
import { firstStrikeOnKing } from './finale.ts';
import { partyOf } from './party-state.ts';
import { part, switchOption, switchedBy } from './part.ts';

const ID = 'upgrade-assassin';
const NINJA = switchOption('assassinLikeNinja', 'the Assassin assassinates only alone and in his first combat of a turn, and may in his first battle with the Dragon King (note D11)', BOOLEAN);

/** Per seat, the turn (Game.turn) of his last attack roll: a combat he has fought this turn. */
interface State {
  fought: Int32Array;
}

const STATE = new StateSlot<State>(ID);

function fought(g: Game, p: Player): void {
  STATE.of(g).fought[p.seat] = g.turn;
}

/**
 * The reading of D10 for the Assassin: "he must travel alone" (no party, clause 2) and "only his first
 * combat can be" one (the first of his turn in which he rolls, attacking or attacked; the dragons'
 * fire is no attack roll). On the Crown of Command, where the base game forbids it, he may against
 * the Dragon King in his first battle with him (D10's "if he is attacking alone": no party), and
 * against nothing else there; elsewhere the base game's own limits (`printed`) stand.
 */
function ninjaLike(printed: Steps['mayAssassinate']): Steps['mayAssassinate'] {
  return (g: Game, p: Player, foe: Foe | null, onCrown: boolean): boolean => {
    if (partyOf(g, p) >= 0 || STATE.of(g).fought[p.seat] === g.turn) return false;
    if (!onCrown) return printed(g, p, foe, onCrown);
    return foe !== null && firstStrikeOnKing(g, p);
  };
}

export const assassinNinja = part({
  id: ID,
  desc: 'Upgrade Assassin (note D11): assassinates only travelling alone and in his first combat of a turn; his first battle with the Dragon King may be one.',
  ...switchedBy(NINJA),
  apply: (r) => withHooks(withState(withSteps(r, { mayAssassinate: ninjaLike }), STATE, (g) => ({ fought: new Int32Array(g.players.length).fill(-1) })), { attackRolled: fought }),
});
