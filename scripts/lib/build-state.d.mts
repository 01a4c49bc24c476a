// Types of build-state.mjs for the TypeScript callers.
export function needsBuild(root?: string): boolean;
export function buildIfNeeded(root?: string): number;
export function newestMtime(path: string): number;
