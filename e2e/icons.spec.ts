// The site's icons: every page names them, each address answers with an image, and no page logs a missing one.
import { expect, test } from '@playwright/test';

test('pages link the favicon, app icons and manifest, and each answers', async ({
  page,
  request,
}) => {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') failed.push(message.text());
  });
  await page.goto('/events');
  await page.waitForLoadState('networkidle');

  const links = await page
    .locator('head link[rel~="icon"], head link[rel="apple-touch-icon"], head link[rel="manifest"]')
    .evaluateAll((nodes) =>
      nodes.map(
        (node) => `${node.getAttribute('rel')} ${node.getAttribute('href')?.split('?')[0]}`,
      ),
    );
  expect(links).toEqual(
    expect.arrayContaining([
      'manifest /manifest.webmanifest',
      'icon /favicon.ico',
      'icon /icon.svg',
      'apple-touch-icon /apple-icon.png',
    ]),
  );

  const types: Record<string, string> = {
    '/favicon.ico': 'image/x-icon',
    '/icon.svg': 'image/svg+xml',
    '/apple-icon.png': 'image/png',
    '/icons/icon-192.png': 'image/png',
    '/icons/icon-512.png': 'image/png',
    '/manifest.webmanifest': 'application/manifest+json',
  };
  for (const [path, type] of Object.entries(types)) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toContain(type);
  }
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    icons: { src: string }[];
  };
  for (const icon of manifest.icons)
    expect((await request.get(icon.src)).status(), icon.src).toBe(200);
  expect(failed).toEqual([]);
});
