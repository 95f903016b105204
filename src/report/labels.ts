// How the report names things a run's files keep as ids: characters, seats and end reasons.
// CSV and summary.json keep the ids; charts and index.html show these names.
import type { CompareRow } from '../experiment/results.ts';

/** "prophetess" -> "Prophetess" (character ids are the rulebook names in lower case). */
export function characterName(id: string): string {
  return id.split('-').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
}

/** Seat 0 plays first: "1st seat". */
export function seatName(seat: number): string {
  const n = seat + 1;
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th';
  return `${n}${suffix} seat`;
}

const END_REASON_NAMES: Record<string, string> = {
  'command-spell': 'Command Spell (at the Crown of Command)',
  'last-standing': 'last character standing',
  'no-one-left': 'no one left',
  'sudden-death': 'Sudden Death (rulebook p.21 optional ending)',
  timeout: 'timeout (round cap reached)',
};

export function endReasonName(reason: string): string {
  return END_REASON_NAMES[reason] ?? reason;
}

/** How a row's subject reads: "Troll (dealt)", "1st seat", "mean rounds". */
export function subjectName(r: Pick<CompareRow, 'metric' | 'subject'>): string {
  switch (r.metric) {
    case 'character-dealt': return `${characterName(r.subject)} (dealt)`;
    case 'character-played': return `${characterName(r.subject)} (played)`;
    case 'seat': return seatName(Number(r.subject));
    case 'strategy': return `${r.subject} (strategy)`;
    case 'rounds': return 'mean rounds';
    case 'median-rounds': return 'median rounds';
    case 'timeout': return 'timeout rate';
    case 'end-reason': return `ends: ${endReasonName(r.subject)}`;
  }
}

/** A rate difference in percentage points, rounds as rounds. */
export function amount(r: Pick<CompareRow, 'metric'>, x: number | null): string {
  if (x === null) return '–';
  const rounds = r.metric === 'rounds' || r.metric === 'median-rounds';
  return rounds ? `${x >= 0 ? '+' : ''}${x.toFixed(1)}` : `${x >= 0 ? '+' : ''}${(x * 100).toFixed(1)}`;
}
