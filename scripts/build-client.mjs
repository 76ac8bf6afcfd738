// Builds the client only when its inputs changed since the last build, so a restart takes seconds.
// The build itself is quiet: two lines when it works, so the server's address and sign-ins stay in
// view; its whole output only when it fails, since that is when someone needs to read it.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';

const INPUTS = [
  'client/src',
  'client/public',
  'client/index.html',
  'client/public-pages.html',
  'client/vite.config.ts',
  'client/vite.common.ts',
  'client/vite.public.config.ts',
  'client/package.json',
  'shared/src',
  'sync/src',
  'package-lock.json',
];
const STAMP = 'client/dist/.inputs-sha256';
const VITE_BUILD = ['npx', 'vite', 'build', '--logLevel', 'warn'];
const isTest = (name) => /\.test\.tsx?$/.test(name);

function files(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => (isTest(name) ? [] : files(join(path, name))));
}

/** A fingerprint of everything the client build reads (tests excluded), by path and content. */
export function inputsDigest(root) {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap((input) => files(join(root, input)))) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file));
  }
  return hash.digest('hex');
}

/** Runs a command with its output kept aside, stdout and stderr interleaved as they came. */
function runQuietly([command, ...args], cwd) {
  const dir = mkdtempSync(join(tmpdir(), 'canopy-build-'));
  const log = join(dir, 'output.log');
  const fd = openSync(log, 'w');
  try {
    const run = spawnSync(command, args, { cwd, stdio: ['ignore', fd, fd] });
    return { ok: run.status === 0, output: readFileSync(log, 'utf8') || String(run.error ?? '') };
  } finally {
    closeSync(fd);
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Builds the client in `root` unless the last build had the same inputs (or `force`). Says what it
 * does in a line or two through `print`; returns whether a usable build is there.
 */
export function buildClient({
  root = process.cwd(),
  force = false,
  command = VITE_BUILD,
  print = console.log,
}) {
  const digest = inputsDigest(root);
  const stamp = join(root, STAMP);
  const built = existsSync(join(root, 'client/dist/index.html')) && existsSync(stamp);
  if (!force && built && readFileSync(stamp, 'utf8') === digest) {
    print('Client build is up to date.');
    return true;
  }
  print('Building the client…');
  const started = Date.now();
  const run = runQuietly(command, join(root, 'client'));
  if (!run.ok) {
    print(run.output.trimEnd());
    print('The client build failed; its output is above.');
    return false;
  }
  writeFileSync(stamp, digest);
  print(`Client built in ${Math.round((Date.now() - started) / 1000)} s.`);
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const ok = buildClient({ force: process.argv.includes('--force') });
  process.exit(ok ? 0 : 1);
}
