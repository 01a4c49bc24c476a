// Runs several long-lived processes together; Ctrl-C (or one of them dying) stops them all.
import { spawn } from 'node:child_process';

export function runTogether(processes) {
  const children = processes.map(({ name, command, args, env }) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => {
      if (!stopping) {
        console.error(`[${name}] exited (${signal ?? code}); stopping the others`);
        stopAll(code ?? 1);
      }
    });
    return child;
  });

  let stopping = false;
  let exitCode = 0;
  function stopAll(code) {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    const timer = setTimeout(() => {
      for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    }, 5000);
    timer.unref();
  }

  process.on('SIGINT', () => stopAll(0));
  process.on('SIGTERM', () => stopAll(0));
  Promise.all(children.map((child) => new Promise((resolve) => child.once('close', resolve)))).then(() =>
    process.exit(exitCode),
  );
}

export const bin = (name) => new URL(`../../node_modules/.bin/${name}`, import.meta.url).pathname;
