// Talisman Upgrade clause 29 (seed 002): the special face-off away from the Crown. A party landing
// on a group of Enemies may split them: "each attacking character gets a separate share of the
// opponents", fought in a single combat each, instead of each member fighting them all combined
// (clause 7). Cancelled when the draw brings an Enemy. The engine's step facesEnemy applies the shares.
import { countEvent, eventId, type Game, type Player } from '../../engine/index.ts';
import { BOOLEAN } from '../../fields/field-rules.ts';
import { withHooks } from '../module.ts';
import { membersOf } from './party-state.ts';
import { switchOption, switchedBy, type UpgradePart } from './part.ts';

const ID = 'upgrade-face-offs';
const FACE_OFFS = switchOption('faceOffs', 'a party landing on Strength Enemies may split them among its members, one share each (clause 29)', BOOLEAN);
const DECLARED = eventId('upgrade.face-off');

/** This turn's shares: the Enemy cards and, for each, the seat that fights it. */
interface State {
  turn: number;
  cards: number[];
  seats: number[];
}
const stateOf = (g: Game): State => g.ruleState[ID] as State;

const party: Player[] = [];
const enemies: number[] = [];
const load: number[] = [];

/** The Strength Enemies on the space (battle, clause 7's "str. 7 combined"), strongest first; true if one was drawn this turn. */
function strengthEnemies(g: Game, space: number): boolean {
  enemies.length = 0;
  let drawn = false;
  for (const c of g.spaceCards[space]) {
    const d = g.cardDef[c];
    if (d.kind !== 'enemy' || d.strength === undefined) continue;
    enemies.push(c);
    if (g.drawnTurn[c] === g.turn) drawn = true;
  }
  enemies.sort((a, b) => (g.cardDef[b].strength ?? 0) - (g.cardDef[a].strength ?? 0));
  return drawn;
}

/**
 * The beforeCards site, for the one who landed: with members of his party arrived on the space with
 * him and two or more Strength Enemies there, none of them drawn now ("if any cards remaining to be
 * drawn ... an enemy is drawn, the face-off is cancelled"), he may declare the face-off ('declare-face-off',
 * detail: the Enemies' combined Strength). Each Enemy, strongest first, is then offered to the
 * members in seat order ('face-off-take', detail: the Strength of his share with it); the first who
 * takes it fights it, else the one who declared. "The defender makes the decision as to who is
 * attacked first" has no one to decide for Enemy cards: the party meets them in clause 7's order.
 */
function declare(g: Game, p: Player, space: number): void {
  if (p.seat !== g.active) return;
  membersOf(g, p, party);
  let here = 0;
  for (const q of party) if (q.alive && q.space === space && q.toadTurns === 0) here++;
  if (here < 2 || strengthEnemies(g, space) || enemies.length < 2) return;
  let total = 0;
  for (const c of enemies) total += g.cardDef[c].strength ?? 0;
  if (!g.question(p, 'declare-face-off', total)) return;
  const s = stateOf(g);
  s.turn = g.turn;
  s.cards.length = 0;
  s.seats.length = 0;
  load.length = 0;
  for (let i = 0; i < g.players.length; i++) load.push(0);
  for (const c of enemies) {
    const value = g.cardDef[c].strength ?? 0;
    let taker = p;
    for (const q of party) {
      if (!q.alive || q.space !== space || q.toadTurns > 0) continue;
      if (g.question(q, 'face-off-take', load[q.seat] + value)) {
        taker = q;
        break;
      }
    }
    load[taker.seat] += value;
    s.cards.push(c);
    s.seats.push(taker.seat);
  }
  countEvent(g, DECLARED, p);
  if (g.log.on) g.say(`  ${g.name(p)}'s party faces off: ${s.cards.map((c, i) => `${g.name(g.players[s.seats[i]])} takes the ${g.cardDef[c].name}`).join(', ')} (Upgrade 29)`);
}

/** The step facesEnemy: an Enemy in this turn's shares fights only the member it fell to. */
function faces(g: Game, p: Player, c: number): boolean {
  const s = stateOf(g);
  if (s.turn !== g.turn) return true;
  const i = s.cards.indexOf(c);
  return i < 0 || s.seats[i] === p.seat;
}

export const faceOffs: UpgradePart = {
  id: ID,
  desc: 'Upgrade special face-offs (clause 29): a party landing on Strength Enemies may split them, each member fighting his own share.',
  ...switchedBy(FACE_OFFS),
  apply: (r) => withHooks({ ...r, facesEnemy: (g, p, c) => faces(g, p, c) && r.facesEnemy(g, p, c) }, {
    gameStart: (g) => {
      g.ruleState[ID] = { turn: -1, cards: [], seats: [] } satisfies State;
    },
    beforeCards: declare,
  }),
};
