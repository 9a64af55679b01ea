import type { ApiFetch } from "../composition/renderer.ts";

/** Calls the shop's API and parses the JSON answer; a non-2xx status is an error. */
export async function fetchJson<T>(fetchApi: ApiFetch, path: string): Promise<T> {
  const response = await fetchApi(path, { headers: { accept: "application/json" } });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}
