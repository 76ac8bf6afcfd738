// Runs npm scripts side by side and fails if any fails: the checks are single-threaded, so on a
// multi-core machine typecheck and lint together take the time of the longer one.
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
const runs = scripts.map(
  (name) =>
    new Promise((resolve) => {
      const child = spawn('npm', ['run', '--silent', name], {
        stdio: 'inherit',
        shell: process.platform === 'win32',
      });
      child.on('exit', (code) => resolve({ name, code: code ?? 1 }));
    }),
);
const failed = (await Promise.all(runs)).filter((r) => r.code !== 0);
for (const f of failed) console.error(`${f.name} failed (exit ${f.code})`);
process.exit(failed.length ? 1 : 0);
