// Types of scripts/build-state.mjs for the TypeScript that imports it.
export declare function builtAt(root: string): number;
export declare function buildIsStale(root: string): boolean;
export declare function runBuild(root: string): number;
export declare function serverBuildIsStale(root: string): boolean;
export declare function runServerBuild(root: string): number;
