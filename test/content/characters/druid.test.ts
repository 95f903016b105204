// The Druid (reference section 2): a starting Spell, changing alignment at will, Spells in the Woods.
import { describe, it } from 'vitest';
import { expectSetUp } from '../../engine/fixtures-combat.ts';

describe('the Druid', () => {
  it('should start in the Forest with Strength 2, Craft 4, 4 lives, 4 fate, neutral, and 1 Spell', () => {
    expectSetUp('druid', { strength: 2, craft: 4, life: 4, fate: 4, alignment: 'neutral', start: 'forest', spells: 1 });
  });

  // Abilities listed on the card (content/characters.ts) that no engine or content code reads yet.
  it.todo('may change alignment at will, at most once a turn (ability change-alignment is not implemented)');
  it.todo('gains Spells up to the number his Craft allows on landing in a Woods (ability woods-spells is not implemented)');
});
