import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { ComingSoonPage } from '../pages/ComingSoonPage';
import { createAppRouter } from '../router';
import { splatRoute } from '../routes/fallbackRoutes';

const router = createAppRouter(new QueryClient(), createMemoryHistory());

/** What the app's route tree puts at a path: a module's screen, "Coming soon", or not found. */
export function shownAt(path: string): 'screen' | 'coming soon' | 'not found' {
  const [, , found] = router.getMatchedRoutes(path);
  if (!found || found.id === splatRoute.id) return 'not found';
  return found.options.component === ComingSoonPage ? 'coming soon' : 'screen';
}
