// Every installed package must run on the Node versions our `engines` field promises.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';

const root = JSON.parse(readFileSync('package.json', 'utf8'));
const ours = semver.minVersion(root.engines.node).version;
const bad = [];
function visit(dir) {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    if (name.startsWith('.')) continue;
    const path = join(dir, name);
    if (name.startsWith('@')) {
      visit(path);
      continue;
    }
    const file = join(path, 'package.json');
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8'));
      const wants = pkg.engines?.node;
      if (typeof wants === 'string' && !semver.satisfies(ours, wants))
        bad.push(`${pkg.name}@${pkg.version} wants node ${wants}`);
    }
    visit(join(path, 'node_modules'));
  }
}
visit('node_modules');
if (bad.length) {
  console.error(
    `Packages that need a newer Node than engines.node (${root.engines.node}):\n  ${bad.join('\n  ')}`,
  );
  process.exit(1);
}
console.log(`engines: every installed package runs on Node ${ours}`);
