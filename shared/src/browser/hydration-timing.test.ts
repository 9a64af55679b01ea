import { describe, expect, it, vi } from "vitest";
import {
  whenReachedFor,
  whenSeen,
  whenVisibleOrIdle,
  type HydrationTriggers,
} from "./hydration-timing.ts";

/** Triggers the test fires by hand, recording whether the viewport watch was stopped. */
function manualTriggers() {
  const fire: { nearViewport?: () => void; idle?: () => void } = {};
  const stopWatching = vi.fn();
  const triggers: HydrationTriggers = {
    nearViewport: (_element, callback) => {
      fire.nearViewport = callback;
      return stopWatching;
    },
    idle: (callback) => {
      fire.idle = callback;
    },
  };
  return { fire, stopWatching, triggers };
}

const element = {} as HTMLElement;
const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe("whenVisibleOrIdle", () => {
  it("waits while the fragment is neither near the viewport nor the browser idle", async () => {
    const { triggers } = manualTriggers();
    expect(await settled(whenVisibleOrIdle(element, triggers))).toBe(false);
  });

  it("starts when the fragment comes near the viewport, and stops watching it", async () => {
    const { fire, stopWatching, triggers } = manualTriggers();
    const started = whenVisibleOrIdle(element, triggers);
    fire.nearViewport?.();
    expect(await settled(started)).toBe(true);
    expect(stopWatching).toHaveBeenCalledOnce();
    fire.idle?.();
    expect(stopWatching).toHaveBeenCalledOnce();
  });

  it("starts when the browser is idle although the fragment was never seen", async () => {
    const { fire, stopWatching, triggers } = manualTriggers();
    const started = whenVisibleOrIdle(element, triggers);
    fire.idle?.();
    expect(await settled(started)).toBe(true);
    expect(stopWatching).toHaveBeenCalledOnce();
  });

  it("starts at once when the fragment is already in view as watching begins", async () => {
    const stopWatching = vi.fn();
    const started = whenVisibleOrIdle(element, {
      nearViewport: (_element, callback) => {
        callback();
        return stopWatching;
      },
      idle: () => undefined,
    });
    expect(await settled(started)).toBe(true);
    expect(stopWatching).toHaveBeenCalledOnce();
  });
});

describe("whenReachedFor", () => {
  it("waits until the visitor points at, touches or focuses the fragment", async () => {
    for (const type of ["pointerover", "pointerdown", "touchstart", "focusin"]) {
      const fragment = new EventTarget() as HTMLElement;
      const reached = whenReachedFor(fragment);
      fragment.dispatchEvent(new Event("click"));
      fragment.dispatchEvent(new Event("scroll"));
      expect(await settled(reached)).toBe(false);

      fragment.dispatchEvent(new Event(type));
      expect(await settled(reached), type).toBe(true);
    }
  });
});

describe("whenSeen", () => {
  it("waits for neither idle nor time, only the viewport or the visitor", async () => {
    const { fire, triggers } = manualTriggers();
    const started = whenSeen(new EventTarget() as HTMLElement, triggers);
    expect(fire.idle).toBeUndefined();
    expect(await settled(started)).toBe(false);
  });

  it("starts when the fragment comes near the viewport, and stops watching it", async () => {
    const { fire, stopWatching, triggers } = manualTriggers();
    const started = whenSeen(new EventTarget() as HTMLElement, triggers);
    fire.nearViewport?.();
    expect(await settled(started)).toBe(true);
    expect(stopWatching).toHaveBeenCalledOnce();
  });

  it("starts when the keyboard focus moves into it first, and stops watching the viewport", async () => {
    const { stopWatching, triggers } = manualTriggers();
    const fragment = new EventTarget() as HTMLElement;
    const started = whenSeen(fragment, triggers);
    fragment.dispatchEvent(new Event("focusin"));
    expect(await settled(started)).toBe(true);
    expect(stopWatching).toHaveBeenCalledOnce();
  });
});
