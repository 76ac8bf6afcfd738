import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The layering rules of eslint.config.js, tried on small sources placed where the rules apply: each
// crossing is refused by `npm run check`, and the allowed neighbour passes.
const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = x;\n`, { filePath });
  return result!.messages.filter((m) => m.ruleId?.endsWith('no-restricted-imports')).map((m) => m.message);
}

describe('the lint boundaries', () => {
  it('keep platform code free of modules and the seed', async () => {
    const file = 'server/src/platform/files/example.ts';
    expect(await boundaryErrors(file, "import { x } from '../../modules/accounts/accounts.repo';")).toEqual([
      expect.stringContaining('platform serves every module'),
    ]);
    expect(await boundaryErrors(file, "import { x } from '../../seed/demo';")).toHaveLength(1);
    expect(await boundaryErrors(file, "import { x } from '../db';")).toEqual([]);
  });

  it("keep modules from the seed and from each other's routes", async () => {
    const file = 'server/src/modules/daily-logs/example.ts';
    expect(await boundaryErrors(file, "import { x } from '../work-orders/work-orders.routes';")).toEqual([
      expect.stringContaining('never its routes'),
    ]);
    expect(
      await boundaryErrors(
        'server/src/modules/sync/push/example.ts',
        "import { x } from '../../accounts/accounts.routes';",
      ),
    ).toHaveLength(1);
    expect(await boundaryErrors(file, "import { x } from '../../seed/demo';")).toHaveLength(1);
    expect(await boundaryErrors(file, "import { x } from './daily-logs.routes';")).toEqual([]);
    expect(await boundaryErrors(file, "import { x } from '../work-orders/work-orders.service';")).toEqual([]);
  });

  it('leave the query builder to repos: services and routes may import its types only', async () => {
    const service = 'server/src/modules/accounts/accounts.service.ts';
    expect(await boundaryErrors(service, "import { sql as x } from 'kysely';")).toEqual([
      expect.stringContaining('leave SQL to the repo'),
    ]);
    expect(await boundaryErrors(service, "import type { Kysely as x } from 'kysely';")).toEqual([]);
    expect(
      await boundaryErrors(
        'server/src/modules/accounts/accounts.repo.ts',
        "import { sql as x } from 'kysely';",
      ),
    ).toEqual([]);
  });

  it('keep the client layers apart: kernel, then ui, then app and modules', async () => {
    expect(
      await boundaryErrors('client/src/ui/Example.tsx', "import { x } from '../app/Shell';"),
    ).toHaveLength(1);
    expect(
      await boundaryErrors('client/src/kernel/api/example.ts', "import { x } from '../../ui/List';"),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'client/src/app/Example.tsx',
        "import { x } from '../modules/accounts/AccountList';",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors('client/src/app/Example.tsx', "import { x } from '../modules/routes';"),
    ).toEqual([]);
    expect(await boundaryErrors('client/src/ui/Example.tsx', "import { x } from '../kernel/api';")).toEqual(
      [],
    );
  });
});
