// The finale model's remembered chances (finale-battle.ts): state numbers below 2^53 to chances, in
// typed arrays that one stamp clears at once: read directly by number when the numbers are few
// (DENSE), else an open-addressed table (without the boxed keys and allocation of a Map of numbers).
// The table starts small for each battle and doubles as it fills, so that a battle of a few hundred
// states probes a few kilobytes, not the room a large battle once needed.

/** State numbers below this are kept by number (12 bytes each, kept between battles). */
const DENSE = 1 << 20;
let dense = false;
let denseValues = new Float64Array(0);
let denseStamps = new Int32Array(0);

/** The table's first size (slots, a power of two) for each battle. */
const FIRST_BITS = 12;
let bits = FIRST_BITS;
/** The table's arrays, and a second set of them that a doubling moves the chances into. */
let keys = new Float64Array(1 << FIRST_BITS);
let values = new Float64Array(1 << FIRST_BITS);
let stamps = new Int32Array(1 << FIRST_BITS);
let spareKeys = new Float64Array(1 << FIRST_BITS);
let spareValues = new Float64Array(1 << FIRST_BITS);
let spareStamps = new Int32Array(1 << FIRST_BITS);
let stamp = 1;
let count = 0;

/** Forget every chance; the next battle's state numbers are below `size`. */
export function memoClear(size: number): void {
  // A new stamp (a battle's doublings take a few more): every stamp starts afresh long before it wraps.
  stamp++;
  if (stamp > 0x7fff0000) {
    stamps.fill(0);
    spareStamps.fill(0);
    denseStamps.fill(0);
    stamp = 1;
  }
  count = 0;
  bits = FIRST_BITS;
  dense = size <= DENSE;
  if (dense && denseValues.length < size) {
    denseValues = new Float64Array(DENSE);
    denseStamps = new Int32Array(DENSE);
  }
}

/** The slot of a key: its low and high words mixed, then probed on. */
function slot(key: number): number {
  const low = key >>> 0;
  const high = (key / 4294967296) | 0;
  let s = Math.imul(low ^ Math.imul(high, 0x27d4eb2d), 0x9e3779b1) >>> (32 - bits);
  const mask = (1 << bits) - 1;
  while (stamps[s] === stamp && keys[s] !== key) s = (s + 1) & mask;
  return s;
}

/** The chance remembered for the key, or -1. */
export function memoGet(key: number): number {
  if (dense) return denseStamps[key] === stamp ? denseValues[key] : -1;
  const s = slot(key);
  return stamps[s] === stamp ? values[s] : -1;
}

export function memoSet(key: number, value: number): void {
  if (dense) {
    denseStamps[key] = stamp;
    denseValues[key] = value;
    return;
  }
  if (2 * (count + 1) > 1 << bits) grow();
  const s = slot(key);
  if (stamps[s] !== stamp) count++;
  stamps[s] = stamp;
  keys[s] = key;
  values[s] = value;
}

/** Twice the slots: the remembered chances placed again in the spare arrays (made larger if need be), under a new stamp. */
function grow(): void {
  const size = 1 << bits;
  const live = stamp;
  if (spareKeys.length < 2 * size) {
    spareKeys = new Float64Array(2 * size);
    spareValues = new Float64Array(2 * size);
    spareStamps = new Int32Array(2 * size);
  }
  const oldKeys = keys;
  const oldValues = values;
  const oldStamps = stamps;
  keys = spareKeys;
  values = spareValues;
  stamps = spareStamps;
  spareKeys = oldKeys;
  spareValues = oldValues;
  spareStamps = oldStamps;
  bits++;
  stamp++;
  for (let s = 0; s < size; s++) {
    if (oldStamps[s] !== live) continue;
    const t = slot(oldKeys[s]);
    stamps[t] = stamp;
    keys[t] = oldKeys[s];
    values[t] = oldValues[s];
  }
}
