// The API document (/openapi.json) and the reference page (/docs).
import { describe, expect, it } from 'vitest';
import { setUpTestService } from '../../testing/per-file';

const service = setUpTestService({ seed: false });

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the document is walked as plain JSON
type Json = any;

describe('GET /openapi.json', () => {
  it('is a public OpenAPI 3.1 document with the key scheme and TransactionMedium', async () => {
    const res = await service.request('GET', '/openapi.json', { key: null });
    expect(res.status).toBe(200);
    const doc: Json = res.body;
    expect(doc.openapi).toMatch(/^3\.1\./);
    expect(doc.info.title).toBe('Ticketing Inventory Service');
    expect(doc.components.securitySchemes.ApiKey).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'X-API-KEY',
    });
    expect(doc.components.parameters.TransactionMedium).toMatchObject({
      in: 'header',
      required: true,
    });
    expect(doc.security).toEqual([{ ApiKey: [] }, { BearerAuth: [] }]);
  });

  it('lists the spec catalogue paths and every API route registered on the app', async () => {
    const doc: Json = (await service.request('GET', '/openapi.json', { key: null })).body;
    const paths = Object.keys(doc.paths);
    for (const path of [
      '/api/v1/svc/business',
      '/api/v1/svc/experience',
      '/api/v1/svc/experience/tickets/{experience_id}',
      '/api/v1/svc/experience/v/{experience_id}',
      '/api/v1/svc/validate',
      '/api/v1/svc/validate/{reservation_id}',
      '/api/v1/svc/experience/buy/tickets',
      '/api/v1/svc/transaction',
      '/v2/svc/transactions/{reference}',
    ]) {
      expect(paths).toContain(path);
    }
    // Routes other areas add with createRoute show up too.
    const registered = service.app.routes
      .filter(
        (r) => (r.path.startsWith('/api/') || r.path.startsWith('/v2/')) && r.method !== 'ALL',
      )
      .map((r) => `${r.method.toLowerCase()} ${r.path.replace(/:([A-Za-z_]+)/g, '{$1}')}`);
    expect(registered.length).toBeGreaterThan(4);
    for (const route of registered) {
      const [method, path] = route.split(' ') as [string, string];
      expect(doc.paths[path]?.[method], route).toBeDefined();
    }
  });

  it('documents query parameters, the envelope, writes with TransactionMedium, and marks extensions', async () => {
    const doc: Json = (await service.request('GET', '/openapi.json', { key: null })).body;
    const list = doc.paths['/api/v1/svc/experience'].get;
    expect(list.parameters.map((p: Json) => p.name).sort()).toEqual(
      ['business_id', 'category_id', 'cinema', 'featured', 'page', 'search', 'sorted_by'].sort(),
    );
    expect(list.responses['422']).toBeDefined();
    const hold = doc.paths['/api/v1/svc/validate'].post;
    expect(hold.parameters).toContainEqual({ $ref: '#/components/parameters/TransactionMedium' });
    expect(doc.paths['/api/v1/svc/experience'].get.parameters).not.toContainEqual({
      $ref: '#/components/parameters/TransactionMedium',
    });
    const text = JSON.stringify(doc);
    expect(text).toContain('"x-extension":true');
    expect(doc.paths['/media/{kind}/{file}'].get['x-extension']).toBe(true);
    expect(doc.paths['/media/{kind}/{file}'].get.security).toEqual([]);
    const tickets = doc.paths['/api/v1/svc/experience/tickets/{experience_id}'].get.parameters;
    expect(tickets.find((p: Json) => p.name === 'time_id')['x-extension']).toBe(true);
  });

  it('documents the bus and hotel routes, the extensions marked', async () => {
    const doc = (await service.request('GET', '/openapi.json', { key: null })).body as Json;
    const extensions = [
      ['get', '/api/v1/svc/transport/routes'],
      ['get', '/api/v1/svc/transport/routes/{route_id}/schedules'],
      ['get', '/api/v1/svc/transport/schedules/{schedule_id}'],
      ['post', '/api/v1/svc/bus/buy/tickets'],
      ['get', '/v2/svc/hotels'],
      ['get', '/v2/svc/hotels/{hotel_id}/rooms'],
    ];
    for (const [method, path] of extensions)
      expect(doc.paths[path!][method!]['x-extension'], path).toBe(true);
    for (const path of ['/v2/svc/hotels/buy', '/v2/svc/hotels/book']) {
      expect(Object.keys(doc.paths[path].post.responses).sort()).toEqual([
        '201',
        '400',
        '401',
        '402',
        '404',
        '409',
        '413',
        '415',
        '422',
        '503',
      ]);
    }
  });
});

describe('GET /docs', () => {
  it('serves the reference page and its assets from this service, with no external URL', async () => {
    const page = await service.request('GET', '/docs', { key: null });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = String(page.body);
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(assets).toContain('/docs/assets/swagger-ui-bundle.js');
    for (const asset of assets) {
      const res = await service.app.request(asset);
      expect(res.status, asset).toBe(200);
      expect(res.headers.get('cache-control')).toContain('max-age');
    }
    const init = await service.app.request('/docs/assets/init.js');
    const script = await init.text();
    expect(script).toContain("url: '/openapi.json'");
    expect(script).toContain('validatorUrl: null');
    expect((await service.app.request('/docs/assets/package.json')).status).toBe(404);
    expect((await service.app.request('/docs/assets/..%2Fpackage.json')).status).toBe(404);
  });
});
