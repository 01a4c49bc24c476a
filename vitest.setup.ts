import { vi } from 'vitest';

// `server-only` throws outside a React Server Components build; tests run server code directly.
vi.mock('server-only', () => ({}));
