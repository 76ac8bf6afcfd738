import type { Locator, Page } from 'playwright-core';

/**
 * Drags `from` onto `to` with the pointer: press on the first, move in small steps, release over the
 * second. Playwright's own input, not a second DevTools session: opening one turns the page's
 * emulated network back on (navigator.onLine reads true again), which a journey with the network
 * cut must not have.
 */
export async function pointerDrag(page: Page, from: Locator, to: Locator): Promise<void> {
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  if (!a || !b) throw new Error('pointerDrag: an element is not on screen');
  const start = { x: a.x + a.width / 2, y: a.y + a.height / 2 };
  // Past the middle of the target, so the list takes the dragged card beyond it.
  const end = { x: start.x, y: b.y + (b.y < a.y ? b.height * 0.25 : b.height * 0.75) };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(end.x, end.y, { steps: 15 });
  // The list settles its drop target on the last move before the release.
  await page.mouse.move(end.x, end.y + 1);
  await page.mouse.up();
}
