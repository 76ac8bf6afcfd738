/**
 * The messages as a namespace of constants rather than one object: the bundler leaves out those no
 * screen shows, where the object came whole into the sign-in page's script.
 */
export * as Messages from './messageList';

/** The '--' marker: a heading followed by items; the client shows a heading and a bulleted list. */
export const LIST_MARKER = '--';

export function markerMessage(heading: string, items: string[]): string {
  return [heading, ...items].join(LIST_MARKER);
}

export function splitMarker(message: string): { heading: string; items: string[] } | null {
  if (!message.includes(LIST_MARKER)) return null;
  const [heading = '', ...items] = message.split(LIST_MARKER).map((s) => s.trim());
  return { heading, items: items.filter(Boolean) };
}
