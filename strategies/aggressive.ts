// The aggressive player: the basic machinery racing for the Crown at lower readiness, crossing the
// Sentinel at poorer odds, evading less and attacking characters it is likely to beat (AGGRESSIVE).
import type { Strategy } from '../src/engine/index.ts';
import { personalityStrategy } from './basic.ts';
import { AGGRESSIVE } from './personality.ts';

export function aggressiveStrategy(): Strategy {
  return personalityStrategy('aggressive', AGGRESSIVE);
}
