// Talisman Upgrade clause 35 (seed 002): "If a psychic combat is conducted and the loser yields, an
// object or gold may be given up instead of a life. [The loser must offer and the winner must accept.
// Otherwise, a life is lost as normal.]" Replaces the step rewardInstead for psychic combat.
import {
  REWARD_GOLD, REWARD_LIFE, REWARD_OBJECT, anyObjectFor, canHave, gainCard, giveGold, removeCard, yesNoQuestion,
  type Game, type Player, type RuleSet,
} from '../../engine/index.ts';
import { BOOLEAN } from '../../fields/field-rules.ts';
import { switchOption, switchedBy, type UpgradePart } from './part.ts';

/** Clause 35: having lost a psychic combat to a character (the detail: his seat), offer him a gold or an Object instead of a life? */
export const YIELD_INSTEAD = yesNoQuestion({ id: 'yield' });

const YIELD = switchOption('psychicYield', 'the loser of a psychic combat between characters may offer a gold or an Object instead of a life, which the winner may refuse (clause 35)', BOOLEAN);

/** The Object the loser offers: his choice (a 'drop' decision, his least wanted) among those the winner may have. */
function offeredObject(g: Game, winner: Player, loser: Player): number {
  const o = g.options('drop', loser);
  for (const c of loser.objects) if (canHave(g, winner, c)) o.push(c);
  return g.decide();
}

/**
 * The reading: the winner no longer takes an Object or a gold by his own choice in psychic combat
 * (clause 35: items are taken "by force" or not at all, and here the loser "must offer"). The loser
 * says whether he yields ('yield'); he offers one gold if he has any (the base game's gold reward),
 * else an Object of his choice; the winner accepts it or takes the life (a 'reward' decision
 * between the two). A battle between characters keeps the base game's reward (p.11).
 */
export function loserYields(printed: RuleSet['rewardInstead']): RuleSet['rewardInstead'] {
  return (g, winner, loser, psychic) => {
    if (!psychic) return printed(g, winner, loser, psychic);
    const gold = loser.gold > 0;
    if (!gold && !anyObjectFor(g, winner, loser)) return false;
    if (!YIELD_INSTEAD.ask(g, loser, winner.seat)) return false;
    const card = gold ? -1 : offeredObject(g, winner, loser);
    const o = g.options('reward', winner, loser.seat);
    o.push(REWARD_LIFE);
    o.push(gold ? REWARD_GOLD : REWARD_OBJECT);
    if (g.decide() === REWARD_LIFE) return false;
    if (g.log.on) g.say(`  ${g.name(loser)} yields (Upgrade 35)`);
    if (gold) giveGold(g, loser, winner, 1);
    else {
      removeCard(g, loser, card);
      gainCard(g, winner, card);
    }
    return true;
  };
}

export const psychicYield: UpgradePart = {
  id: 'upgrade-psychic-yield',
  desc: 'Upgrade yielding (clause 35): the loser of a psychic combat between characters may offer a gold or an Object instead of a life; the winner may refuse.',
  ...switchedBy(YIELD),
  apply: (r) => ({ ...r, rewardInstead: loserYields(r.rewardInstead) }),
};
