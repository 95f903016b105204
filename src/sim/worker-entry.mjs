// The file a piscina worker thread loads: a new thread starts without the main thread's TypeScript
// loader, so this plain module registers tsx and hands over worker.ts's batch function.
import { register } from 'tsx/esm/api';

register();
export default (await import('./worker.ts')).default;
