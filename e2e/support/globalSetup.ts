import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ACCESS_TOKEN_SECONDS, ARTIFACTS, PASSWORD } from './env';
import { startMailbox } from './mailbox';

const ROOT = resolve(import.meta.dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === 'object' && address ? ok(address.port) : fail(new Error('no port')),
      );
    });
  });
}

async function waitForServer(url: string, child: ChildProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The server exited with ${child.exitCode}; see e2e/artifacts/server.log`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(
    `The server did not answer ${url} within ${timeoutMs / 1000}s; see e2e/artifacts/server.log`,
  );
}

/** Starts the real server on a free port with a fresh data folder, serving the built client. */
export default async function setup(project: TestProject) {
  // CLIENT_DIST (read by the server too) lets a run serve a client built into another folder.
  const dist = process.env.CLIENT_DIST ? resolve(process.env.CLIENT_DIST) : join(ROOT, 'client/dist');
  if (!existsSync(join(dist, 'index.html')) || !existsSync(join(dist, 'sw.js'))) {
    throw new Error('client/dist is missing: run `npm run build -w client` first (npm run test:e2e does).');
  }
  mkdirSync(ARTIFACTS, { recursive: true });
  // Screenshots of an earlier run's failures would only mislead.
  for (const f of readdirSync(ARTIFACTS)) if (f.endsWith('.png')) rmSync(join(ARTIFACTS, f));
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'canopy-e2e-'));
  const log = createWriteStream(join(ARTIFACTS, 'server.log'));
  const mailbox = await startMailbox();
  const child = spawn(join(ROOT, 'node_modules/.bin/tsx'), ['server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: PASSWORD,
      ACCESS_TOKEN_SECONDS: String(ACCESS_TOKEN_SECONDS),
      DATABASE_URL: '',
      SMTP_URL: mailbox.url,
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);

  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForServer(`${baseUrl}/manifest.webmanifest`, child);
  } catch (err) {
    child.kill('SIGKILL');
    await mailbox.close();
    throw err;
  }
  project.provide('baseUrl', baseUrl);
  project.provide('password', PASSWORD);
  project.provide('accessTokenSeconds', ACCESS_TOKEN_SECONDS);
  project.provide('mailDir', mailbox.dir);

  return async () => {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
    await mailbox.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(mailbox.dir, { recursive: true, force: true });
  };
}
