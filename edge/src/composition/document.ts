import {
  pageMarkup,
  serializeForScript,
  toLanguageTag,
  escapeHtml,
  type PayloadFragment,
  type RuntimeConfig,
  type ShopContext,
} from "@shop/shared";
import type { HeadTags } from "../head/head-tags.ts";
import { siteIconLinks } from "../head/site-icons.ts";
import { shellStart } from "./shell-start.ts";

export interface DocumentHead {
  readonly shop: ShopContext;
  readonly head: HeadTags;
  readonly styles: readonly string[];
  readonly scripts: readonly string[];
}

/**
 * From the doctype to the opening `<body>`. Stylesheets are the only thing that blocks the first
 * paint; the start script asks for the fragments' scripts (named by `documentEnd`) and starts the
 * shell's once that paint has been presented (decision 0057).
 */
export function documentStart({ shop, head, styles, scripts }: DocumentHead): string {
  const attribute = escapeHtml;
  const tags = [
    `<meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${escapeHtml(head.title)}</title>`,
    head.description ? `<meta name="description" content="${attribute(head.description)}">` : "",
    head.robots ? `<meta name="robots" content="${attribute(head.robots)}">` : "",
    head.canonical ? `<link rel="canonical" href="${attribute(head.canonical)}">` : "",
    ...head.alternates.map(
      ({ hreflang, href }) =>
        `<link rel="alternate" hreflang="${attribute(hreflang)}" href="${attribute(href)}">`,
    ),
    `<meta property="og:title" content="${attribute(head.title)}">`,
    `<meta property="og:locale" content="${attribute(head.ogLocale)}">`,
    ...head.ogLocaleAlternates.map(
      (locale) => `<meta property="og:locale:alternate" content="${attribute(locale)}">`,
    ),
    head.canonical ? `<meta property="og:url" content="${attribute(head.canonical)}">` : "",
    ...siteIconLinks(shop),
    ...styles.map((href) => `<link rel="stylesheet" href="${attribute(href)}">`),
    `<script defer src="${shellStart.path}" data-scripts="${attribute(scripts.join(" "))}"></script>`,
  ];
  return `<!doctype html><html lang="${toLanguageTag(shop.locale)}" data-brand="${shop.brand}"><head>${tags.join("")}</head><body>`;
}

/** A fragment's container and, when it rendered, the state it hydrates with. */
export function fragmentMarkup(fragment: PayloadFragment): string {
  const status = fragment.rendered ? "rendered" : "fallback";
  const hydration = fragment.hydration
    ? ` ${pageMarkup.hydrationAttribute}="${escapeHtml(fragment.hydration)}"`
    : "";
  const container = `<div id="${fragment.elementId}" class="shop-fragment" ${pageMarkup.fragmentAttribute}="${escapeHtml(fragment.fragmentId)}" data-version="${escapeHtml(fragment.version)}" data-status="${status}"${hydration}>${fragment.html}</div>`;
  if (!fragment.rendered) return container;
  return `${container}<script type="application/json" ${pageMarkup.stateAttribute}="${fragment.elementId}">${serializeForScript(fragment.state ?? null)}</script>`;
}

/**
 * The end of the page: the fallback template, and the runtime config the shell reads with the
 * scripts of the fragments that start with the page (`data-preloads`, read by the start script;
 * decision 0065), known once every fragment rendered.
 */
export function documentEnd(
  config: RuntimeConfig,
  fallbackHtml: string,
  preloads: readonly string[],
): string {
  const preloadList = escapeHtml(preloads.join(" "));
  return `<template id="${pageMarkup.fallbackTemplateId}">${fallbackHtml}</template><script type="application/json" id="${pageMarkup.runtimeConfigId}" ${pageMarkup.preloadsAttribute}="${preloadList}">${serializeForScript(config)}</script></body></html>`;
}
