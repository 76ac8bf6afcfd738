import type { ModelState } from '@canopy/shared';

function flipFirst(s: string): string {
  const first = s.charAt(0);
  const flipped = first === first.toUpperCase() ? first.toLowerCase() : first.toUpperCase();
  return flipped + s.slice(1);
}

/**
 * Finds the form path a ModelState key names. The server may spell the first letter of each part
 * either way ('address.zip' for Address.Zip) and index lists with brackets ('Phones[0].Phone');
 * the form uses dots. Null when no such field exists in the values.
 */
export function resolveFieldPath(key: string, values: unknown): string | null {
  const parts = key
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter(Boolean);
  const path: string[] = [];
  let node: unknown = values;
  for (const part of parts) {
    if (node === null || typeof node !== 'object') return null;
    const match = [part, flipFirst(part)].find((p) => Object.prototype.hasOwnProperty.call(node, p));
    if (match === undefined) return null;
    path.push(match);
    node = (node as Record<string, unknown>)[match];
  }
  return path.length ? path.join('.') : null;
}

/** Splits field errors into those that land on a form field and the rest, which need a toast. */
export function mapFieldErrors(
  fieldErrors: ModelState,
  values: unknown,
): { errors: Record<string, string>; unmapped: string[] } {
  const errors: Record<string, string> = {};
  const unmapped: string[] = [];
  for (const [key, messages] of Object.entries(fieldErrors)) {
    if (!messages.length) continue;
    const path = resolveFieldPath(key, values);
    if (path) errors[path] = messages.join(' ');
    else unmapped.push(...messages);
  }
  return { errors, unmapped };
}
