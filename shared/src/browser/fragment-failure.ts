/**
 * A DOM event a fragment dispatches on its container when its tree failed in the browser
 * (decision 0024). The shell takes it (`preventDefault`) and puts the server's markup back; a
 * shell that does not know the event leaves it, and the fragment shows its fallback instead.
 */
export const fragmentFailedEvent = "shop:fragment-failed";

export interface FragmentFailure {
  readonly phase: "load" | "render";
  readonly message: string;
}

/** Announces a fragment's failure to the shell; true when the shell took it over. */
export function announceFragmentFailure(container: HTMLElement, failure: FragmentFailure): boolean {
  const event = new CustomEvent<FragmentFailure>(fragmentFailedEvent, {
    detail: failure,
    bubbles: true,
    cancelable: true,
  });
  return !container.dispatchEvent(event);
}
