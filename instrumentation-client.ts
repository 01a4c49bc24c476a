// Runs in the browser before the app: zod without its compiled fast path, whose `new Function` probe the Content-Security-Policy would refuse and report.
// Written to zod's global settings object (what `config({ jitless: true })` from zod writes), so that every
// page's first script does not carry zod's core for one setting; e2e/headers.spec.ts fails if zod stops reading it.
const zodSettings = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodSettings.__zod_globalConfig = { ...zodSettings.__zod_globalConfig, jitless: true };

export {};
