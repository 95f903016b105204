// Entry point of one `talisman-sim serve` job's worker thread: loads the TypeScript through tsx, as
// talisman-sim.js does, and plays the job (src/cli/serve/job-thread.ts).
import { register } from 'tsx/esm/api';
register();
await import('../src/cli/serve/job-thread.ts');
