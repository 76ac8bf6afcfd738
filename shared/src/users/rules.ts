import { Messages } from '../messages';
import { USERNAME_MAX, USERNAME_MIN } from './schemas';

// Letters and digits of any script, and the marks of an email address, so an address works as a
// name; nothing that could hide in a page or a log (markup, quotes, control characters).
const USERNAME_CHARS = /^[\p{L}\p{N}._@+-]+$/u;

/**
 * The one rule for sign-in names, wherever one is chosen: my account, a new employee, portal access.
 * The name is taken trimmed; the answer is the message to show, or null when it is fine.
 */
export function usernameProblem(raw: string): string | null {
  const name = raw.trim();
  if (name.length < USERNAME_MIN || name.length > USERNAME_MAX) return Messages.UsernameLength;
  if (/\s/.test(name)) return Messages.UsernameSpaces;
  if (!USERNAME_CHARS.test(name)) return Messages.UsernameCharacters;
  return null;
}
