// The finale model's remembered chances (finale-battle.ts): state numbers below 2^53 to chances, in
// typed arrays that one stamp clears at once: read directly by number when the numbers are few
// (DENSE), else an open-addressed table (without the boxed keys and allocation of a Map of numbers).

/** State numbers below this are kept by number (12 bytes each, kept between battles). */
const DENSE = 1 << 20;
let dense = false;
let denseValues = new Float64Array(0);
let denseStamps = new Int32Array(0);

let bits = 12;
let keys = new Float64Array(1 << bits);
let values = new Float64Array(1 << bits);
let stamps = new Int32Array(1 << bits);
let stamp = 1;
let count = 0;

/** Forget every chance; the next battle's state numbers are below `size`. */
export function memoClear(size: number): void {
  stamp++;
  count = 0;
  if (stamp === 0x7fffffff) {
    stamps.fill(0);
    denseStamps.fill(0);
    stamp = 1;
  }
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

/** Twice the slots, the remembered chances placed again. */
function grow(): void {
  const oldKeys = keys;
  const oldValues = values;
  const oldStamps = stamps;
  const live = stamp;
  bits++;
  keys = new Float64Array(1 << bits);
  values = new Float64Array(1 << bits);
  stamps = new Int32Array(1 << bits);
  for (let s = 0; s < oldKeys.length; s++) {
    if (oldStamps[s] !== live) continue;
    const t = slot(oldKeys[s]);
    stamps[t] = stamp;
    keys[t] = oldKeys[s];
    values[t] = oldValues[s];
  }
}
