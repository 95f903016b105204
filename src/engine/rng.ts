// Seeded randomness for the engine: dice, shuffles and picks, split into independent streams.
// Seeds are derived in src/sim/seeds.ts; tests pin dice with scriptedDice() below.
import seedrandom from 'seedrandom';

/**
 * A source of uniform numbers in [0, 1). One per stream, seeded; never the global unseeded one.
 * copy() gives an independent source at the same point of the same sequence (copyGame, copy.ts);
 * every source of the engine has it, a test's ad hoc source may not (its game cannot be copied).
 */
export interface Random {
  next(): number;
  copy?(): Random;
}

/** Dice and draws over one Random stream. Allocation-free. */
export class Rng {
  constructor(public source: Random) {}

  /** An independent stream that draws the same numbers as this one from now on. */
  copy(): Rng {
    if (!this.source.copy) throw new Error('this random source cannot be copied');
    return new Rng(this.source.copy());
  }

  /**
   * Draw from `source` from now on (the search player's rollouts: the copy's streams leave the
   * game's sequence for numbers of the player's own, so that it never learns the real dice).
   */
  redirect(source: Random): void {
    this.source = source;
  }

  /** One six-sided die. */
  d6(): number {
    return 1 + Math.floor(this.source.next() * 6);
  }

  /** A uniform integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.source.next() * n);
  }

  /** Fisher-Yates shuffle in place. */
  shuffle<T>(list: T[]): void {
    for (let i = list.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const t = list[i];
      list[i] = list[j];
      list[j] = t;
    }
  }
}

/**
 * What a seat's die is rolled for: each (seat, purpose) has its own stream (common random numbers).
 * A variant that rolls more or fewer dice of one purpose (two attack dice: attack and creature dice)
 * leaves the others aligned: movement, fate rerolls, Armour saves and table/card rolls.
 */
export const DICE = { move: 0, attack: 1, foe: 2, reroll: 3, armour: 4, own: 5 } as const;
export const DICE_PURPOSES = 6;
export type DicePurpose = (typeof DICE)[keyof typeof DICE];

/**
 * A fast seeded stream (seedrandom's alea, ~5x faster than its default ARC4), seeded on its first
 * number: alea's seeding hashes the seed string three times, and most games never draw from some
 * streams (the strategies' streams serve only the random strategy). The numbers are the same.
 */
class SeededRandom implements Random {
  private prng: seedrandom.StatefulPRNG<seedrandom.State.Alea> | null = null;
  constructor(private readonly seed: string) {}

  next(): number {
    if (this.prng === null) this.prng = seedrandom.alea(this.seed, { state: true });
    return this.prng();
  }

  copy(): Random {
    const c = new SeededRandom(this.seed);
    if (this.prng !== null) c.prng = seedrandom.alea('', { state: this.prng.state() });
    return c;
  }
}

/**
 * sfc32 (Doty-Humphrey's Small Fast Counting generator; passes PractRand and BigCrush), for the many
 * per-seat dice streams of a game: seeding it from three words costs nothing, where seeding an alea
 * stream hashes its seed string (about 2 µs, and a game has some twenty-four dice streams).
 */
class Sfc32 implements Random {
  private a: number;
  private b: number;
  private c: number;
  private d = 1;

  constructor(a: number, b: number, c: number) {
    this.a = a | 0;
    this.b = b | 0;
    this.c = c | 0;
    for (let i = 0; i < 12; i++) this.next(); // the authors' warm-up
  }

  copy(): Random {
    const c: Sfc32 = Object.create(Sfc32.prototype);
    c.a = this.a;
    c.b = this.b;
    c.c = this.c;
    c.d = this.d;
    return c;
  }

  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }
}

/** n streams seeded in a fixed order from one alea stream of `seed`, whatever the order of use. */
export function seededRngs(seed: string, n: number): Rng[] {
  const master = seedrandom.alea(seed);
  const out: Rng[] = [];
  for (let i = 0; i < n; i++) out.push(new Rng(new Sfc32(master.int32(), master.int32(), master.int32())));
  return out;
}

/** A fresh sfc32 source seeded by three draws from `rng` (the search player's lookahead streams). */
export function randomFrom(rng: Rng): Random {
  const word = (): number => rng.int(4294967296) | 0;
  return new Sfc32(word(), word(), word());
}

export function seededRandom(seed: string): Random {
  return new SeededRandom(seed);
}

export function seededRng(seed: string): Rng {
  return new Rng(seededRandom(seed));
}

/**
 * Pinned dice for tests: returns the listed die faces in order, then throws, so a test that
 * rolls more than it expects fails loudly instead of reading a random number.
 */
export function scriptedDice(faces: readonly number[]): Rng {
  const rng = new Rng(scriptedSource(faces, 0));
  (rng as Rng & { remaining: () => number }).remaining = () => faces.length - (rng.source as ScriptedSource).i;
  return rng;
}

interface ScriptedSource extends Random {
  i: number;
}

function scriptedSource(faces: readonly number[], from: number): ScriptedSource {
  return {
    i: from,
    next() {
      if (this.i >= faces.length) throw new Error(`scripted dice exhausted after ${faces.length} rolls`);
      const face = faces[this.i++];
      return (face - 1) / 6 + 1e-9;
    },
    copy() {
      return scriptedSource(faces, this.i);
    },
  };
}

/** How many pinned faces a scriptedDice() stream has left (for asserting a test used them all). */
export function remainingFaces(rng: Rng): number {
  const r = (rng as Rng & { remaining?: () => number }).remaining;
  return r ? r() : 0;
}
