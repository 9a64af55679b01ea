import { describe, expect, it } from "vitest";
import type { FragmentRenderer } from "@shop/shared";
import { builtServerModule, fragmentRequest } from "@shop/shared/testing";

describe("the account team's built fragment renderer", () => {
  it("renders the personal sign-in link for an anonymous visitor", async () => {
    const renderer = await builtServerModule<FragmentRenderer>(import.meta.dirname + "/..");
    expect(renderer.fragments.accountLink).toEqual({ personal: true });
    const rendered = await renderer.render(
      "accountLink",
      fragmentRequest({ language: "nl", country: "nl" }),
    );
    expect(rendered.html).toContain('href="/nl/login/"');
    expect(rendered.html).toContain("Inloggen");
  });
});
