// A fragment that waits for the visitor (decisions 0060 and 0061) has server markup whose links
// work without script, but its buttons do nothing until it has hydrated. A press on one of them
// starts the fragment's scripts; the shell keeps the button pressed last and presses it again
// once the fragment has mounted, so the first tap or Enter is not lost.

/** The last button pressed in a waiting fragment, and how to stop watching it. */
interface PressWatch {
  readonly stop: () => void;
  pressed?: HTMLButtonElement;
}

const watches = new WeakMap<HTMLElement, PressWatch>();

/**
 * Starts keeping presses on `container`'s plain buttons (`type="button"`: a submit button
 * submits its form without script, which is left to work as it does).
 */
export function keepPresses(container: HTMLElement): void {
  const onClick = (event: Event) => {
    const target = event.target as Partial<Element> | null;
    const button = target?.closest?.("button");
    if (button?.type === "button" && container.contains(button)) watch.pressed = button;
  };
  const watch: PressWatch = {
    stop: () => container.removeEventListener("click", onClick, { capture: true }),
  };
  container.addEventListener("click", onClick, { capture: true });
  watches.set(container, watch);
}

/**
 * Stops keeping presses as the fragment's mount begins: from then on its own script takes them,
 * React replaying those that come while it hydrates. The button pressed last stays kept.
 */
export function stopKeepingPresses(container: HTMLElement): void {
  watches.get(container)?.stop();
}

/**
 * Presses the kept button again, now that its fragment has mounted, if it is still on the page
 * and enabled; forgets it either way.
 */
export function pressKeptAgain(container: HTMLElement): void {
  const button = watches.get(container)?.pressed;
  watches.delete(container);
  if (button?.isConnected && !button.disabled) button.click();
}
