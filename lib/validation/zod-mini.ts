// zod/mini for schemas the browser runs, with classic zod's English messages: mini loads no locale, so its
// default messages would read "Invalid input" where classic zod says what was expected.
import { config } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

// Like classic zod, only a default: a locale configured elsewhere wins.
if (!config().localeError) config(en());

// Re-exported member by member (not as one namespace object) so that bundlers keep only what is used.
export * from 'zod/mini';
