// Talisman Upgrade clause 10 at the Portal of Power (seed 002): "Any points lost to such attempts
// (e.g. Portal of Power, Warp Demon, etc.) are multiplied by the number of participants and divided
// evenly among them." Characters on the Portal combine their Strength or Craft to open it, at the
// cost of one Magic Object, through unified.ts's call; all go through, or each loses the point.
import {
  scratchList, countEvent, craft, eventId, has, loseCraft, loseStrength, passPortal, strength, yesNoQuestion, type Game, type Player,
} from '../../engine/index.ts';
import { BOOLEAN } from '../../fields/field-rules.ts';
import { withHooks } from '../module.ts';
import { switchOption, upgradeValue, type UpgradePart } from './part.ts';
import { partyState } from './party-state.ts';
import { endEffort, others, partnersOf, unite } from './unified.ts';

const ID = 'upgrade-portal-effort';
const PORTAL_EFFORTS = switchOption('portalEfforts', 'characters on the Portal of Power may combine their Strength or Craft to open it for a Magic Object (clause 10)', BOOLEAN);
const EFFORT = eventId('upgrade.portal-effort');
const OPENED = eventId('upgrade.portal-effort-opened');

/** A Portal of Power effort: the caller's value alone, everyone's here combined, which attribute, on how many dice (1-2). */
export interface PortalTry {
  alone: number;
  combined: number;
  craft: boolean;
  dice: number;
}

/** Clause 10 at the Portal of Power: call or join a Unified Effort to open it? */
export const PORTAL_EFFORT = yesNoQuestion<PortalTry>({
  id: 'portal-effort',
  record: () => ({ alone: 0, combined: 0, craft: false, dice: 2 }),
});

const value = (g: Game, q: Player, useCraft: boolean): number => (useCraft ? craft(g, q) : strength(g, q));

/** Which attribute the effort under way combines (its loss is that attribute's point). */
interface State {
  craft: boolean;
}

const here = scratchList<Player>();
const joined = scratchList<Player>();

/**
 * The rule set's step portalHelp: p, about to roll for the Portal, may call a Unified Effort
 * ('portal-effort', its detail counting every character here as joining); those who join
 * add their own Strength or Craft (the attribute p chose: "combine their ability scores"), without
 * Weapons, as p's own attempt has none (p.18).
 */
function portalHelp(g: Game, p: Player, useCraft: boolean): number {
  others(g, p, here);
  if (here.length === 0) return 0;
  const alone = value(g, p, useCraft);
  let combined = alone;
  for (const q of here) combined += value(g, q, useCraft);
  const dice = useCraft && has(g, p, 'portal-craft-one-die') ? 1 : 2;
  const attempt = PORTAL_EFFORT.record(g);
  attempt.alone = alone;
  attempt.combined = combined;
  attempt.craft = useCraft;
  attempt.dice = dice;
  if (!unite(g, p, PORTAL_EFFORT, attempt)) return 0;
  (g.ruleState[ID] as State).craft = useCraft;
  let add = 0;
  for (const q of partnersOf(g, joined)) add += value(g, q, useCraft);
  countEvent(g, EFFORT, p);
  if (g.log.on) g.say(`  ${joined.map((q) => g.name(q)).join(', ')} join ${g.name(p)} at the Portal of Power: +${add} (Upgrade 10)`);
  return add;
}

/**
 * The portalTried site: an effort that opened the Portal opens it for every participant ("combine
 * their ability scores to achieve a higher effect"), each partner going through as p did; one that
 * failed cost p a point of the attribute, so each partner loses one too (one point times the
 * participants, divided evenly). A party member going through keeps his party as when he opens it
 * himself (parties.ts partyAtPortal).
 */
function effortTried(g: Game, p: Player, passed: boolean): void {
  partnersOf(g, joined);
  if (joined.length === 0) return;
  if (passed) {
    countEvent(g, OPENED, p);
    const s = partyState(g);
    for (const q of joined) {
      if (!q.alive || q.space !== g.topo.portal) continue;
      if (s) s.moving = true;
      passPortal(g, q);
      if (s) s.moving = false;
    }
  }
  endEffort(g, !passed, (g.ruleState[ID] as State).craft ? loseOneCraft : loseOneStrength);
}
const loseOneCraft = (g: Game, q: Player): void => loseCraft(g, q, 1);
const loseOneStrength = (g: Game, q: Player): void => loseStrength(g, q, 1);

export const portalEfforts: UpgradePart = {
  id: ID,
  desc: 'Upgrade Unified Efforts at the Portal of Power (clause 10): those on it combine Strength or Craft for a Magic Object; all go through, or each loses the point.',
  options: [PORTAL_EFFORTS],
  // An effort at the Portal is clause 10's Unified Effort: unified.ts's part keeps its state.
  enabled: (u) => upgradeValue(u, PORTAL_EFFORTS) && u.unifiedEfforts === true,
  apply: (r) => {
    const next = withHooks({ ...r, portalHelp }, {
      gameStart: (g) => {
        g.ruleState[ID] = { craft: false } satisfies State;
      },
    });
    // First at the site: the partners go through before parties.ts makes the members left try one by one.
    return { ...next, hooks: { ...next.hooks, portalTried: [effortTried, ...next.hooks.portalTried] } };
  },
};
