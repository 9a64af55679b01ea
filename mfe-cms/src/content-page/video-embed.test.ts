import { describe, expect, it } from "vitest";
import { serializeConsentCookie, type ConsentRecord } from "@shop/shared";
import { consentAllowsVideo, consentRecordOfCookies, videoEmbed } from "./video-embed.ts";

describe("videoEmbed", () => {
  it("plays YouTube's watch, short and embed addresses through the privacy-enhanced host", () => {
    for (const address of [
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://youtu.be/dQw4w9WgXcQ",
      "https://www.youtube.com/embed/dQw4w9WgXcQ",
    ]) {
      expect(videoEmbed(address)).toEqual({
        provider: "youtube",
        embedUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
        watchUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
        providerName: "YouTube",
        company: "Google Ireland Limited",
      });
    }
  });
  it("plays Vimeo without tracking", () => {
    expect(videoEmbed("https://vimeo.com/76979871")?.embedUrl).toBe(
      "https://player.vimeo.com/video/76979871?dnt=1",
    );
  });
  it("frames nothing it does not know, nor plain http, nor a forged id", () => {
    expect(videoEmbed("https://example.org/video.mp4")).toBe(undefined);
    expect(videoEmbed("http://www.youtube.com/watch?v=dQw4w9WgXcQ")).toBe(undefined);
    expect(videoEmbed("https://www.youtube.com/watch?v=../../evil")).toBe(undefined);
    expect(videoEmbed("javascript:alert(1)")).toBe(undefined);
    expect(videoEmbed("not a url")).toBe(undefined);
  });
});

const record = (services: Record<string, boolean>, userInteracted = true): ConsentRecord => ({
  version: 2,
  appVersion: "0.2.0",
  userInteracted,
  services,
  createdAt: "2026-11-01T00:00:00.000Z",
});

describe("consentAllowsVideo", () => {
  it("allows a player only when its service is on after the visitor decided", () => {
    expect(consentAllowsVideo(record({ youtube_video: true }), "youtube")).toBe(true);
    expect(consentAllowsVideo(record({ youtube_video: true }, false), "youtube")).toBe(false);
    expect(consentAllowsVideo(record({ analytics_storage: true }), "youtube")).toBe(false);
    expect(consentAllowsVideo(undefined, "vimeo")).toBe(false);
  });
});

describe("consentRecordOfCookies", () => {
  it("reads the consent team's cookie among others", () => {
    const value = serializeConsentCookie(record({ youtube_video: true }));
    const found = consentRecordOfCookies(`a=1; consent_record=${value}; b=2`, "consent_record");
    expect(found?.services).toEqual({ youtube_video: true });
  });
  it("finds nothing without it or in a malformed one", () => {
    expect(consentRecordOfCookies("a=1", "consent_record")).toBe(undefined);
    expect(consentRecordOfCookies("consent_record=%7Bnope", "consent_record")).toBe(undefined);
  });
});
