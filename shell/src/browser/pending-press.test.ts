import { describe, expect, it, vi } from "vitest";
import { keepPresses, pressKeptAgain, stopKeepingPresses } from "./pending-press.ts";

/** A button as much as the module reads of one, in a container that holds it. */
function fakeButton(type: "button" | "submit", state = { disabled: false, isConnected: true }) {
  const button = {
    type,
    ...state,
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

/** Keeps presses on `container`, runs `act`, then mounts: stops keeping and presses again. */
function aroundMount(
  container: HTMLElement,
  act: () => void,
  whileMounting: () => void = () => undefined,
): void {
  keepPresses(container);
  act();
  stopKeepingPresses(container);
  whileMounting();
  pressKeptAgain(container);
}

describe("presses on a fragment that waits for the visitor", () => {
  it("keeps the plain button pressed last and presses it again once mounted", () => {
    const first = fakeButton("button");
    const last = fakeButton("button");
    const container = fakeContainer(first, last);
    aroundMount(container, () => {
      press(container, first);
      press(container, last);
    });
    expect(last.click).toHaveBeenCalledOnce();
    expect(first.click).not.toHaveBeenCalled();
  });

  it("leaves submit buttons and buttons elsewhere to the browser", () => {
    const submit = fakeButton("submit");
    const outside = fakeButton("button");
    const container = fakeContainer(submit);
    aroundMount(container, () => {
      press(container, submit);
      press(container, outside);
    });
    expect(submit.click).not.toHaveBeenCalled();
    expect(outside.click).not.toHaveBeenCalled();
  });

  it("keeps nothing once the mount has begun: the fragment's own script takes presses", () => {
    const button = fakeButton("button");
    const container = fakeContainer(button);
    aroundMount(
      container,
      () => undefined,
      () => press(container, button),
    );
    expect(button.click).not.toHaveBeenCalled();
  });

  it("does not press a button that left the page or was disabled meanwhile", () => {
    const gone = fakeButton("button", { disabled: false, isConnected: false });
    const disabled = fakeButton("button", { disabled: true, isConnected: true });
    for (const button of [gone, disabled]) {
      const container = fakeContainer(button);
      aroundMount(container, () => press(container, button));
      expect(button.click).not.toHaveBeenCalled();
    }
  });
});
