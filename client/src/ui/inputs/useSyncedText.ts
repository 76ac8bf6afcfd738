import { useState } from 'react';

/**
 * Text state for an input whose value is not the text (a date, cents, a phone object). The text
 * follows the user's typing; it is replaced from `value` only when the value changes from outside
 * (a form reset, a loaded record), detected by comparing `key(value)` with the last key this
 * input emitted or showed. A parent that ignores onChange therefore gets a read-only input.
 */
export function useSyncedText<V>(value: V, key: (v: V) => string, toText: (v: V) => string) {
  const [text, setText] = useState(() => toText(value));
  const [shownKey, setShownKey] = useState(() => key(value));
  const currentKey = key(value);
  if (currentKey !== shownKey) {
    setShownKey(currentKey);
    setText(toText(value));
  }
  /** Records that the input itself produced `next`, shown as `nextText`. */
  function emitted(next: V, nextText: string) {
    setShownKey(key(next));
    setText(nextText);
  }
  return { text, setText, emitted };
}
