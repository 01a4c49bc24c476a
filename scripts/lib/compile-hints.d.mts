// Types of compile-hints.mjs for the TypeScript callers.
export const COMPILE_HINT: string;
export function rootMainFiles(root?: string): string[];
export function markStartupScripts(root?: string): number;
