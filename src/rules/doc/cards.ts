// The 25 DOC cards (seed 000, "DOC CARDS"), in the seed's order, with each one's status: `done`
// means implemented as written, with a pinned-dice test in test/rules/doc/. Handlers live in
// combat-cards.ts, draw-cards.ts and swap-cards.ts.
import type { DocCard } from './card.ts';
import {
  BAD_VIBES, CLADDAGH_REWARD, CURSE_OF_PEBO, GOOD_VIBES, HEALTHY_HEART, JINX_OF_SOCA, MERCURIAL_REACTION, NEXT,
  SOOTHE_THE_SAVAGE_BEAST, VIBES,
} from './combat-cards.ts';
import { ALL_THAT_GLITTERS, BENEFACTOR, BENEVOLENCE, MALEVOLENCE, SARDINES, SPIRIT_SPELLS } from './draw-cards.ts';
import {
  BARTER, GIFT_HORSE, QUID_PRO_QUO_1, QUID_PRO_QUO_2, SALT_AND_PEPPER_1, SALT_AND_PEPPER_2, SALT_AND_PEPPER_3,
  TEMP_AGENCY, UNCAGED,
} from './swap-cards.ts';

export type { DocCard };

export const DOC_CARDS: readonly DocCard[] = [
  GOOD_VIBES, BAD_VIBES, VIBES, BENEVOLENCE, MALEVOLENCE, BENEFACTOR, QUID_PRO_QUO_1, QUID_PRO_QUO_2,
  UNCAGED, BARTER, TEMP_AGENCY, ALL_THAT_GLITTERS, SPIRIT_SPELLS, GIFT_HORSE, SARDINES,
  SALT_AND_PEPPER_1, SALT_AND_PEPPER_2, SALT_AND_PEPPER_3, NEXT, SOOTHE_THE_SAVAGE_BEAST, HEALTHY_HEART,
  CURSE_OF_PEBO, JINX_OF_SOCA, CLADDAGH_REWARD, MERCURIAL_REACTION,
];

export const DOC_CARD_IDS: readonly string[] = DOC_CARDS.map((c) => c.id);

/** Each card's status (the table): 'done' = as written, tested with pinned dice. */
export const DOC_STATUS: Readonly<Record<string, 'done' | 'not done'>> = {
  'good-vibes': 'done', 'bad-vibes': 'done', vibes: 'done', benevolence: 'done',
  malevolence: 'done', benefactor: 'done', 'quid-pro-quo-1': 'done', 'quid-pro-quo-2': 'done',
  uncaged: 'done', barter: 'done', 'temp-agency': 'done', 'all-that-glitters': 'done',
  'spirit-spells': 'done', 'gift-horse': 'done', sardines: 'done', 'salt-and-pepper-1': 'done',
  'salt-and-pepper-2': 'done', 'salt-and-pepper-3': 'done', next: 'done',
  'soothe-the-savage-beast': 'done', 'healthy-heart': 'done', 'curse-of-pebo': 'done',
  'jinx-of-soca': 'done', 'claddagh-reward': 'done', 'mercurial-reaction': 'done',
};
