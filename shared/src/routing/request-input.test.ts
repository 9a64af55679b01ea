import { describe, expect, it } from "vitest";
import { addressProblem, jsonProblem, pathProblem, queryProblem } from "./request-input.ts";

describe("pathProblem", () => {
  it("accepts the shop's paths, encoded or not", () => {
    for (const path of [
      "/",
      "/de/",
      "/fr/esp%C3%A8ces/",
      "/de/rot+blau/",
      "/images/home/1-0.webp",
    ]) {
      expect(pathProblem(path), path).toBeUndefined();
    }
  });

  it.each([
    ["/de/%E0%A4%A/", "The address is not valid percent-encoding"],
    ["/de/%/", "The address is not valid percent-encoding"],
    ["/de/p/x-%00/", "The address contains a control character"],
    ["/de/a%09b/", "The address contains a control character"],
    ["/de/shop/..%2F%2Fevil.example", "The address contains a dot segment or a backslash"],
    ["/de/%2E%2E/", "The address contains a dot segment or a backslash"],
    ["/de/a%5Cb/", "The address contains a dot segment or a backslash"],
  ])("refuses %s: %s", (path, message) => {
    expect(pathProblem(path)).toBe(message);
  });
});

describe("queryProblem", () => {
  it("accepts encoded text, line breaks and empty values", () => {
    expect(queryProblem("?q=K%C3%BCche+rot&note=a%0Ab&flag&=")).toBeUndefined();
    expect(queryProblem("")).toBeUndefined();
  });

  it("names the parameter when it can be shown", () => {
    expect(queryProblem("?locale=de-de&q=%00")).toBe(
      "The query parameter q contains a control character",
    );
    expect(queryProblem("?q=%E0%A4%A")).toBe("The query parameter q is not valid percent-encoding");
    expect(queryProblem("?%3Cscript%3E=%01")).toBe(
      "A query parameter contains a control character",
    );
    expect(queryProblem("?%=1")).toBe("A query parameter is not valid percent-encoding");
  });
});

describe("addressProblem", () => {
  it("reads the path first, then the query", () => {
    expect(addressProblem(new URL("http://localhost/de/%00/?q=%00"))).toBe(
      "The address contains a control character",
    );
    expect(addressProblem(new URL("http://localhost/de/?q=%00"))).toBe(
      "The query parameter q contains a control character",
    );
  });
});

describe("jsonProblem", () => {
  it("accepts ordinary text with line breaks and tabs", () => {
    expect(jsonProblem({ message: "Zeile 1\nZeile 2\tEnde", items: [{ n: 1 }], ok: true })).toBe(
      undefined,
    );
  });

  it("names the field of a control character or a lone surrogate", () => {
    expect(jsonProblem({ name: "a\u0000b" })).toBe("The field name contains a control character");
    expect(jsonProblem({ items: [{ label: "x\u007f" }] })).toBe(
      "The field items[0].label contains a control character",
    );
    expect(jsonProblem({ note: "\ud800" })).toBe("The field note is not valid text");
    expect(jsonProblem(["\u0001"])).toBe("The field [0] contains a control character");
    expect(jsonProblem("\u0001")).toBe("The body contains a control character");
    expect(jsonProblem({ "a\u0000": 1 })).toBe("A field name contains a control character");
  });

  it("walks any depth without overflowing the stack", () => {
    let deep: unknown = "\u0000";
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(jsonProblem(deep)).toBe("The body contains a control character");
  });
});
