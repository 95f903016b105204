#!/usr/bin/env node
// Entry point for the `talisman-sim` command: loads the TypeScript CLI through tsx.
import { register } from 'tsx/esm/api';
register();
await import('../src/cli.ts');
