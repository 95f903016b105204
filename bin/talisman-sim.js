#!/usr/bin/env node
// Entry point for the `talisman-sim` command: loads the TypeScript CLI through tsx.
import { register } from 'tsx/esm/api';
register();
const { runProcess } = await import('../src/cli/main.ts');
await runProcess();
