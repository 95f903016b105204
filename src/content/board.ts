// The board: 24 Outer, 16 Middle and 8 Inner spaces and the Crown, clockwise, with their draw
// counts and instructions (reference section 1). The services of the corner spaces (City, Tavern,
// Village, Graveyard, Chapel, Warlock's Cave, Temple) are in board-services.ts; the Inner
// Region's spaces in board-inner.ts.
import type { SpaceDef } from '../engine/index.ts';
import { BLACK_KNIGHT, CASTLE, CHAPEL, CHASM, CITY, CRAGS, DESERT, FOREST, GRAVEYARD, TAVERN, TEMPLE, VILLAGE, WARLOCKS_CAVE } from './board-services.ts';
import { CROWN, INNER } from './board-inner.ts';

const draw1 = (id: string, name: string, terrain: string, region: 'outer' | 'middle', opposite: string[]): SpaceDef =>
  ({ id, name, region, draw: 1, terrain, opposite });

/** Outer Region, O01-O24 clockwise from the City; `opposite` is the Raft table (reference 1.5). */
const OUTER: SpaceDef[] = [
  { ...CITY, opposite: ['warlocks-cave'] },
  draw1('fields-1', 'Fields', 'fields', 'outer', ['warlocks-cave']),
  draw1('hills-1', 'Hills', 'hills', 'outer', ['desert-1']),
  draw1('plains-1', 'Plains', 'plains', 'outer', ['oasis']),
  draw1('woods-1', 'Woods', 'woods', 'outer', ['desert-2']),
  draw1('plains-2', 'Plains', 'plains', 'outer', ['temple']),
  { ...TAVERN, opposite: ['temple'] },
  draw1('fields-2', 'Fields', 'fields', 'outer', ['temple']),
  { id: 'ruins', name: 'Ruins', region: 'outer', draw: 2, terrain: 'ruins', opposite: ['woods-4'] },
  draw1('plains-3', 'Plains', 'plains', 'outer', ['runes-1']),
  { ...FOREST, opposite: ['castle'] },
  draw1('fields-3', 'Fields', 'fields', 'outer', ['portal-of-power']),
  { ...VILLAGE, opposite: ['portal-of-power'] },
  draw1('fields-4', 'Fields', 'fields', 'outer', ['portal-of-power']),
  { ...GRAVEYARD, opposite: ['black-knight'] },
  draw1('woods-2', 'Woods', 'woods', 'outer', ['hidden-valley']),
  { id: 'sentinel', name: 'Sentinel', region: 'outer', draw: 1, terrain: 'sentinel', bridge: 'hills-3', bridgeGuard: 9, opposite: ['hills-3'] },
  draw1('hills-2', 'Hills', 'hills', 'outer', ['cursed-glade']),
  { ...CHAPEL, opposite: ['cursed-glade'] },
  draw1('fields-5', 'Fields', 'fields', 'outer', ['cursed-glade']),
  { ...CRAGS, opposite: ['runes-2'] },
  draw1('plains-4', 'Plains', 'plains', 'outer', ['chasm']),
  draw1('woods-3', 'Woods', 'woods', 'outer', ['runes-3']),
  draw1('fields-6', 'Fields', 'fields', 'outer', ['warlocks-cave']),
];

/** Outer spaces whose Raft crossing lands on each Middle space (the table read backwards). */
function oppositeOuter(middle: string): string[] {
  return OUTER.filter((s) => s.opposite?.includes(middle)).map((s) => s.id);
}

const runes = (n: number): SpaceDef => ({ id: `runes-${n}`, name: 'Runes', region: 'middle', draw: 1, terrain: 'runes', creatureBonus: 2 });

/** Middle Region, M01-M16 clockwise from the Warlock's Cave. */
const MIDDLE: SpaceDef[] = ([
  WARLOCKS_CAVE,
  { ...DESERT, id: 'desert-1' },
  { id: 'oasis', name: 'Oasis', region: 'middle', draw: 2, terrain: 'oasis' },
  { ...DESERT, id: 'desert-2' },
  TEMPLE,
  { id: 'woods-4', name: 'Woods', region: 'middle', draw: 1, terrain: 'woods' },
  runes(1),
  CASTLE,
  { id: 'portal-of-power', name: 'Portal of Power', region: 'middle', draw: 1, terrain: 'portal', portal: true },
  BLACK_KNIGHT,
  { id: 'hidden-valley', name: 'Hidden Valley', region: 'middle', draw: 3, terrain: 'valley' },
  { id: 'hills-3', name: 'Hills', region: 'middle', draw: 1, terrain: 'hills', bridge: 'sentinel' },
  { id: 'cursed-glade', name: 'Cursed Glade', region: 'middle', draw: 1, terrain: 'glade', cursed: true },
  runes(2),
  CHASM,
  runes(3),
] as SpaceDef[]).map((s) => ({ ...s, opposite: oppositeOuter(s.id) }));

export const BOARD: readonly SpaceDef[] = [...OUTER, ...MIDDLE, ...INNER, CROWN];
