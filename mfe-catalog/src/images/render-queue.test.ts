import { describe, expect, it } from "vitest";
import { RenderQueue, RenderQueueFull } from "./render-queue.ts";

/** A task that runs until `finish` is called, recording that it started. */
function heldTask(started: string[], name: string) {
  let finish = () => {};
  const done = new Promise<string>((resolve) => (finish = () => resolve(name)));
  return {
    task: () => {
      started.push(name);
      return done;
    },
    finish: () => finish(),
  };
}

describe("RenderQueue", () => {
  it("runs at most its concurrency at once, lets its queue wait in order, refuses the rest", async () => {
    const queue = new RenderQueue(1, 1);
    const started: string[] = [];
    const first = heldTask(started, "first");
    const second = heldTask(started, "second");
    const running = queue.run(first.task);
    const waiting = queue.run(second.task);
    const refused = queue.run(() => Promise.resolve("third"));
    await expect(refused).rejects.toBeInstanceOf(RenderQueueFull);
    expect(started).toEqual(["first"]);
    first.finish();
    expect(await running).toBe("first");
    await Promise.resolve();
    expect(started).toEqual(["first", "second"]);
    second.finish();
    expect(await waiting).toBe("second");
    expect(await queue.run(() => Promise.resolve("again"))).toBe("again");
  });

  it("says in whole seconds, 1 to 60, when to try again", async () => {
    const queue = new RenderQueue(1, 0);
    const held = heldTask([], "held");
    const running = queue.run(held.task);
    const refusal = await queue.run(() => Promise.resolve("")).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(RenderQueueFull);
    const seconds = (refusal as RenderQueueFull).retryAfterSeconds;
    expect(Number.isInteger(seconds) && seconds >= 1 && seconds <= 60).toBe(true);
    held.finish();
    await running;
  });
});
