// The generated API document passes Redocly's recommended ruleset with no error and no warning (every
// operation has a unique operationId, 2xx and 4xx replies, a licence, valid examples…).
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { setUpTestService } from '../../testing/per-file';

const REDOCLY = fileURLToPath(new URL('../../../../node_modules/.bin/redocly', import.meta.url));

const service = setUpTestService({ seed: false });
const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: {
    ruleId: string;
    severity: string;
    message: string;
    location: { pointer: string }[];
  }[];
}

/** `redocly lint --extends=recommended` on the document; the CLI exits non-zero on errors. */
async function lint(document: unknown): Promise<LintReport> {
  const dir = await mkdtemp(join(tmpdir(), 'inventory-openapi-'));
  dirs.push(dir);
  const file = join(dir, 'openapi.json');
  await writeFile(file, JSON.stringify(document));
  const args = ['lint', file, '--extends=recommended', '--format=json'];
  // Offline and quiet: no usage report, no check for a newer version.
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
  const output = await promisify(execFile)(REDOCLY, args, {
    env,
    maxBuffer: 16 * 1024 * 1024,
  }).then(
    (done) => done.stdout,
    (failed: { stdout?: string }) => failed.stdout ?? '',
  );
  return JSON.parse(output) as LintReport;
}

describe('GET /openapi.json under Redocly', () => {
  it('has no problem under the recommended ruleset', { timeout: 60_000 }, async () => {
    const document = (await service.request('GET', '/openapi.json', { key: null })).body;
    const report = await lint(document);
    const problems = report.problems.map(
      (p) => `${p.severity} ${p.ruleId} at ${p.location[0]?.pointer ?? '?'}: ${p.message}`,
    );
    expect(problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });

  it(
    'reports a warning the document could have (the check can fail)',
    { timeout: 60_000 },
    async () => {
      const document = (await service.request('GET', '/openapi.json', { key: null })).body;
      delete document.paths['/api/v1/svc/business'].get.operationId;
      const report = await lint(document);
      expect(report.problems.map((p) => p.ruleId)).toEqual(['operation-operationId']);
    },
  );
});
