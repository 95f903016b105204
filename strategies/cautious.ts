// The cautious player: the basic machinery with higher readiness for the Inner Region, more
// evasions and payments, early healing and few attacks on characters (CAUTIOUS in personality.ts).
import type { Strategy } from '../src/engine/index.ts';
import { personalityStrategy } from './basic.ts';
import { CAUTIOUS } from './personality.ts';

export function cautiousStrategy(): Strategy {
  return personalityStrategy('cautious', CAUTIOUS);
}
