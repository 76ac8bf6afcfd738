import { decideAccess } from '../../app/guards/access';
import { screen } from '../../app/routes/screens';
import { useClaims } from '../../kernel/session/sessionStore';

/** Whether the user may open a screen of the route table: links to others are plain text. */
export function useCanOpen(path: string): boolean {
  return decideAccess(useClaims(), screen(path)) === 'allow';
}
