import { useSyncExternalStore } from "react";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import type { Language, ShopContext } from "@shop/shared";
import {
  languageHomes,
  languageNames,
  translatedTargets,
  type PageAlternate,
} from "./language-switch.ts";

interface HeadAlternates {
  readonly origin: string;
  readonly alternates: readonly PageAlternate[];
}

/** The head's alternates do not change while the page lives. */
const unchanging = () => () => undefined;

/**
 * The alternates the edge wrote into the page's head and the page's origin, as one string: the
 * same snapshot on every call, as `useSyncExternalStore` needs.
 */
function headAlternates(): string {
  const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]');
  const alternates = [...links].map((link) => ({ hreflang: link.hreflang, href: link.href }));
  return JSON.stringify({ origin: location.origin, alternates } satisfies HeadAlternates);
}

/** On the server the page's alternates are not known. */
function serverAlternates(): string {
  return JSON.stringify({ origin: "", alternates: [] } satisfies HeadAlternates);
}

/**
 * The language switch in the header of a shop with more than one language (be, ch; catalogue
 * spec point 2): a link per language to the same page's translated path. The server renders the
 * links to each language's home page (the header is the same on every page and cached once);
 * in the browser each takes the page's alternate in that language from the head.
 */
export function LanguageSwitch({
  shop,
  languages,
}: {
  readonly shop: ShopContext;
  readonly languages: readonly Language[];
}) {
  const { _ } = useLingui();
  const head = useSyncExternalStore(unchanging, headAlternates, serverAlternates);
  if (languages.length < 2) return null;
  const { origin, alternates } = JSON.parse(head) as HeadAlternates;
  const targets = translatedTargets(languageHomes(languages), alternates, shop.country, origin);
  return (
    <nav
      className="cat-language-switch"
      aria-label={_(msg({ id: "navigation.languageSwitch", message: "Language" }))}
    >
      <ul>
        {targets.map(({ language, path }) => (
          <li key={language}>
            <a
              href={path}
              hrefLang={language}
              lang={language}
              aria-current={language === shop.language ? "true" : undefined}
              data-testid={`language-${language}`}
            >
              <span aria-hidden="true">{language.toUpperCase()}</span>
              <span className="shop-visually-hidden">{languageNames[language]}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
