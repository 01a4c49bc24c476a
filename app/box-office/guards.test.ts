// Every way into the box office is guarded: each page asks for a staff session, each route handler and action
// goes through the staff guards (which check the Origin), so a new page or action cannot forget it. Each action's
// policy is also probed through the build's manifest (server/security/action-policies.test.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname);

function filesNamed(name: string, dir = ROOT): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesNamed(name, path);
    return entry.name === name ? [path] : [];
  });
}

const source = (path: string) => readFileSync(path, 'utf8');
const named = (paths: string[]) => paths.map((path) => relative(ROOT, path)).sort();

/** The body of each exported async function or exported const of a module, by name. */
function exportedBodies(text: string): Map<string, string> {
  const starts = [...text.matchAll(/^export (?:async function (\w+)|const (\w+) =)/gm)];
  return new Map(
    starts.map((match, index) => [
      match[1] ?? match[2]!,
      text.slice(match.index, starts[index + 1]?.index ?? text.length),
    ]),
  );
}

describe('box-office guards', () => {
  it('asks every page but sign-in for a staff session', () => {
    const pages = filesNamed('page.tsx');
    expect(pages.length).toBeGreaterThanOrEqual(8);
    const unguarded = pages.filter(
      (path) => !/\b(requireStaff|openPeriodPage)\(/.test(source(path)),
    );
    expect(named(unguarded)).toEqual(['sign-in/page.tsx']);
  });

  it('serves every route handler through staffRoute', () => {
    const routes = filesNamed('route.ts');
    expect(routes.length).toBeGreaterThanOrEqual(2);
    const handlers = routes.flatMap((path) =>
      [...source(path).matchAll(/^export const (GET|POST|PUT|PATCH|DELETE) = (\w+)\(/gm)].map(
        (match) => ({ path, guard: match[2] }),
      ),
    );
    expect(handlers.length).toBeGreaterThanOrEqual(routes.length);
    expect(handlers.filter(({ guard }) => guard !== 'staffRoute')).toEqual([]);
    expect(
      routes.filter((path) =>
        /^export (async )?function (GET|POST|PUT|PATCH|DELETE)\b/m.test(source(path)),
      ),
    ).toEqual([]);
  });

  it('opens to the door team only the check-in pages and routes, and the session renewal', () => {
    const files = [
      ...filesNamed('page.tsx'),
      ...filesNamed('route.ts'),
      ...filesNamed('actions.ts'),
    ];
    const forDoor = files.filter((path) =>
      /\b(requireStaff|staffRoute|staffCaller|assertStaffAction)\('door'|role: 'door'/.test(
        source(path),
      ),
    );
    expect(
      named(forDoor).filter((path) => !path.startsWith('check-in/') && path !== 'session/route.ts'),
    ).toEqual([]);
  });

  it('declares every action through staffAction (sign-in and sign-out through guardedAction), so each checks the Origin first', () => {
    const actions = filesNamed('actions.ts').flatMap((path) =>
      [...exportedBodies(source(path))].map(([name, body]) => ({
        action: `${relative(ROOT, path)} ${name}`,
        body,
      })),
    );
    expect(actions.length).toBeGreaterThanOrEqual(8);
    const unguarded = actions.filter(({ action, body }) => {
      const guard = action.startsWith('sign-in/')
        ? /^export const \w+ = guardedAction</
        : /^export const \w+ = staffAction</;
      return !guard.test(body.split('\n')[0]!);
    });
    expect(unguarded.map(({ action }) => action)).toEqual([]);
  });
});
