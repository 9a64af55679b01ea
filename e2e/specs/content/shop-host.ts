/** The address of a path on another shop's host of the test edge (`be.localhost`). */
export function onHost(baseURL: string | undefined, host: string, path: string): string {
  const url = new URL(path, baseURL);
  url.hostname = host;
  return url.href;
}
