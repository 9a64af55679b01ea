import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  commandWaitingEvent,
  handleShopCommand,
  isIdempotencyKey,
  newCommandId,
  sendShopCommand,
  ShopCommandUnhandled,
  type ShopCommand,
} from "./commands.ts";

const detail = { variantId: "v1", quantity: 1, productName: "Kanne" };

describe("the command channel", () => {
  beforeEach(() => vi.stubGlobal("window", new EventTarget()));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("hands a command to the registered handler and answers its result", async () => {
    const stop = handleShopCommand("basket:add-item", () => Promise.resolve({ itemCount: 3 }));
    await expect(sendShopCommand("basket:add-item", detail)).resolves.toEqual({ itemCount: 3 });
    stop();
  });

  it("keeps a command sent before any handler until one registers, and tells the shell", async () => {
    const waitingTypes: unknown[] = [];
    window.addEventListener(commandWaitingEvent, (event) =>
      waitingTypes.push((event as CustomEvent<{ type: string }>).detail.type),
    );
    const answer = sendShopCommand("basket:add-item", detail);
    expect(waitingTypes).toEqual(["basket:add-item"]);
    const seen: ShopCommand<"basket:add-item">[] = [];
    handleShopCommand("basket:add-item", (command) => {
      seen.push(command);
      return Promise.resolve({ itemCount: 1 });
    });
    await expect(answer).resolves.toEqual({ itemCount: 1 });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.detail).toEqual(detail);
    expect(isIdempotencyKey(seen[0]?.commandId ?? "")).toBe(true);
  });

  it("gives new commands to the handler registered last, and to the earlier one once it left", async () => {
    handleShopCommand("basket:add-item", () => Promise.resolve({ itemCount: 1 }));
    const stop = handleShopCommand("basket:add-item", () => Promise.resolve({ itemCount: 2 }));
    await expect(sendShopCommand("basket:add-item", detail)).resolves.toEqual({ itemCount: 2 });
    stop();
    await expect(sendShopCommand("basket:add-item", detail)).resolves.toEqual({ itemCount: 1 });
  });

  it("lets a stand-in take commands only while no other handler is registered", async () => {
    const stopFragment = handleShopCommand("basket:add-item", () =>
      Promise.resolve({ itemCount: 1 }),
    );
    handleShopCommand("basket:add-item", () => Promise.resolve({ itemCount: 9 }), {
      standIn: true,
    });
    await expect(sendShopCommand("basket:add-item", detail)).resolves.toEqual({ itemCount: 1 });
    stopFragment();
    await expect(sendShopCommand("basket:add-item", detail)).resolves.toEqual({ itemCount: 9 });
  });

  it("passes on the handler's failure", async () => {
    handleShopCommand("basket:add-item", () => Promise.reject(new Error("409")));
    await expect(sendShopCommand("basket:add-item", detail)).rejects.toThrow("409");
  });

  it("gives up when no handler came in time, and a late handler never gets that command", async () => {
    vi.useFakeTimers();
    const answer = sendShopCommand("basket:add-item", detail, { waitMs: 1000 });
    const failed = expect(answer).rejects.toBeInstanceOf(ShopCommandUnhandled);
    await vi.advanceTimersByTimeAsync(1000);
    await failed;
    const late = vi.fn(() => Promise.resolve({ itemCount: 1 }));
    handleShopCommand("basket:add-item", late);
    expect(late).not.toHaveBeenCalled();
  });

  it("emits the command as a DOM event with its id, for observers", async () => {
    handleShopCommand("basket:add-item", () => Promise.resolve({ itemCount: 1 }));
    const observed: unknown[] = [];
    window.addEventListener("basket:add-item", (event) =>
      observed.push((event as CustomEvent).detail),
    );
    await sendShopCommand("basket:add-item", detail, { commandId: "0123456789abcdef0123" });
    expect(observed).toEqual([{ ...detail, commandId: "0123456789abcdef0123" }]);
  });
});

describe("idempotency keys", () => {
  it("accepts command ids and refuses what is too short, too long or odd", () => {
    expect(isIdempotencyKey(newCommandId())).toBe(true);
    expect(isIdempotencyKey("3f2b8c1e-9d4a-4f7b-a1c2-8e9f0a1b2c3d")).toBe(true);
    expect(isIdempotencyKey("short")).toBe(false);
    expect(isIdempotencyKey("x".repeat(65))).toBe(false);
    expect(isIdempotencyKey("has spaces in it, sadly")).toBe(false);
    expect(isIdempotencyKey("ünïcödé-ünïcödé-ü")).toBe(false);
  });
});
