import { canOpen } from '../../app/routes/built';
import { useClaims } from '../../kernel/session/sessionStore';

/** Whether the user may open a built screen of the route table: links to others are plain text. */
export function useCanOpen(path: string): boolean {
  return canOpen(useClaims(), path);
}
