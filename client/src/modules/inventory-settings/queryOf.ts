/**
 * The search text from the URL. The router reads a number-like value ('60201') as a number, and
 * zip codes and sizes are searched by exactly such text, so numbers count as text here.
 */
export function queryOf(q: unknown): string | undefined {
  const text = typeof q === 'string' ? q.trim() : typeof q === 'number' ? String(q) : '';
  return text || undefined;
}
