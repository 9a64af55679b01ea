import { describe, expect, it, vi } from "vitest";
import { keepPresses, pressAgain, takeKeptPress } from "./pending-press.ts";

/** A button as much as the module reads of one, in a container that holds it. */
function fakeButton(type: "button" | "submit") {
  const button = {
    type,
    disabled: false,
    isConnected: true,
    click: vi.fn(),
    closest: (selector: string) => (selector === "button" ? button : null),
  };
  return button;
}

function fakeContainer(...buttons: ReturnType<typeof fakeButton>[]) {
  const container = new EventTarget() as EventTarget & { contains: (node: unknown) => boolean };
  container.contains = (node) => buttons.includes(node as ReturnType<typeof fakeButton>);
  return container as unknown as HTMLElement;
}

/** Dispatches a click whose target is `target`, as a press on it would. */
function press(container: HTMLElement, target: unknown): void {
  const event = new Event("click");
  Object.defineProperty(event, "target", { value: target });
  container.dispatchEvent(event);
}

describe("presses on a fragment that waits for the visitor", () => {
  it("keeps the plain button pressed last and presses it again once mounted", () => {
    const first = fakeButton("button");
    const last = fakeButton("button");
    const container = fakeContainer(first, last);
    keepPresses(container);
    press(container, first);
    press(container, last);

    const kept = takeKeptPress(container);
    expect(kept).toBe(last);
    pressAgain(kept);
    expect(last.click).toHaveBeenCalledOnce();
    expect(first.click).not.toHaveBeenCalled();
  });

  it("leaves submit buttons and buttons elsewhere to the browser", () => {
    const submit = fakeButton("submit");
    const outside = fakeButton("button");
    const container = fakeContainer(submit);
    keepPresses(container);
    press(container, submit);
    press(container, outside);
    expect(takeKeptPress(container)).toBeUndefined();
  });

  it("keeps nothing once the mount has begun: the fragment's own script takes presses", () => {
    const button = fakeButton("button");
    const container = fakeContainer(button);
    keepPresses(container);
    expect(takeKeptPress(container)).toBeUndefined();
    press(container, button);
    expect(takeKeptPress(container)).toBeUndefined();
  });

  it("does not press a button that left the page or was disabled meanwhile", () => {
    const gone = { ...fakeButton("button"), isConnected: false };
    const disabled = { ...fakeButton("button"), disabled: true };
    pressAgain(gone as unknown as HTMLButtonElement);
    pressAgain(disabled as unknown as HTMLButtonElement);
    expect(gone.click).not.toHaveBeenCalled();
    expect(disabled.click).not.toHaveBeenCalled();
  });
});
