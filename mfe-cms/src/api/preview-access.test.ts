import { describe, expect, it } from "vitest";
import { hasPreviewMarker } from "../content-page/preview-query.ts";
import { editorToken, previewAllowed } from "./preview-access.ts";

const space = { id: "1", previewToken: "preview-secret" };
const now = Date.UTC(2026, 10, 24, 12, 0, 0);
const timestamp = String(now / 1000 - 120);

const address = (overrides: Record<string, string | undefined> = {}) => ({
  _storyblok: "42",
  "_storyblok_tk[space_id]": "1",
  "_storyblok_tk[timestamp]": timestamp,
  "_storyblok_tk[token]": editorToken("1", "preview-secret", timestamp),
  ...overrides,
});

describe("previewAllowed", () => {
  it("allows drafts for the editor's signed address", () => {
    expect(previewAllowed(address(), space, now)).toBe(true);
  });

  it("refuses the marker alone, a wrong token, another space or signing secret", () => {
    expect(previewAllowed({ _storyblok: "42" }, space, now)).toBe(false);
    expect(previewAllowed(address({ "_storyblok_tk[token]": "0".repeat(40) }), space, now)).toBe(
      false,
    );
    expect(previewAllowed(address({ "_storyblok_tk[space_id]": "2" }), space, now)).toBe(false);
    expect(previewAllowed(address(), { id: "1", previewToken: "other" }, now)).toBe(false);
    expect(previewAllowed(address({ _storyblok: undefined }), space, now)).toBe(false);
  });

  it("refuses a token older than an hour or from the future", () => {
    const at = (seconds: number) => {
      const stamp = String(now / 1000 + seconds);
      return address({
        "_storyblok_tk[timestamp]": stamp,
        "_storyblok_tk[token]": editorToken("1", "preview-secret", stamp),
      });
    };
    expect(previewAllowed(at(-3600), space, now)).toBe(true);
    expect(previewAllowed(at(-3601), space, now)).toBe(false);
    expect(previewAllowed(at(61), space, now)).toBe(false);
  });

  it("refuses malformed parts without throwing", () => {
    expect(previewAllowed(address({ "_storyblok_tk[timestamp]": "soon" }), space, now)).toBe(false);
    expect(previewAllowed(address({ "_storyblok_tk[token]": "short" }), space, now)).toBe(false);
  });
});

describe("hasPreviewMarker", () => {
  it("is the marker's presence, even empty", () => {
    expect(hasPreviewMarker({ _storyblok: "" })).toBe(true);
    expect(hasPreviewMarker({ storyblok: "1" })).toBe(false);
  });
});
