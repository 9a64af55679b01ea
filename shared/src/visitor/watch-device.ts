import { debounce } from "./debounce.ts";
import { breakpoints } from "./viewport.ts";
import { deviceFlags, type DeviceFlags } from "./visitor.ts";

/** Catalogue spec point 9: the device re-check runs this long after a window resize. */
export const deviceRecheckMs = 50;

/** The form factor a viewport width lays out for. */
export type ViewportDevice = Pick<DeviceFlags, "mobile" | "tablet" | "desktop">;

/**
 * The form factor of a viewport width (CSS pixels, as media queries measure it): mobile below
 * md, tablet from md to below lg, desktop from lg, on the shared breakpoints.
 */
export function viewportDevice(width: number): ViewportDevice {
  const mobile = width < breakpoints.md;
  const tablet = !mobile && width < breakpoints.lg;
  return { mobile, tablet, desktop: !mobile && !tablet };
}

/** What the re-check reads: a window's width, its user agent and its resize events. */
export interface DeviceView {
  readonly innerWidth: number;
  readonly navigator: { readonly userAgent: string };
  addEventListener(type: "resize", listener: () => void): void;
  removeEventListener(type: "resize", listener: () => void): void;
}

/** A window's device flags: OS and browser from its user agent, the form factor from its width. */
export function currentDevice(view: DeviceView): DeviceFlags {
  return { ...deviceFlags(view.navigator.userAgent), ...viewportDevice(view.innerWidth) };
}

function sameFlags(a: DeviceFlags, b: DeviceFlags): boolean {
  return (Object.keys(a) as (keyof DeviceFlags)[]).every((flag) => a[flag] === b[flag]);
}

/**
 * The browser's re-check of the server's device flags (catalogue spec points 4 and 9): 50 ms
 * after a window resize (the last of a burst) the flags are read again, and `onChange` hears
 * them when they differ from the last ones. Answers the function that stops watching.
 */
export function watchDevice(
  onChange: (device: DeviceFlags) => void,
  view: DeviceView = window,
): () => void {
  let last = currentDevice(view);
  const recheck = debounce(() => {
    const next = currentDevice(view);
    if (sameFlags(next, last)) return;
    last = next;
    onChange(next);
  }, deviceRecheckMs);
  view.addEventListener("resize", recheck);
  return () => {
    view.removeEventListener("resize", recheck);
    recheck.cancel();
  };
}
