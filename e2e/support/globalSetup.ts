import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ACCESS_TOKEN_SECONDS, ARTIFACTS, PASSWORD } from './env';
import { JOURNEY_WORKERS } from './workers';
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

async function waitForServer(
  url: string,
  child: ChildProcess,
  logName: string,
  timeoutMs = 90_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The server exited with ${child.exitCode}; see e2e/artifacts/${logName}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(
    `The server did not answer ${url} within ${timeoutMs / 1000}s; see e2e/artifacts/${logName}`,
  );
}

interface Started {
  baseUrl: string;
  mailDir: string;
  stop: () => Promise<void>;
}

/** One real server on a free port with a fresh data folder and its own mailbox, serving `dist`. */
async function startServer(n: number): Promise<Started> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'canopy-e2e-'));
  const logName = `server-${n}.log`;
  const log = createWriteStream(join(ARTIFACTS, logName));
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
    // Its own process group: tsx runs the server as a child of its own, and a kill of tsx alone
    // would leave that server running after the journeys.
    detached: true,
  });
  const signalAll = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // The group is gone already.
    }
  };
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);

  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForServer(`${baseUrl}/manifest.webmanifest`, child, logName);
  } catch (err) {
    signalAll('SIGKILL');
    await mailbox.close();
    throw err;
  }
  return {
    baseUrl,
    mailDir: mailbox.dir,
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      signalAll('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      // Whatever of the group is still running (the server under tsx) goes now.
      signalAll('SIGKILL');
      await mailbox.close();
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(mailbox.dir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts one server per journey worker, each with its own data, so two journeys running side by
 * side never meet each other's schedules, bookings or mail.
 */
export default async function setup(project: TestProject) {
  // CLIENT_DIST (read by the server too) lets a run serve a client built into another folder.
  const dist = process.env.CLIENT_DIST ? resolve(process.env.CLIENT_DIST) : join(ROOT, 'client/dist');
  if (!existsSync(join(dist, 'index.html')) || !existsSync(join(dist, 'sw.js'))) {
    throw new Error('client/dist is missing: run `npm run build -w client` first (npm run test:e2e does).');
  }
  mkdirSync(ARTIFACTS, { recursive: true });
  // Screenshots and logs of an earlier run would only mislead.
  for (const f of readdirSync(ARTIFACTS)) if (/\.(png|log)$/.test(f)) rmSync(join(ARTIFACTS, f));
  const results = await Promise.allSettled(
    Array.from({ length: JOURNEY_WORKERS }, (_, i) => startServer(i + 1)),
  );
  const servers = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const stopAll = () => Promise.all(servers.map((s) => s.stop()));
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  project.provide(
    'servers',
    servers.map(({ baseUrl, mailDir }) => ({ baseUrl, mailDir })),
  );
  project.provide('password', PASSWORD);
  project.provide('accessTokenSeconds', ACCESS_TOKEN_SECONDS);

  return async () => {
    await stopAll();
  };
}
