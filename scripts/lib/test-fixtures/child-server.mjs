// A stand-in for a supervised server in the supervisor's tests: listens on PORT and misbehaves as its settings say.
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const env = process.env;
// Each start appends its pid to RUNS_FILE, so a plan can differ from one start to the next.
const run =
  env.RUNS_FILE && existsSync(env.RUNS_FILE)
    ? readFileSync(env.RUNS_FILE, 'utf8').split('\n').filter(Boolean).length
    : 0;
if (env.RUNS_FILE) appendFileSync(env.RUNS_FILE, `${process.pid}\n`);

if (env.EXIT_AT_START) process.exit(Number(env.EXIT_AT_START));
if (env.IGNORE_SIGTERM) process.on('SIGTERM', () => {});

// CRASH_PLAN: milliseconds each start lives after it listens ("50,50,400"); the last one repeats, "-" never crashes.
const plan = (env.CRASH_PLAN ?? '-').split(',');
const lifetime = plan[Math.min(run, plan.length - 1)];

const server = createServer((_request, response) => response.end(`run ${run}`));
setTimeout(
  () =>
    server.listen(Number(env.PORT), '127.0.0.1', () => {
      if (lifetime !== '-') setTimeout(() => process.exit(1), Number(lifetime));
    }),
  Number(env.LISTEN_DELAY_MS ?? 0),
);
