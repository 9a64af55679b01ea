import { describe, expect, it } from "vitest";
import { languageHomes, translatedTargets } from "./language-switch.ts";

const origin = "http://be.localhost:3000";
const alternates = [
  { hreflang: "fr-FR", href: "http://fr.localhost:3000/fr/p/nappe-en-lin-1042311/" },
  { hreflang: "fr-BE", href: `${origin}/fr/p/nappe-en-lin-1042311/` },
  { hreflang: "nl-BE", href: `${origin}/nl/p/linnen-tafelkleed-1042311/` },
  { hreflang: "x-default", href: "http://localhost:3000/de/p/leinen-tischdecke-1042311/" },
];

describe("the language switch's targets", () => {
  it("lead to each language's home page before the page is known", () => {
    expect(languageHomes(["fr", "nl"])).toEqual([
      { language: "fr", path: "/fr/" },
      { language: "nl", path: "/nl/" },
    ]);
  });

  it("lead to the same page's translated path in the shop's own country and origin", () => {
    expect(translatedTargets(languageHomes(["fr", "nl"]), alternates, "be", origin)).toEqual([
      { language: "fr", path: "/fr/p/nappe-en-lin-1042311/" },
      { language: "nl", path: "/nl/p/linnen-tafelkleed-1042311/" },
    ]);
  });

  it("keep the home page where the page has no alternate in the language or it is elsewhere", () => {
    const onlyFrench = alternates.filter((alternate) => alternate.hreflang !== "nl-BE");
    expect(translatedTargets(languageHomes(["fr", "nl"]), onlyFrench, "be", origin)).toEqual([
      { language: "fr", path: "/fr/p/nappe-en-lin-1042311/" },
      { language: "nl", path: "/nl/" },
    ]);
    const foreign = [{ hreflang: "nl-BE", href: "https://evil.example/nl/x/" }];
    expect(translatedTargets(languageHomes(["nl"]), foreign, "be", origin)).toEqual([
      { language: "nl", path: "/nl/" },
    ]);
    const broken = [{ hreflang: "nl-BE", href: "not a url" }];
    expect(translatedTargets(languageHomes(["nl"]), broken, "be", origin)).toEqual([
      { language: "nl", path: "/nl/" },
    ]);
  });
});
