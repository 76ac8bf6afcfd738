// Builds the client only when its inputs changed since the last build, so a restart takes seconds.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const INPUTS = [
  'client/src',
  'client/public',
  'client/index.html',
  'client/vite.config.ts',
  'client/package.json',
  'shared/src',
  'sync/src',
  'package-lock.json',
];
const STAMP = 'client/dist/.inputs-sha256';
const isTest = (name) => /\.test\.tsx?$/.test(name);

function files(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => (isTest(name) ? [] : files(join(path, name))));
}

const hash = createHash('sha256');
for (const file of INPUTS.flatMap(files)) hash.update(file).update('\0').update(readFileSync(file));
const digest = hash.digest('hex');

const force = process.argv.includes('--force');
if (
  !force &&
  existsSync('client/dist/index.html') &&
  existsSync(STAMP) &&
  readFileSync(STAMP, 'utf8') === digest
) {
  console.log('Client build is up to date.');
  process.exit(0);
}
console.log('Building the client…');
const run = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: 'client', stdio: 'inherit' });
if (run.status !== 0) process.exit(run.status ?? 1);
writeFileSync(STAMP, digest);
console.log('Client built.');
