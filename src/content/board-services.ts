// The Outer and Middle Region spaces with instructions of their own (reference sections 1.2-1.3):
// City, Tavern, Forest, Village, Graveyard, Chapel, Crags, Warlock's Cave, Desert, Temple, Castle,
// Black Knight and Chasm. Shops are in shop.ts; the board's layout in board.ts.
import {
  ROLL,
  ABILITY_INDEX, Foe, VISITS, changeAlignment, discardCard, gainCard, killFollower, fightCreature, gainCraft, gainFate, gainGold, gainLife,
  gainSpells, gainStrength, hasAbility, heal, lifeValue, loseCraft, loseLifeUnlessSaved, loseStrength,
  payGold, replenishFate, rollOne, rollOwn, takeQuest, traitBit, turnIntoToad, type Game,
  type Outcome, type Player, type SpaceDef, type Visit,
} from '../engine/index.ts';
import { visitShop, BLACKSMITH_PRICES } from './shop.ts';

/** Abilities and traits the spaces ask about, by index and bit (no look-up by name per visit). */
const OPTIONAL_ROLL_FOREST = ABILITY_INDEX['optional-roll-forest'];
const OPTIONAL_ROLL_CRAGS = ABILITY_INDEX['optional-roll-crags'];
const OPTIONAL_ROLL_CHASM = ABILITY_INDEX['optional-roll-chasm'];
const PRAY_PLUS_ONE = ABILITY_INDEX['pray-plus-one'];
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

/** Lose a turn (rulebook p.15): the turn ends now and the next one is missed. */
export function loseTurn(g: Game, p: Player): Outcome {
  p.missTurns++;
  if (g.log.on) g.say(`  ${g.name(p)} will miss a turn`);
  return 'end-turn';
}

/** A creature of a space or card attacks p (battle or psychic combat); 'end-turn' unless beaten. */
export function creatureAttacks(g: Game, p: Player, name: string, psychic: boolean, value: number, evadable = true): Outcome {
  const foe: Foe = g.foe.reset(psychic, value, name);
  foe.evadable = evadable;
  foe.spellable = evadable;
  foe.rollBonus = g.spaces[p.space].creatureBonus ?? 0;
  const r = fightCreature(g, p, foe);
  return r === 0 || r === 3 ? 'continue' : 'end-turn';
}

/** A roll some characters may choose not to make (Dwarf, Elf, Troll, Guide, Gnome, Pixie). */
function mayRoll(g: Game, p: Player, ability: number): boolean {
  return !hasAbility(g, p, ability) || g.question(p, 'optional-roll');
}

/** Pay 1G a life to heal, up to `max` lives (Doctor, Healer, Chapel, Castle). */
export function payToHeal(g: Game, p: Player, max: number): void {
  for (let n = 0; n < max && p.gold > 0 && p.lives < lifeValue(p); n++) {
    if (!g.question(p, 'pay-to-heal', n)) return;
    payGold(g, p, 1);
    heal(g, p, 1);
  }
}

/**
 * After a pray roll the Monk and Priest "may" add 1 (reference 2): their choice, asked with the
 * roll as the question's detail (a natural 10 at the Temple is a Talisman, 11 only 2 fate).
 */
export function prayRoll(g: Game, p: Player, dice: number, q: PrayQuestion = 'pray-plus-one'): number {
  const r = rollOwn(g, p, dice, ROLL.pray);
  return hasAbility(g, p, PRAY_PLUS_ONE) && g.question(p, q, r) ? r + 1 : r;
}

/** Which table the +1 is asked about: the Chapel's and Monastery's, the Temple's, the Shrine's. */
type PrayQuestion = 'pray-plus-one' | 'pray-plus-one-temple' | 'pray-plus-one-shrine';

function chooseVisit(g: Game, p: Player, places: readonly number[]): Visit {
  const o = g.options('visit', p, p.space);
  for (const v of places) o.push(v);
  o.push(NO_VISIT);
  const visit = VISITS[g.decide()];
  if (g.log.on) g.say(`  ${g.name(p)} visits ${visit === 'none' ? 'no one' : `the ${visit[0].toUpperCase()}${visit.slice(1)}`}`);
  return visit;
}

function enchantress(g: Game, p: Player): void {
  const r = rollOne(g, p, ROLL.enchantress);
  if (r === 1) turnIntoToad(g, p);
  else if (r === 2) loseStrength(g, p, 1);
  else if (r === 3) loseCraft(g, p, 1);
  else if (r === 4) gainCraft(g, p, 1);
  else if (r === 5) gainStrength(g, p, 1);
  else gainSpells(g, p, 1);
}

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
    if (v === 'enchantress') enchantress(g, p);
    else if (v === 'doctor') payToHeal(g, p, 2);
    else if (v === 'alchemist') alchemist(g, p);
    return 'continue';
  },
};

export const TAVERN: SpaceDef = {
  id: 'tavern', name: 'Tavern', region: 'outer', draw: 0, terrain: 'tavern',
  encounter(g, p) {
    const r = rollOne(g, p, ROLL.tavern);
    if (r === 1) return loseTurn(g, p);
    if (r === 2) return creatureAttacks(g, p, 'Farmer', false, 3);
    if (r === 3) payGold(g, p, 1);
    else if (r === 4) gainGold(g, p, 1);
    else {
      p.pendingMove = r === 5 ? 2 : 1;
      p.pendingTarget = g.space('temple');
    }
    return 'continue';
  },
};

export const FOREST: SpaceDef = {
  id: 'forest', name: 'Forest', region: 'outer', draw: 0, terrain: 'forest',
  encounter(g, p) {
    if (!mayRoll(g, p, OPTIONAL_ROLL_FOREST)) return 'continue';
    const r = rollOne(g, p, ROLL.forest);
    if (r === 1) return creatureAttacks(g, p, 'Brigand', false, 4);
    if (r <= 3) return loseTurn(g, p);
    if (r === 6) gainCraft(g, p, 1);
    return 'continue';
  },
};

export const CRAGS: SpaceDef = {
  id: 'crags', name: 'Crags', region: 'outer', draw: 0, terrain: 'crags',
  encounter(g, p) {
    if (!mayRoll(g, p, OPTIONAL_ROLL_CRAGS)) return 'continue';
    const r = rollOne(g, p, ROLL.crags);
    if (r === 1) return creatureAttacks(g, p, 'Spirit', true, 4);
    if (r <= 3) return loseTurn(g, p);
    if (r === 6) gainStrength(g, p, 1);
    return 'continue';
  },
};

function mystic(g: Game, p: Player): void {
  for (let i = p.followers.length - 1; i >= 0; i--) {
    const c = p.followers[i];
    if ((g.cardTraits[c] & CURSE) !== 0 && g.question(p, 'discard-curse', c)) discardCard(g, p, c);
  }
  const r = rollOne(g, p, ROLL.mystic);
  if (r === 1) changeAlignment(g, p, 'evil');
  else if (r === 4) changeAlignment(g, p, 'good');
  else if (r === 5) gainCraft(g, p, 1);
  else if (r === 6) gainSpells(g, p, 1);
}

export const VILLAGE: SpaceDef = {
  id: 'village', name: 'Village', region: 'outer', draw: 0, terrain: 'village',
  encounter(g, p) {
    const v = chooseVisit(g, p, VILLAGE_VISITS);
    if (v === 'blacksmith') visitShop(g, p, BLACKSMITH_PRICES);
    else if (v === 'healer') payToHeal(g, p, lifeValue(p));
    else if (v === 'mystic') mystic(g, p);
    return 'continue';
  },
};

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
    else {
      const r = prayRoll(g, p, 1);
      if (r === 5) gainFate(g, p, 1);
      else if (r >= 6) gainSpells(g, p, 1);
    }
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
    else {
      const r = prayRoll(g, p, 1);
      if (r === 5) gainLife(g, p, 1);
      else if (r >= 6) gainSpells(g, p, 1);
    }
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

/** Temple 2d6 (reference M05: "Pray: roll 2d6"). */
function temple(g: Game, p: Player): Outcome {
  const r = prayRoll(g, p, 2, 'pray-plus-one-temple');
  if (r <= 2) loseLifeUnlessSaved(g, p, 2);
  else if (r === 3) loseLifeUnlessSaved(g, p, 1);
  else if (r === 4) {
    const o = g.options('drop', p);
    for (const c of p.followers) o.push(c);
    if (o.length > 0) discardCard(g, p, g.decide());
  } else if (r === 5) p.enslaved = true;
  else if (r === 6) gainStrength(g, p, 1);
  else if (r === 7) gainCraft(g, p, 1);
  else if (r <= 9) gainSpells(g, p, 1);
  else if (r === 10) {
    const t = g.talismanStock.pop();
    if (t !== undefined) gainCard(g, p, t);
  } else if (r === 11) gainFate(g, p, 2);
  else gainLife(g, p, 2);
  return 'continue';
}

export const TEMPLE: SpaceDef = {
  id: 'temple', name: 'Temple', region: 'middle', draw: 0, terrain: 'temple',
  encounter(g, p) {
    // The space's text gives no choice (reference M05), unlike the Chapel's "either ... or pray".
    // Optional praying was measured no different (4,000 games each way, issue 12 item 14): no option.
    return temple(g, p);
  },
};

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
