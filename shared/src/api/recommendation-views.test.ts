import { describe, expect, it } from "vitest";
import {
  recommendationViewUrl,
  recordRecommendationView,
  visitorTrackingId,
  type ApiFetch,
} from "./recommendations.ts";

const slots = (service: string) =>
  Response.json({ service, projectId: "home-de-de", slots: {} }, { status: 200 });

describe("visitorTrackingId", () => {
  it("takes a stored ga:user id as hex without dashes, and never makes one", () => {
    expect(visitorTrackingId(() => "0B7F4C1E-1d2a-4c55-9a1e-2f0c3d4e5f60")).toBe(
      "0b7f4c1e1d2a4c559a1e2f0c3d4e5f60",
    );
    expect(visitorTrackingId(() => null)).toBeUndefined();
    expect(visitorTrackingId(() => "short")).toBeUndefined();
    expect(visitorTrackingId(() => "not-a-hex-id-at-all")).toBeUndefined();
    expect(visitorTrackingId(() => "<script>alert(1)</script>")).toBeUndefined();
  });

  it("gives none when storage is blocked", () => {
    expect(
      visitorTrackingId(() => {
        throw new DOMException("blocked", "SecurityError");
      }),
    ).toBeUndefined();
  });
});

describe("recommendationViewUrl", () => {
  it("puts the view beside the recommend call", () => {
    expect(recommendationViewUrl("/optimization/recommend/user")).toBe("/optimization/view");
    expect(recommendationViewUrl("https://reco.example/ch/optimization/recommend/user")).toBe(
      "https://reco.example/ch/optimization/view",
    );
  });
});

describe("recordRecommendationView", () => {
  it("posts the view with the project and the visitor's id to the embedded service", async () => {
    const calls: { path: string; init?: RequestInit }[] = [];
    const fetchApi: ApiFetch = (path, init) => {
      calls.push({ path, ...(init ? { init } : {}) });
      return Promise.resolve(
        path.startsWith("/api/")
          ? slots("/optimization/recommend/user")
          : new Response(null, { status: 204 }),
      );
    };
    const recorded = await recordRecommendationView("1000007", {
      fetchApi,
      locale: "de-de",
      trackingId: "0b7f4c1e-1d2a-4c55-9a1e-2f0c3d4e5f60",
    });
    expect(recorded).toBe(true);
    expect(calls.map((call) => call.path)).toEqual([
      "/api/shop/recommendation-slots/?locale=de-de",
      "/optimization/view",
    ]);
    expect(JSON.parse(calls[1]?.init?.body as string)).toEqual({
      project_id: "home-de-de",
      customer_ids: { cookie: "0b7f4c1e-1d2a-4c55-9a1e-2f0c3d4e5f60" },
      item_id: "1000007",
    });
  });

  it("answers false, never throws, when the service refuses or fails", async () => {
    const refusing: ApiFetch = (path) =>
      Promise.resolve(
        path.startsWith("/api/")
          ? slots("/optimization/recommend/user")
          : Response.json({ error: "No such visitor" }, { status: 404 }),
      );
    const options = { locale: "de-de", trackingId: "0b7f4c1e-1d2a-4c55" };
    expect(await recordRecommendationView("1", { ...options, fetchApi: refusing })).toBe(false);
    const failing: ApiFetch = () => Promise.reject(new TypeError("offline"));
    expect(await recordRecommendationView("1", { ...options, fetchApi: failing })).toBe(false);
  });

  it("sends an external service's view through the external fetch", async () => {
    const external: string[] = [];
    const recorded = await recordRecommendationView("1", {
      fetchApi: () => Promise.resolve(slots("https://reco.example/optimization/recommend/user")),
      fetchExternal: (path) => {
        external.push(path);
        return Promise.resolve(new Response(null, { status: 204 }));
      },
      locale: "de-ch",
      trackingId: "0b7f4c1e-1d2a-4c55",
    });
    expect(recorded).toBe(true);
    expect(external).toEqual(["https://reco.example/optimization/view"]);
  });
});
