import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildClient } from './build-client.mjs';

// A stand-in for `vite build`: chatty like it, and it leaves a built client behind (or fails).
const chattyBuild = (exitCode) => [
  process.execPath,
  '-e',
  `const fs = require('node:fs');
   for (let i = 1; i <= 200; i++) console.log('dist/assets/chunk-' + i + '.js  12.3 kB');
   console.error('warning: some chunks are larger than 500 kB');
   fs.mkdirSync('dist', { recursive: true });
   fs.writeFileSync('dist/index.html', '<!doctype html>');
   process.exit(${exitCode});`,
];

let root;
let lines;
const build = (options = {}) =>
  buildClient({ root, command: chattyBuild(0), print: (l) => lines.push(l), ...options });

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'canopy-client-'));
  mkdirSync(join(root, 'client/src'), { recursive: true });
  writeFileSync(join(root, 'client/src/main.tsx'), 'export {};');
  lines = [];
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the client build at start-up', () => {
  it('says two lines while building, none of the build tool’s own output', () => {
    expect(build()).toBe(true);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe('Building the client…');
    expect(lines[1]).toMatch(/^Client built in \d+ s\.$/);
  });

  it('skips the build until an input changes, whatever the tests do', () => {
    build();
    lines = [];
    writeFileSync(join(root, 'client/src/main.test.tsx'), 'it("runs", () => {});');
    expect(build({ command: chattyBuild(1) })).toBe(true);
    expect(lines).toEqual(['Client build is up to date.']);
    writeFileSync(join(root, 'client/src/main.tsx'), 'export const changed = 1;');
    build();
    expect(lines.at(-2)).toBe('Building the client…');
  });

  it('shows the whole output, errors in place, when the build fails, and builds again next time', () => {
    expect(build({ command: chattyBuild(2) })).toBe(false);
    const shown = lines.join('\n').split('\n');
    expect(shown[0]).toBe('Building the client…');
    expect(shown).toContain('dist/assets/chunk-200.js  12.3 kB');
    expect(shown.indexOf('warning: some chunks are larger than 500 kB')).toBe(
      shown.indexOf('dist/assets/chunk-200.js  12.3 kB') + 1,
    );
    expect(shown.at(-1)).toBe('The client build failed; its output is above.');
    lines = [];
    build();
    expect(lines[0]).toBe('Building the client…');
  });
});
