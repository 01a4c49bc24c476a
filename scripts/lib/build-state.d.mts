// Types of build-state.mjs for the TypeScript callers.
export function needsBuild(root?: string, sources?: string[]): boolean;
export function buildIfNeeded(root?: string): number;
