import { pageMarkup, type RuntimeConfig } from "@shop/shared";

/** Reads the JSON the edge wrote into the page. */
export function readJsonScript<T>(selector: string, root: ParentNode = document): T | undefined {
  const text = root.querySelector(selector)?.textContent;
  return text ? (JSON.parse(text) as T) : undefined;
}

export function readRuntimeConfig(): RuntimeConfig {
  const config = readJsonScript<RuntimeConfig>(`#${pageMarkup.runtimeConfigId}`);
  if (!config) throw new Error("The page carries no runtime config");
  return config;
}
