// The body of `talisman-sim serve`, loaded by main.ts once it has parsed the flags: a local web page
// and JSON API (src/cli/serve/) that run comparisons as jobs, each by the CLI's own `compare` command.
// Binds 127.0.0.1 unless --host says otherwise; prints the URL; runs until Ctrl-C.
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadSim, messageOf, status, type CliIo } from './io.ts';
import { WriteError, checkOutDir } from '../sim/json-file.ts';
import { ScenarioError, WORKERS, checkFlag, intRule } from '../scenario/validate.ts';
import { DEFAULT_WORKERS } from '../experiment/pool.ts';

/** The flags of `serve` (main.ts declares them). */
export interface ServeFlags {
  port: string;
  host: string;
  jobsDir: string;
  trustedModules?: string;
  workers?: string;
  quiet: boolean;
}

export const DEFAULT_PORT = 8038;
const PORT = intRule(0, 65535);

/** `serve`: start the server, print its URL, wait for Ctrl-C, then stop the running job and close. */
export async function serveCommand(args: ServeFlags, io: CliIo): Promise<number> {
  const port = checkFlag('port', args.port, PORT);
  if (!/^[A-Za-z0-9.:-]{1,253}$/.test(args.host)) throw new ScenarioError(`--host must be a host name or an IP address, e.g. 127.0.0.1 (got ${JSON.stringify(args.host)})`);
  const workers = args.workers === undefined ? DEFAULT_WORKERS : checkFlag('workers', args.workers, WORKERS);
  try {
    checkOutDir(args.jobsDir);
  } catch (err) {
    throw new ScenarioError(`--jobs-dir: ${messageOf(err).replace('give --out', 'give --jobs-dir')}`);
  }
  const trustedModules = args.trustedModules === undefined ? undefined : trustedFolder(args.trustedModules);
  const [{ ids }, { startServer }] = await Promise.all([loadSim(), import('./serve/server.ts')]);
  let server: Awaited<ReturnType<typeof startServer>>;
  try {
    server = await startServer({ host: args.host, port, jobsDir: args.jobsDir, workers, ids, trustedModules });
  } catch (err) {
    if (err instanceof WriteError) throw err;
    throw new ScenarioError(`cannot listen on ${args.host}:${port}: ${messageOf(err)}`);
  }
  io.out(`talisman-sim serve: open ${server.url} (jobs in ${args.jobsDir}; Ctrl-C to stop)`);
  if (trustedModules !== undefined) io.err(`talisman-sim: warning: uploaded scenarios may run the modules of ${trustedModules} (by file name)`);
  if (args.host !== '127.0.0.1' && args.host !== 'localhost' && args.host !== '::1') {
    io.err(`talisman-sim: warning: --host ${args.host} lets other machines start jobs and read their reports`);
  }
  await new Promise<void>((resolve) => {
    const stop = () => resolve();
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  status(io, 'talisman-sim serve: stopping', args.quiet);
  await server.close();
  return 0;
}

/** --trusted-modules: an existing folder, as an absolute path. */
function trustedFolder(dir: string): string {
  let folder = false;
  try {
    folder = statSync(dir).isDirectory();
  } catch {
    // not there: refused below
  }
  if (!folder) throw new ScenarioError(`--trusted-modules: ${dir} is not a folder (give the folder of the house-rule modules uploaded scenarios may name)`);
  return resolve(dir);
}
