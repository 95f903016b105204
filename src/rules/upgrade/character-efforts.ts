// Talisman Upgrade clause 10 in fights between characters (seed 002): "Unified efforts may be used
// in ordinary combat", and in clause 26's example a party attacked "could also destroy [a magic item]
// to make a unified effort & combine their abilities against the Wizard". Each side of a battle or
// psychic combat between characters may make one through unified.ts's call; the Enemies' efforts
// are unified.ts's own, the Portal's portal-effort.ts's.
import { scratchList, attackValue, countEvent, eventId, loseFight, yesNoQuestion, type FightResult, type Game, type Player } from '../../engine/index.ts';
import { BOOLEAN } from '../../fields/field-rules.ts';
import { withHooks } from '../module.ts';
import { switchOption, upgradeValue, type UpgradePart } from './part.ts';
import { forgetEffort, partnersOf, unite } from './unified.ts';

const ID = 'upgrade-character-efforts';
const CHARACTER_EFFORTS = switchOption('characterEfforts', 'in a fight between characters, each side may combine the Strength or Craft of others on the space for a Magic Object (clause 10)', BOOLEAN);
const EFFORT = eventId('upgrade.character-effort');

/** Per side of the fight under way: the seats who joined its caller, and his lives before it. */
interface State {
  attackers: number[];
  defenders: number[];
  attackerLives: number;
  defenderLives: number;
}

/** A Unified Effort in a fight between characters: its caller's seat, his opponent's, and the fight's kind. */
export interface CharacterFight {
  caller: number;
  opponent: number;
  psychic: boolean;
}

/** Clause 10 in a fight between characters: call, or join, a Unified Effort (the detail: whose, against whom)? */
export const CHARACTER_EFFORT = yesNoQuestion<CharacterFight>({
  id: 'character-effort',
  record: () => ({ caller: -1, opponent: -1, psychic: false }),
});

const joined = scratchList<Player>();

/**
 * One side's call: `caller` may make a Unified Effort against `opponent` with the characters on the
 * space but for those in `barred` (bits); the partners' seats go into `out`. Returns what they add:
 * their Strength with Weapons in a battle, their Craft in psychic combat.
 */
function side(g: Game, caller: Player, opponent: Player, psychic: boolean, barred: number, out: number[]): number {
  out.length = 0;
  const fight = CHARACTER_EFFORT.record(g);
  fight.caller = caller.seat;
  fight.opponent = opponent.seat;
  fight.psychic = psychic;
  if (!unite(g, caller, CHARACTER_EFFORT, fight, barred)) return 0;
  let add = 0;
  for (const q of partnersOf(g, joined)) {
    out.push(q.seat);
    add += attackValue(g, q, psychic, null);
  }
  // The partners are this side's (State): none is in an effort against Enemies (ambush.ts reads that).
  forgetEffort(g);
  countEvent(g, EFFORT, caller);
  if (g.log.on) g.say(`  ${joined.map((q) => g.name(q)).join(', ')} join ${g.name(caller)} in a Unified Effort against ${g.name(opponent)}: +${add} (Upgrade 10)`);
  return add;
}

/**
 * The charactersFight site: the attacker p calls first ("the attackers ... always decide how the
 * combat will take place"), then the defender q, from those on the space not with p; no one joins
 * both sides, and neither fighter joins the other's.
 */
function fight(g: Game, p: Player, q: Player, psychic: boolean): void {
  const s = g.ruleState[ID] as State;
  g.combat.attackerHelp = side(g, p, q, psychic, 1 << q.seat, s.attackers);
  let barred = 1 << p.seat;
  for (const seat of s.attackers) barred |= 1 << seat;
  g.combat.defenderHelp = side(g, q, p, psychic, barred, s.defenders);
  s.attackerLives = p.lives;
  s.defenderLives = q.lives;
}

/**
 * The charactersFought site: "any points lost to such attempts ... are multiplied by the number of
 * participants and divided evenly among them": a side whose caller lost a life to the fight (not an
 * Object or a gold the winner took instead) loses one more for each partner, one each.
 */
function fought(g: Game, p: Player, q: Player, psychic: boolean, _result: FightResult): void {
  const s = g.ruleState[ID] as State;
  share(g, p, q, s.attackerLives, s.attackers, psychic);
  share(g, q, p, s.defenderLives, s.defenders, psychic);
}

function share(g: Game, caller: Player, winner: Player, before: number, partners: number[], psychic: boolean): void {
  if (partners.length > 0 && (caller.dead || caller.lives < before)) {
    for (const seat of partners) if (g.players[seat].alive) loseFight(g, g.players[seat], psychic, winner.seat);
  }
  partners.length = 0;
}

export const characterEfforts: UpgradePart = {
  id: ID,
  desc: 'Upgrade Unified Efforts between characters (clause 10): each side of a fight between characters may combine the Strength or Craft of others on the space for a Magic Object, and shares a life lost.',
  options: [CHARACTER_EFFORTS],
  // The call and the Magic Object are clause 10's Unified Effort: unified.ts's part keeps its state.
  enabled: (u) => upgradeValue(u, CHARACTER_EFFORTS) && u.unifiedEfforts === true,
  apply: (r) => withHooks(r, {
    gameStart: (g) => {
      g.ruleState[ID] = { attackers: [], defenders: [], attackerLives: 0, defenderLives: 0 } satisfies State;
    },
    charactersFight: fight,
    charactersFought: fought,
  }),
};
