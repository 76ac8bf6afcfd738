import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { useRouter } from '@tanstack/react-router';
import { useAfterScreenShown } from '../../../app/shell/afterScreenShown';
import { CardList, type WorkOrderCardsProps } from './WorkOrderCard';

// Drag and drop was two thirds of the day's code, and none of it shows: the screen does not wait for it.
const loadSortable = () => import('./SortableCards');

/** Time for the click that follows a pointerup (a phone may take a moment after the lift). */
const CLICK_SETTLE_MS = 300;

/** Names a focusable part of a card alike in both lists: its label, or the link's address. */
const focusKey = (el: Element) => el.getAttribute('aria-label') ?? el.getAttribute('href');

/**
 * True once `ready` is and no pointer is down or just lifted. Taking on drag and drop remounts the
 * cards: a tap pressed on the old ones and lifted on the new ones would click nothing, and a focused
 * button would take the focus away with it, so the focus is put back on its namesake.
 */
function useSwapWhenIdle(ready: boolean, list: RefObject<HTMLElement | null>): boolean {
  const [swapped, setSwapped] = useState(false);
  // Kept across the effect's runs: a press made before the module arrived is still down after.
  const pointer = useRef({ down: new Set<number>(), liftedAt: Number.NEGATIVE_INFINITY });
  const refocus = useRef<string | null>(null);

  useEffect(() => {
    if (swapped) return;
    const p = pointer.current;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const swap = () => {
      if (!ready || p.down.size) return;
      const focused = document.activeElement;
      refocus.current = focused && list.current?.contains(focused) ? focusKey(focused) : null;
      // Committed in this task, so no press can land on the old cards in between.
      flushSync(() => setSwapped(true));
    };
    const later = () => {
      clearTimeout(timer);
      timer = setTimeout(swap, Math.max(0, p.liftedAt + CLICK_SETTLE_MS - performance.now()));
    };
    const down = (e: PointerEvent) => p.down.add(e.pointerId);
    const up = (e: PointerEvent) => {
      p.down.delete(e.pointerId);
      p.liftedAt = performance.now();
      later();
    };
    // Capture: a handler that stops the event on its way down must not hide it from us.
    window.addEventListener('pointerdown', down, true);
    window.addEventListener('pointerup', up, true);
    window.addEventListener('pointercancel', up, true);
    later();
    return () => {
      clearTimeout(timer);
      window.removeEventListener('pointerdown', down, true);
      window.removeEventListener('pointerup', up, true);
      window.removeEventListener('pointercancel', up, true);
    };
  }, [ready, swapped, list]);

  useLayoutEffect(() => {
    const key = refocus.current;
    refocus.current = null;
    if (!swapped || key === null) return;
    const parts = list.current?.querySelectorAll<HTMLElement>('[aria-label], [href]') ?? [];
    Array.from(parts)
      .find((el) => focusKey(el) === key)
      ?.focus({ preventScroll: true });
  }, [swapped, list]);

  return swapped;
}

/**
 * The day's work orders in route order as touch-sized cards: drag by the handle (a short press on
 * a phone, so scrolling still works) or the up/down buttons, select for clock-out, open each one.
 * The handle drags once drag and drop has loaded, after the screen is shown; the rest works before.
 */
export function WorkOrderCards(props: WorkOrderCardsProps) {
  const sortable = useAfterScreenShown(useRouter(), loadSortable);
  const listRef = useRef<HTMLDivElement>(null);
  const swapped = useSwapWhenIdle(sortable !== null, listRef);
  return swapped && sortable ? (
    <sortable.SortableCards {...props} listRef={listRef} />
  ) : (
    <CardList {...props} listRef={listRef} />
  );
}
