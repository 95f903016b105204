// Talisman Upgrade clause 23 (seed 002): "Events that are alignment-oriented can be resisted": the
// party rolls 1d6, +1 for each member of the affected alignment, 0 for neutral ones, -1 for each of
// the alignment coincidental to the Event; 4 or more resists (clause 22's "4 and above = success").
import { withSteps } from '../module.ts';
import { OWN_ROLL, WANT, rollKind, scratchList, ROLL, removeFromSpace, rollOwn, type Alignment, type Game, type Player, type Steps } from '../../engine/index.ts';
import { BOOLEAN } from '../../fields/field-rules.ts';
import { membersOf } from './party-state.ts';
import { part, switchOption, switchedBy } from './part.ts';

const RESIST_ROLL = rollKind({ id: 'resist-event', fate: true, want: WANT.higher, source: `${OWN_ROLL} (the party resisting the Event drawn (clause 23))` });

const RESIST = switchOption('resistEvents', 'the party may resist the Angel, Devil, Evil Darkness and Mephistopheles by a roll with its alignments (clause 23)', BOOLEAN);

/** An alignment-oriented Event (reference 3.1): whom it harms, whom it favours, and whether it acts on everyone. */
interface Oriented {
  readonly harms: readonly Alignment[];
  readonly favours: Alignment;
  readonly everyone: boolean;
}

/** The clause's own list, all four in this base game: "(e.g. Angel, Devil, Evil Darkness, Mephistopheles.)". */
const ORIENTED: Readonly<Record<string, Oriented>> = {
  angel: { harms: ['evil'], favours: 'good', everyone: false },
  devil: { harms: ['good'], favours: 'evil', everyone: false },
  'evil-darkness': { harms: ['good', 'neutral'], favours: 'evil', everyone: true },
  mephistopheles: { harms: ['good', 'neutral'], favours: 'evil', everyone: false },
};

const party = scratchList<Player>();

/** The roll's modifier for one member: +1 harmed (0 if neutral), -1 favoured ("coincidental"). */
function modifier(e: Oriented, q: Player): number {
  if (q.alignment === e.favours) return -1;
  return q.alignment !== 'neutral' && e.harms.includes(q.alignment) ? 1 : 0;
}

/**
 * The reading: the character meeting the Event and the members of his party on his space resist it
 * when it would harm one of them (the Angel, the Devil and Mephistopheles act on him alone; Evil
 * Darkness on every character who is not evil), rolling his die. Resisted, the Event is not carried
 * out and is discarded; "all who are of coincidental alignment receive bonuses of the event
 * regardless" has nothing to give here, as each of the four rewards only the one who meets it.
 */
function resists(g: Game, p: Player, card: number, space: number, e: Oriented): boolean {
  membersOf(g, p, party);
  let harmed = false;
  let bonus = 0;
  for (const q of party) {
    if (!q.alive || q.space !== space) continue;
    if ((e.everyone || q === p) && e.harms.includes(q.alignment)) harmed = true;
    bonus += modifier(e, q);
  }
  if (!harmed) return false;
  const roll = rollOwn(g, p, 1, RESIST_ROLL) + bonus;
  if (g.log.on) g.say(`  ${g.name(p)} resists the ${g.cardDef[card].name}: ${roll}${roll >= 4 ? ', resisted' : ', in vain'} (Upgrade 23)`);
  if (roll < 4) return false;
  removeFromSpace(g, space, card, true);
  return true;
}

/** The step evadesIndividual: a resisted Event is not met (after whatever the rule set already evades). */
function resisting(printed: Steps['evadesIndividual']): Steps['evadesIndividual'] {
  return (g, p, card, space) => {
    if (printed(g, p, card, space)) return true;
    const e = card >= 0 ? ORIENTED[g.cardDef[card].id] : undefined;
    return e !== undefined && resists(g, p, card, space, e);
  };
}

export const resistEvents = part({
  id: 'upgrade-resist-events',
  desc: 'Upgrade resisting (clause 23): the Angel, Devil, Evil Darkness and Mephistopheles resisted on 1d6 + 1 per harmed member - 1 per favoured one, 4 or more.',
  ...switchedBy(RESIST),
  apply: (r) => withSteps(r, { evadesIndividual: resisting }),
});
