/** What Chromium tells about the connection (Network Information API). */
interface NetworkInformation {
  readonly saveData?: boolean;
  readonly effectiveType?: string;
}

const slowConnections: readonly string[] = ["slow-2g", "2g", "3g"];

/** Whether prefetching would cost the shopper (core spec point 9): Save-Data or a slow connection. */
export function prefetchAllowed(
  connection = (navigator as { readonly connection?: NetworkInformation }).connection,
): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !slowConnections.includes(connection.effectiveType ?? "");
}
