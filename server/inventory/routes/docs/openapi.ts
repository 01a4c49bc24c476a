// The OpenAPI 3.1 document, generated from the same zod schemas the routes validate with. Every
// area registers its routes on the app, so the document always lists all of them.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { BODY_LIMIT_BYTES } from '../../http/body';
import type { AppEnv } from '../../http/context';
import { RETRY_AFTER_SECONDS } from '../../http/error-response';

type Document = ReturnType<OpenAPIHono<AppEnv>['getOpenAPI31Document']>;
type Response = { description: string; [key: string]: unknown };
type Operation = {
  parameters?: unknown[];
  security?: unknown[];
  responses?: Record<string, Response>;
  [key: string]: unknown;
};

const WRITE_METHODS = new Set(['post', 'put', 'patch', 'delete']);
const isApiPath = (path: string) => path.startsWith('/api/') || path.startsWith('/v2/');

const DESCRIPTION = `The Ticketing Inventory Service: catalogue (businesses, experiences, ticket categories), holds,
purchases and transactions for experience (events and cinema), bus and hotel tickets.

Every \`/api\` and \`/v2\` request carries the merchant's key in \`X-API-KEY\` (or \`Authorization: Bearer <key>\`).
A key belongs to one environment, Staging or Live; holds, inventory counts, wallet and transactions of one
environment never touch the other. Writes (POST, DELETE) also carry \`TransactionMedium\`: \`Web\`, \`Mobile\` or \`POS\`.

Every reply uses the envelope \`success\`, \`status\`, \`message\`, \`data\`; failures carry \`errors\` keyed by field
path (\`tickets.0.resource_id\`) with arrays of strings. Every write may also answer 413 (body over 64 KiB) and 415
(a body not sent as \`application/json\`); every operation 503 with \`Retry-After\` while the database is away.
Amounts are Naira numbers; experience dates are \`Day, DD Mon YYYY HH:MM:SS\` in Africa/Lagos time.

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
    description:
      'Channel of the request, recorded on holds and transactions. Missing or another value: 400.',
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
      for (const parameter of (operation.parameters ?? []) as {
        schema?: Record<string, unknown>;
        [key: string]: unknown;
      }[]) {
        if (parameter.schema?.['x-extension']) parameter['x-extension'] = true;
      }
      if (isApiPath(path) && WRITE_METHODS.has(method)) {
        operation.parameters = [
          { $ref: '#/components/parameters/TransactionMedium' },
          ...(operation.parameters ?? []),
        ];
      }
      addSharedResponses(
        operation,
        isApiPath(path) && WRITE_METHODS.has(method),
        WRITE_METHODS.has(method),
      );
    }
  }
  return document;
}

const errorReply = (description: string, extra: Record<string, unknown> = {}): Response => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
  ...extra,
});

const MEDIUM_MISSING =
  'Missing TransactionMedium header, or not one of Web, Mobile, POS (errors.TransactionMedium)';
const TOO_LARGE = `Request body over ${BODY_LIMIT_BYTES / 1024} KiB`;
const NOT_JSON = 'Request body sent with a Content-Type other than application/json, or with none';
const UNAVAILABLE = errorReply(
  'The database is unavailable for now (restarting, unreachable, or its disk full): nothing was done unless it committed before it went (a buy sent again with the same merchant_reference then answers 409 naming the transaction). Try again after Retry-After seconds.',
  {
    headers: {
      'Retry-After': {
        description: `Seconds to wait before trying again (${RETRY_AFTER_SECONDS})`,
        schema: { type: 'integer', minimum: 1 },
      },
    },
  },
);

/**
 * The replies of the middleware every route goes through, which no route describes itself: the
 * TransactionMedium check of `/api` and `/v2` writes (400), the body reader (413) and the JSON body
 * check (415) of every write, and the database away (503) on every operation (each reads it).
 */
function addSharedResponses(operation: Operation, checksMedium: boolean, takesBody: boolean): void {
  const responses = (operation.responses ??= {});
  if (checksMedium) {
    const existing = responses['400'];
    if (existing)
      existing.description = `${existing.description}; or ${MEDIUM_MISSING[0]!.toLowerCase()}${MEDIUM_MISSING.slice(1)}`;
    else responses['400'] = errorReply(MEDIUM_MISSING);
  }
  if (takesBody) {
    responses['413'] ??= errorReply(TOO_LARGE);
    responses['415'] ??= errorReply(NOT_JSON);
  }
  responses['503'] ??= UNAVAILABLE;
}
