import { describe, expect, it } from "vitest";
import { startHashCommands, type HashWindow } from "./hash-commands.ts";

/** A window whose address's hash the test changes, and the slices the shell woke. */
function browser(hash: string) {
  const target = new EventTarget();
  const win = Object.assign(target, { location: { hash } }) as unknown as HashWindow & {
    location: { hash: string };
  };
  const woken: string[] = [];
  const apps = {
    wake: (mfe: string) => {
      woken.push(mfe);
      return Promise.resolve(true);
    },
  };
  const changeHash = (next: string) => {
    win.location.hash = next;
    target.dispatchEvent(new Event("hashchange"));
  };
  return { win, apps, woken, changeHash };
}

describe("the address's hash commands", () => {
  it("start the consent slice's waiting banner for a consent command on the first page", () => {
    for (const hash of ["#denyConsent", "#denyAppConsent", "#allowAppConsent"]) {
      const page = browser(hash);
      startHashCommands(page.apps, page.win);
      expect(page.woken).toEqual(["mfe-consent"]);
    }
  });

  it("start it when the hash changes to one, and leave any other hash alone", () => {
    const page = browser("#reviews");
    startHashCommands(page.apps, page.win);
    expect(page.woken).toEqual([]);
    page.changeHash("#top");
    expect(page.woken).toEqual([]);
    page.changeHash("#denyConsent");
    expect(page.woken).toEqual(["mfe-consent"]);
  });
});
