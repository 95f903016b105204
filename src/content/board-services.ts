// The Outer and Middle Region spaces with instructions of their own (reference sections 1.2-1.3):
// City, Tavern, Forest, Village, Graveyard, Chapel, Crags, Warlock's Cave, Desert, Temple, Castle,
// Black Knight and Chasm. Their dice tables are data, played by board-tables.ts; shops are in
// shop.ts; the board's layout in board.ts.
import {
  KIND, ROLL,
  ABILITY_INDEX, VISITS, discardCard, killFollower, gainGold, hasAbility, heal, lifeValue, loseLifeUnlessSaved,
  payGold, replenishFate, rollOne, claim, takeQuest, traitBit, type Game, type Player, type SpaceDef, type Visit,
} from '../engine/index.ts';
import { visitShop, BLACKSMITH_PRICES } from './shop.ts';
import { creatureAttacks, diceTable, mayRoll, playTable, tableSpace } from './board-tables.ts';

/** The space effects the cards share (a creature's attack, the praying roll) live with the tables' interpreter. */
export { creatureAttacks, prayRoll } from './board-tables.ts';

/** Abilities and traits the spaces ask about, by index and bit (no look-up by name per visit). */
const OPTIONAL_ROLL_FOREST = ABILITY_INDEX['optional-roll-forest'];
const OPTIONAL_ROLL_CRAGS = ABILITY_INDEX['optional-roll-crags'];
const OPTIONAL_ROLL_CHASM = ABILITY_INDEX['optional-roll-chasm'];
const GRAVEYARD_IMMUNE = ABILITY_INDEX['graveyard-immune'];
const CHAPEL_IMMUNE = ABILITY_INDEX['chapel-immune'];
const DESERT_IMMUNE = ABILITY_INDEX['desert-immune'];
const CURSE = traitBit('curse');
const ROYAL = traitBit('royal');

/** The services of the City and the Village, as the 'visit' options (VISITS indices) they offer. */
const visitOptions = (places: readonly Visit[]): readonly number[] => places.map((v) => VISITS.indexOf(v));
const CITY_VISITS = visitOptions(['enchantress', 'doctor', 'alchemist']);
const VILLAGE_VISITS = visitOptions(['blacksmith', 'healer', 'mystic']);
const NO_VISIT = VISITS.indexOf('none');

/** Pay 1G a life to heal, up to `max` lives (Doctor, Healer, Chapel, Castle). */
export function payToHeal(g: Game, p: Player, max: number): void {
  for (let n = 0; n < max && p.gold > 0 && p.lives < lifeValue(p); n++) {
    if (!g.question(p, 'pay-to-heal', n)) return;
    payGold(g, p, 1);
    heal(g, p, 1);
  }
}

function chooseVisit(g: Game, p: Player, places: readonly number[]): Visit {
  const o = g.options(KIND.visit, p, p.space);
  for (const v of places) o.push(v);
  o.push(NO_VISIT);
  const visit = VISITS[g.decide()];
  if (g.log.on) g.say(`  ${g.name(p)} visits ${visit === 'none' ? 'no one' : `the ${visit[0].toUpperCase()}${visit.slice(1)}`}`);
  return visit;
}

/** The Enchantress, 1d6 (reference O01). */
const ENCHANTRESS = diceTable('Enchantress', { dice: 1, roll: ROLL.enchantress }, [
  [1, 'toad'], [2, 'lose-strength 1'], [3, 'lose-craft 1'], [4, 'gain-craft 1'], [5, 'gain-strength 1'], [6, 'gain-spell 1'],
]);

/** The Alchemist turns any of p's Objects into 1G each (discarded). */
export function alchemist(g: Game, p: Player): void {
  for (let i = p.objects.length - 1; i >= 0; i--) {
    const c = p.objects[i];
    if (g.question(p, 'sell-object', c)) {
      discardCard(g, p, c);
      gainGold(g, p, 1);
    }
  }
}

export const CITY: SpaceDef = {
  id: 'city', name: 'City', region: 'outer', draw: 0, terrain: 'city',
  encounter(g, p) {
    const v = chooseVisit(g, p, CITY_VISITS);
    if (v === 'enchantress' && !claim(g.rules.hooks.visiting, g, p, VISITS.indexOf(v))) playTable(g, p, ENCHANTRESS);
    else if (v === 'doctor') payToHeal(g, p, 2);
    else if (v === 'alchemist') alchemist(g, p);
    return 'continue';
  },
};

/** Tavern, 1d6 (reference O07): 5 a wizard's teleport, 6 the boatman's ferry to the Temple, as the next move. */
const TAVERN_TABLE = diceTable('Tavern', { dice: 1, roll: ROLL.tavern }, [
  [1, 'lose-turn'], [2, 'attacked-strength 3 Farmer'], [3, 'lose-gold 1'], [4, 'gain-gold 1'], [5, 'wizard-teleport'], [6, 'ferry-to temple'],
]);

export const TAVERN = tableSpace({ id: 'tavern', name: 'Tavern', region: 'outer', draw: 0, terrain: 'tavern' }, TAVERN_TABLE);

/** Forest and Crags, 1d6 (reference O11, O21); the Elf, Dwarf and others may choose not to roll. */
const FOREST_TABLE = diceTable('Forest', { dice: 1, roll: ROLL.forest, optional: OPTIONAL_ROLL_FOREST }, [
  [1, 'attacked-strength 4 Brigand'], [[2, 3], 'lose-turn'], [[4, 5], 'nothing'], [6, 'gain-craft 1'],
]);
const CRAGS_TABLE = diceTable('Crags', { dice: 1, roll: ROLL.crags, optional: OPTIONAL_ROLL_CRAGS }, [
  [1, 'attacked-craft 4 Spirit'], [[2, 3], 'lose-turn'], [[4, 5], 'nothing'], [6, 'gain-strength 1'],
]);

export const FOREST = tableSpace({ id: 'forest', name: 'Forest', region: 'outer', draw: 0, terrain: 'forest' }, FOREST_TABLE);
export const CRAGS = tableSpace({ id: 'crags', name: 'Crags', region: 'outer', draw: 0, terrain: 'crags' }, CRAGS_TABLE);

/** The Mystic, 1d6 (reference O13), after the Curses he lifts. */
const MYSTIC = diceTable('Mystic', { dice: 1, roll: ROLL.mystic }, [
  [1, 'become evil'], [[2, 3], 'nothing'], [4, 'become good'], [5, 'gain-craft 1'], [6, 'gain-spell 1'],
]);

function mystic(g: Game, p: Player): void {
  for (let i = p.followers.length - 1; i >= 0; i--) {
    const c = p.followers[i];
    if ((g.cardTraits[c] & CURSE) !== 0 && g.question(p, 'discard-curse', c)) discardCard(g, p, c);
  }
  playTable(g, p, MYSTIC);
}

export const VILLAGE: SpaceDef = {
  id: 'village', name: 'Village', region: 'outer', draw: 0, terrain: 'village',
  encounter(g, p) {
    const v = chooseVisit(g, p, VILLAGE_VISITS);
    if (v === 'blacksmith' && !claim(g.rules.hooks.visiting, g, p, VISITS.indexOf(v))) visitShop(g, p, BLACKSMITH_PRICES);
    else if (v === 'healer') payToHeal(g, p, lifeValue(p));
    else if (v === 'mystic') mystic(g, p);
    return 'continue';
  },
};

/** The Graveyard's and Chapel's prayers, 1d6 (reference O15, O19); the Monk and Priest may add 1. */
const GRAVEYARD_PRAYER = diceTable('Graveyard', { dice: 1, pray: 'pray-plus-one' }, [[[1, 4], 'nothing'], [5, 'gain-fate 1'], [6, 'gain-spell 1']]);
const CHAPEL_PRAYER = diceTable('Chapel', { dice: 1, pray: 'pray-plus-one' }, [[[1, 4], 'nothing'], [5, 'gain-life 1'], [6, 'gain-spell 1']]);

export const GRAVEYARD: SpaceDef = {
  id: 'graveyard', name: 'Graveyard', region: 'outer', draw: 0, terrain: 'graveyard',
  encounter(g, p) {
    if (p.alignment === 'good') {
      if (!hasAbility(g, p, GRAVEYARD_IMMUNE)) loseLifeUnlessSaved(g, p, 1);
    } else if (p.alignment === 'neutral') {
      while (p.gold > 0 && p.fate < p.character!.fate && g.question(p, 'replenish-fate')) {
        payGold(g, p, 1);
        replenishFate(g, p, 1);
      }
    } else if (!g.question(p, 'pray')) replenishFate(g, p, p.character!.fate);
    else playTable(g, p, GRAVEYARD_PRAYER);
    return 'continue';
  },
};

export const CHAPEL: SpaceDef = {
  id: 'chapel', name: 'Chapel', region: 'outer', draw: 0, terrain: 'chapel',
  encounter(g, p) {
    if (p.alignment === 'evil') {
      if (!hasAbility(g, p, CHAPEL_IMMUNE)) loseLifeUnlessSaved(g, p, 1);
    } else if (p.alignment === 'neutral') payToHeal(g, p, lifeValue(p));
    else if (!g.question(p, 'pray')) heal(g, p, lifeValue(p));
    else playTable(g, p, CHAPEL_PRAYER);
    return 'continue';
  },
};

export const WARLOCKS_CAVE: SpaceDef = {
  id: 'warlocks-cave', name: "Warlock's Cave", region: 'middle', draw: 0, terrain: 'cave',
  encounter(g, p, space) {
    if (p.quest === 0 && g.question(p, 'quest')) takeQuest(g, p, rollOne(g, p, ROLL['warlock-quest']), space);
    return 'continue';
  },
};

export const DESERT: SpaceDef = {
  id: 'desert', name: 'Desert', region: 'middle', draw: 1, terrain: 'desert',
  encounter(g, p) {
    if (!hasAbility(g, p, DESERT_IMMUNE)) loseLifeUnlessSaved(g, p, 1);
    return p.alive ? 'continue' : 'end-turn';
  },
};

/** Temple, pray 2d6 (reference M05); the Monk and Priest may add 1, so a 12 or 13 gains 2 lives. */
const TEMPLE_TABLE = diceTable('Temple', { dice: 2, pray: 'pray-plus-one-temple' }, [
  [2, 'lose-life 2'], [3, 'lose-life 1'], [4, 'lose-follower'], [5, 'enslaved'], [6, 'gain-strength 1'], [7, 'gain-craft 1'],
  [[8, 9], 'gain-spell 1'], [10, 'gain-talisman'], [11, 'gain-fate 2'], [12, 'gain-life 2'],
]);

// The Temple's text gives no choice (reference M05), unlike the Chapel's "either ... or pray".
// Optional praying was measured no different (4,000 games each way, issue 12 item 14): no option.
export const TEMPLE = tableSpace({ id: 'temple', name: 'Temple', region: 'middle', draw: 0, terrain: 'temple' }, TEMPLE_TABLE);

export const CASTLE: SpaceDef = {
  id: 'castle', name: 'Castle', region: 'middle', draw: 0, terrain: 'castle',
  encounter(g, p) {
    for (const c of p.followers) {
      if ((g.cardTraits[c] & ROYAL) !== 0) {
        heal(g, p, 2);
        break;
      }
    }
    for (let i = p.followers.length - 1; i >= 0; i--) {
      const c = p.followers[i];
      if ((g.cardTraits[c] & ROYAL) !== 0 && g.question(p, 'sell-follower', c)) {
        discardCard(g, p, c);
        gainGold(g, p, 3);
      }
    }
    payToHeal(g, p, lifeValue(p));
    return 'continue';
  },
};

export const BLACK_KNIGHT: SpaceDef = {
  id: 'black-knight', name: 'Black Knight', region: 'middle', draw: 0, terrain: 'knight',
  encounter(g, p) {
    if (p.gold > 0 && g.question(p, 'pay-black-knight')) payGold(g, p, 1);
    else loseLifeUnlessSaved(g, p, 1);
    return p.alive ? 'continue' : 'end-turn';
  },
};

export const CHASM: SpaceDef = {
  id: 'chasm', name: 'Chasm', region: 'middle', draw: 0, terrain: 'chasm',
  encounter(g, p) {
    if (!mayRoll(g, p, OPTIONAL_ROLL_CHASM)) return 'continue';
    if (rollOne(g, p, ROLL.chasm) <= 2) loseLifeUnlessSaved(g, p, 1);
    for (let i = p.followers.length - 1; i >= 0 && p.alive; i--) {
      if (rollOne(g, p, ROLL.chasm) <= 2) killFollower(g, p, p.followers[i]);
    }
    return p.alive ? 'continue' : 'end-turn';
  },
};
