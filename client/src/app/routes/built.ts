import type { ClaimFlags } from '@canopy/shared';
import { moduleRoutes } from '../../modules/routes';
import { decideAccess } from '../guards/access';
import { screen } from './screens';

let built: ReadonlySet<string> | undefined;

/** The route-table paths a module has built a screen for. */
export function builtPaths(): ReadonlySet<string> {
  built ??= new Set(
    moduleRoutes()
      .map((r) => r.options.staticData?.screen?.path)
      .filter((p) => p !== undefined),
  );
  return built;
}

/** A screen a module has built; the others only say "Coming soon" when typed as an address. */
export const isBuilt = (path: string): boolean => builtPaths().has(path);

/** Whether to lead a user to `path`: a built screen whose claim they hold. */
export const canOpen = (claims: ClaimFlags | undefined, path: string): boolean =>
  isBuilt(path) && decideAccess(claims, screen(path)) === 'allow';
