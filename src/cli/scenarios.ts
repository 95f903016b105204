// `talisman-sim scenarios`, loaded by main.ts: the shipped scenarios (run by name) and the example
// scenarios (run by path), each with what it is (src/scenario/catalogue.ts).
import { printJson, type CliIo } from './io.ts';
import { catalogue } from '../scenario/catalogue.ts';

/** The flags of `scenarios` (main.ts declares them). */
export interface ScenariosFlags {
  json: boolean;
}

/** `scenarios`: two lists, names and paths padded to one column. */
export async function scenariosCommand(args: ScenariosFlags, io: CliIo): Promise<number> {
  const c = catalogue();
  if (args.json) {
    printJson(io, c);
    return 0;
  }
  const width = Math.max(...c.shipped.map((s) => s.name.length), ...c.examples.map((e) => e.file.length)) + 2;
  io.out('shipped scenarios, given by name (talisman-sim run NAME):');
  for (const s of c.shipped) io.out(`  ${s.name.padEnd(width)}${s.about}`);
  io.out('');
  io.out('examples, given by path (talisman-sim run PATH):');
  for (const e of c.examples) io.out(`  ${e.file.padEnd(width)}${e.about}`);
  return 0;
}
