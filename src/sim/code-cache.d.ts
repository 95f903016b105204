// Types of code-cache.js (plain JavaScript, like bundles.js, whose worker stub imports it).
export declare const CODE_CACHE_ENV: string;
export declare function codeCacheFile(file: string): string;
export declare function runBundle(file: string): { exports: Record<string, any>; cached: boolean; keepCodeCache: () => void };
