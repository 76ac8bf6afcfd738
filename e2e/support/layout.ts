import type { Page } from 'playwright-core';

/**
 * Elements that reach past the screen's right edge (where a page grows sideways; a closed menu
 * drawer waits past the left edge on purpose), described as `tag.class "text"`. An element clipped
 * by an ancestor that scrolls or hides its overflow (and that itself fits) does not count: a wide
 * table inside its own scroll box is fine on a phone, a page the user must pan sideways is not.
 */
export async function beyondScreen(page: Page): Promise<string[]> {
  // A toast waits off the edge for a frame or more before it slides in, longer on a loaded
  // machine; what reaches past the screen counts only when three looks 150 ms apart agree.
  let last: string[] = [];
  let same = 0;
  for (let look = 0; look < 12; look += 1) {
    const found = await measure(page);
    if (found.length === 0) return found;
    same = JSON.stringify(found) === JSON.stringify(last) ? same + 1 : 0;
    if (same === 2) return found;
    last = found;
    await page.waitForTimeout(150);
  }
  return last;
}

async function measure(page: Page): Promise<string[]> {
  await settled(page);
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const fits = (r: DOMRect) => r.right <= width + 1;
    const found: HTMLElement[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      const r = el.getBoundingClientRect();
      // Screen-reader-only text is a 1 px box placed off the page on purpose.
      if (r.width <= 1 || r.height <= 1) continue;
      if (getComputedStyle(el).visibility === 'hidden') continue;
      // Text that does not wrap spills past its own box without widening it.
      const spill = getComputedStyle(el).overflowX === 'visible' ? el.scrollWidth - el.clientWidth : 0;
      const right = Math.max(r.right, r.left + el.clientWidth + spill);
      if (right <= width + 1) continue;
      let clipped = false;
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        if (getComputedStyle(p).overflowX !== 'visible' && fits(p.getBoundingClientRect())) {
          clipped = true;
          break;
        }
      }
      if (clipped) continue;
      found.push(el);
    }
    // Boxes around an offender spill with it; name only the innermost ones, which are the causes.
    return found
      .filter((el) => !found.some((o) => o !== el && el.contains(o)))
      .slice(0, 10)
      .map((el) => {
        const r = el.getBoundingClientRect();
        const cls = typeof el.className === 'string' ? el.className.split(/\s+/)[0] : '';
        const text = (el.innerText ?? '').trim().slice(0, 40);
        return `${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''} "${text}" (${Math.round(r.left)}–${Math.round(r.right)}, content ${el.scrollWidth} px)`;
      });
  });
}

/**
 * Waits for the page's finite animations and transitions (a notification sliding in from the edge)
 * to end, so a measure sees where things come to rest, not a frame of their way there. Two frames
 * first, so a transition started by the last render has begun.
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const finite = document
      .getAnimations()
      .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
}
