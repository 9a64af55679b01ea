/** Catalogue spec point 9: how long a debounced call waits unless it names its own delay. */
export const debounceDefaultMs = 300;

/** A debounced function: each call restarts the wait; `cancel` drops a pending call. */
export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  cancel(): void;
}

/**
 * Runs `fn` once calls have paused for `ms` (300 by default), with the last call's arguments:
 * a burst of calls (keystrokes, resize events) ends in one run.
 */
export function debounce<A extends unknown[]>(
  fn: (...args: A) => void,
  ms: number = debounceDefaultMs,
): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  const debounced = (...args: A) => {
    cancel();
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, ms);
  };
  return Object.assign(debounced, { cancel });
}
