// Types of bundles.js (plain JavaScript, so that bin/talisman-sim.js can load it before TypeScript).
export declare const ROOT: string;
export declare class WriteBundleError extends Error {}
export declare function cacheDirs(env?: NodeJS.ProcessEnv, root?: string): string[];
export declare function sourceHash(root?: string): string;
export declare function bundleDir(): Promise<string>;
export declare function cliBundle(): Promise<string>;
export declare function workerBundle(): Promise<string>;
export declare function keepBundles(hash: string, dirs: readonly string[], build?: (into: string) => Promise<void>): Promise<string>;
export declare function pruneBundles(dir: string, keep: string, now: number): void;
export declare function buildBundles(into: string): Promise<void>;
