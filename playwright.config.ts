import { randomBytes } from 'node:crypto';
import { defineConfig, devices } from '@playwright/test';

const STORE_PORT = Number(process.env.E2E_STORE_PORT ?? 3100);
const INVENTORY_PORT = Number(process.env.E2E_INVENTORY_PORT ?? 4100);
/** A second storefront on the same build, selling as the second demo merchant, whose holds are made short. */
const SHORT_HOLD_STORE_PORT = Number(process.env.E2E_SHORT_HOLD_STORE_PORT ?? STORE_PORT + 1);
/** The storefront's process, as `npm start` runs it (server/storefront/main.ts). */
const STOREFRONT = 'tsx --conditions=react-server server/storefront/main.ts';
export const SHORT_HOLD_STORE_URL = `http://127.0.0.1:${SHORT_HOLD_STORE_PORT}`;
export const SHORT_HOLD_MERCHANT_KEY = 'demo2-staging-key';
/** The embeds' host page: a small server of the embeds spec, reached as http://localhost:<port>, another site than 127.0.0.1. */
export const EMBED_HOST_PORT = Number(process.env.E2E_EMBED_HOST_PORT ?? STORE_PORT + 2);
export const EMBED_HOST_ORIGIN = `http://localhost:${EMBED_HOST_PORT}`;
export const E2E_INVENTORY_DB_PATH = '.data/e2e.sqlite';
/** The storefront's own database (payments, staff), fresh per run; staff accounts are added to it by the staff command. */
export const E2E_STOREFRONT_DB_PATH = '.data/e2e-storefront.sqlite';
// The service's default: long enough for any test on a loaded machine; only the expiry test uses short holds.
export const E2E_HOLD_TTL_SECONDS = 180;
// Fresh per run; set in the environment so that the config's reloads in workers agree.
process.env.E2E_SESSION_SECRET ??= randomBytes(32).toString('base64url');

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${STORE_PORT}`,
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: [
    {
      // The real inventory service on a fresh temporary database.
      command: `rm -f ${E2E_INVENTORY_DB_PATH}* && mkdir -p .data && tsx server/inventory/main.ts`,
      url: `http://127.0.0.1:${INVENTORY_PORT}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        INVENTORY_PORT: String(INVENTORY_PORT),
        INVENTORY_DB_PATH: E2E_INVENTORY_DB_PATH,
        HOLD_TTL_SECONDS: String(E2E_HOLD_TTL_SECONDS),
        LOG_LEVEL: 'warn',
      },
    },
    {
      command: `rm -f ${E2E_STOREFRONT_DB_PATH}* && npm run build && ${STOREFRONT} -p ${STORE_PORT}`,
      url: `http://127.0.0.1:${STORE_PORT}`,
      reuseExistingServer: false,
      timeout: 600_000,
      env: {
        TICKETING_BASE_URL: `http://127.0.0.1:${INVENTORY_PORT}`,
        TICKETING_ENV: 'staging',
        SESSION_SECRET: process.env.E2E_SESSION_SECRET,
        STOREFRONT_DB_PATH: E2E_STOREFRONT_DB_PATH,
        // The address the tests browse: payment returns and emailed links name it (never a request's Host).
        STOREFRONT_PUBLIC_URL: `http://127.0.0.1:${STORE_PORT}`,
        // Every test reserves from 127.0.0.1 within minutes; the limits themselves have their own tests.
        RESERVE_LIMIT_PER_ADDRESS: '10000',
        RESERVE_LIMIT_PER_SESSION: '10000',
        EMBED_ALLOWED_ORIGINS: EMBED_HOST_ORIGIN,
      },
    },
    {
      // Started after the build above. Ready when its port opens: a page request now would make the service
      // remember the merchant's hold time before the expiry test shortens it.
      command: `${STOREFRONT} -p ${SHORT_HOLD_STORE_PORT}`,
      port: SHORT_HOLD_STORE_PORT,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        TICKETING_BASE_URL: `http://127.0.0.1:${INVENTORY_PORT}`,
        TICKETING_ENV: 'staging',
        TICKETING_API_KEY: SHORT_HOLD_MERCHANT_KEY,
        SESSION_SECRET: process.env.E2E_SESSION_SECRET,
        STOREFRONT_DB_PATH: E2E_STOREFRONT_DB_PATH,
        STOREFRONT_PUBLIC_URL: SHORT_HOLD_STORE_URL,
      },
    },
  ],
});
