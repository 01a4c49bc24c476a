// The OpenAPI 3.1 document, generated from the same zod schemas the routes validate with. Every
// area registers its routes on the app, so the document always lists all of them.
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../http/context';

type Document = ReturnType<OpenAPIHono<AppEnv>['getOpenAPI31Document']>;
type Operation = { parameters?: unknown[]; security?: unknown[]; [key: string]: unknown };

const WRITE_METHODS = new Set(['post', 'put', 'patch', 'delete']);
const isApiPath = (path: string) => path.startsWith('/api/') || path.startsWith('/v2/');

const DESCRIPTION = `The Ticketing Inventory Service: catalogue (businesses, experiences, ticket categories), holds,
purchases and transactions for experience (events and cinema), bus and hotel tickets.

Every \`/api\` and \`/v2\` request carries the merchant's key in \`X-API-KEY\` (or \`Authorization: Bearer <key>\`).
A key belongs to one environment, Staging or Live; holds, inventory counts, wallet and transactions of one
environment never touch the other. Writes (POST, DELETE) also carry \`TransactionMedium\`: \`Web\`, \`Mobile\` or \`POS\`.

Every reply uses the envelope \`success\`, \`status\`, \`message\`, \`data\`; failures carry \`errors\` keyed by field
path (\`tickets.0.resource_id\`) with arrays of strings. Amounts are Naira numbers; experience dates are
\`Day, DD Mon YYYY HH:MM:SS\` in Africa/Lagos time.

Operations, parameters and fields marked \`x-extension: true\` are this implementation's decisions where the
provider's specification is silent (see docs/api-extensions.md in the repository).`;

/** Not open source: an SPDX reference to a licence of our own (the repository publishes none). */
const LICENSE = { name: 'Proprietary, all rights reserved', identifier: 'LicenseRef-Proprietary' };

/** Registers the components every area refers to: the key schemes and the TransactionMedium header. */
export function registerOpenApiComponents(app: OpenAPIHono<AppEnv>): void {
  const registry = app.openAPIRegistry;
  registry.registerComponent('securitySchemes', 'ApiKey', {
    type: 'apiKey',
    in: 'header',
    name: 'X-API-KEY',
    description: "The merchant's Staging or Live key; the key decides the environment.",
  });
  registry.registerComponent('securitySchemes', 'BearerAuth', {
    type: 'http',
    scheme: 'bearer',
    description: 'The same key as `Authorization: Bearer <key>`, read when X-API-KEY is absent.',
  });
  registry.registerComponent('parameters', 'TransactionMedium', {
    name: 'TransactionMedium',
    in: 'header',
    required: true,
    description: 'Channel of the request, recorded on holds and transactions. Missing or another value: 400.',
    schema: { type: 'string', enum: ['Web', 'Mobile', 'POS'] },
  });
}

export function buildOpenApiDocument(app: OpenAPIHono<AppEnv>, publicUrl: string): Document {
  const document = app.getOpenAPI31Document({
    openapi: '3.1.0',
    info: { title: 'Ticketing Inventory Service', version: '1.0.0', description: DESCRIPTION },
    servers: [{ url: publicUrl, description: 'this service' }],
    security: [{ ApiKey: [] }, { BearerAuth: [] }],
  });
  // OpenAPI 3.1 names a licence by SPDX identifier, which the generator's (3.0) types lack.
  Object.assign(document.info, { license: LICENSE });
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, value] of Object.entries(item as Record<string, unknown>)) {
      const operation = value as Operation;
      if (!isApiPath(path)) operation.security = [];
      // A parameter whose schema is marked as an extension is marked itself, where readers look.
      for (const parameter of (operation.parameters ?? []) as { schema?: Record<string, unknown>; [key: string]: unknown }[]) {
        if (parameter.schema?.['x-extension']) parameter['x-extension'] = true;
      }
      if (isApiPath(path) && WRITE_METHODS.has(method)) {
        operation.parameters = [{ $ref: '#/components/parameters/TransactionMedium' }, ...(operation.parameters ?? [])];
      }
    }
  }
  return document;
}
