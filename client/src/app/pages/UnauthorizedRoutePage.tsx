import { useSession } from '../../kernel/session/sessionStore';
import { Shell } from '../shell/Shell';
import { PublicFrame } from './PublicFrame';
import { UnauthorizedPage } from './UnauthorizedPage';

/** The guard's target: inside the shell (with the menu) for a signed-in user, bare otherwise. */
export function UnauthorizedRoutePage() {
  const session = useSession();
  if (session) {
    return (
      <Shell>
        <UnauthorizedPage />
      </Shell>
    );
  }
  return (
    <PublicFrame title="Canopy">
      <UnauthorizedPage />
    </PublicFrame>
  );
}
