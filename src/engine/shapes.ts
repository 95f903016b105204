// Card and space definitions copied into one object shape each, every field in a fixed order, so
// that the hot path's reads (def.kind, def.traits, space.terrain...) see one shape, not dozens.
// The content tables (src/content/) stay as written; Game and setup.ts use these copies.
import type { CardDef, Content, SpaceDef } from './types.ts';

const cards = new WeakMap<CardDef, CardDef>();
const spaces = new WeakMap<readonly SpaceDef[], readonly SpaceDef[]>();

/** Fields a content table may add beyond the declared ones are kept (after the fixed ones). */
function keepExtra<T extends object>(out: T, def: T): T {
  for (const k of Object.keys(def)) if (!(k in out)) (out as Record<string, unknown>)[k] = (def as Record<string, unknown>)[k];
  return out;
}

/** The one-shape copy of a card definition (made once per definition). */
export function uniformCard(def: CardDef): CardDef {
  let u = cards.get(def);
  if (u) return u;
  u = keepExtra<CardDef>({
    id: def.id, name: def.name, deck: def.deck, kind: def.kind, count: def.count, enc: def.enc,
    strength: def.strength, craft: def.craft, battleStrength: def.battleStrength, armourSave: def.armourSave,
    gold: def.gold, traits: def.traits, abilities: def.abilities, cast: def.cast, text: def.text,
    onEncounter: def.onEncounter, onDrawn: def.onDrawn, onCast: def.onCast, onGain: def.onGain,
    onLose: def.onLose, onTurnStart: def.onTurnStart, onTake: def.onTake, bribe: def.bribe,
    beforeBattle: def.beforeBattle, onCrossRiver: def.onCrossRiver, onLand: def.onLand,
  }, def);
  cards.set(def, u);
  return u;
}

function uniformSpace(def: SpaceDef): SpaceDef {
  return keepExtra<SpaceDef>({
    id: def.id, name: def.name, region: def.region, draw: def.draw, terrain: def.terrain,
    bridge: def.bridge, bridgeGuard: def.bridgeGuard, portal: def.portal, opposite: def.opposite,
    requiresTalisman: def.requiresTalisman, meeting: def.meeting, creatureBonus: def.creatureBonus,
    cursed: def.cursed, encounter: def.encounter,
  }, def);
}

/** The board's spaces, each in the one shape (made once per board). */
export function uniformSpaces(content: Content): readonly SpaceDef[] {
  let u = spaces.get(content.spaces);
  if (!u) {
    u = content.spaces.map(uniformSpace);
    spaces.set(content.spaces, u);
  }
  return u;
}
