import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DeviceFlags } from "./visitor.ts";
import { deviceRecheckMs, viewportDevice, watchDevice, type DeviceView } from "./watch-device.ts";

const macSafari =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15";

/** A window stand-in: a width that can change, and resize events. */
function fakeWindow(width: number) {
  const target = new EventTarget();
  const view = {
    innerWidth: width,
    navigator: { userAgent: macSafari },
    addEventListener: (type: "resize", listener: () => void) =>
      target.addEventListener(type, listener),
    removeEventListener: (type: "resize", listener: () => void) =>
      target.removeEventListener(type, listener),
  } satisfies DeviceView;
  const resizeTo = (next: number) => {
    view.innerWidth = next;
    target.dispatchEvent(new Event("resize"));
  };
  return { view, resizeTo };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("viewportDevice", () => {
  it("is mobile below md, tablet below lg, desktop from lg", () => {
    expect(viewportDevice(767)).toEqual({ mobile: true, tablet: false, desktop: false });
    expect(viewportDevice(768)).toEqual({ mobile: false, tablet: true, desktop: false });
    expect(viewportDevice(1023)).toEqual({ mobile: false, tablet: true, desktop: false });
    expect(viewportDevice(1024)).toEqual({ mobile: false, tablet: false, desktop: true });
  });
});

describe("watchDevice (catalogue spec points 4 and 9)", () => {
  it("re-checks 50 ms after the last resize of a burst, keeping OS and browser", () => {
    const { view, resizeTo } = fakeWindow(1280);
    const heard: DeviceFlags[] = [];
    watchDevice((device) => heard.push(device), view);
    resizeTo(900);
    vi.advanceTimersByTime(30);
    resizeTo(600);
    vi.advanceTimersByTime(deviceRecheckMs - 1);
    expect(heard).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(heard).toHaveLength(1);
    expect(heard[0]).toMatchObject({
      mobile: true,
      tablet: false,
      desktop: false,
      macOS: true,
      browserFamily: "safari",
    });
  });

  it("says nothing when a resize keeps the flags, and nothing once stopped", () => {
    const { view, resizeTo } = fakeWindow(1280);
    let heard = 0;
    const stop = watchDevice(() => (heard += 1), view);
    resizeTo(1100);
    vi.advanceTimersByTime(deviceRecheckMs);
    expect(heard).toBe(0);
    resizeTo(700);
    stop();
    vi.advanceTimersByTime(deviceRecheckMs);
    resizeTo(500);
    vi.advanceTimersByTime(deviceRecheckMs);
    expect(heard).toBe(0);
  });
});
