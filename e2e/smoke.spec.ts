// Smoke test: the storefront answers its home page with the security headers.
import { expect, test } from '@playwright/test';

test('the storefront serves its home page with security headers', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const headers = response?.headers() ?? {};
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
  // Order pages carry the order's reference in their address: other sites get the origin at most.
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
});
