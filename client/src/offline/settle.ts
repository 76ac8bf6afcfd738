/**
 * Device sides still closing (sign-out, a shell unmounted). Closing waits for a sync round in
 * flight; whoever must know that no round of the old session is still talking to the server (the
 * component tests, between one file and the next) waits for these.
 */
const closing = new Set<Promise<void>>();

export function trackClosing(done: Promise<void>): Promise<void> {
  closing.add(done);
  void done.finally(() => closing.delete(done));
  return done;
}

export async function offlineSettled(): Promise<void> {
  await Promise.allSettled([...closing]);
}
