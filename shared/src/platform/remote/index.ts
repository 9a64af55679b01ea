// A slice API's platform services over HTTP, for a slice running as its own process (issue 14,
// point 5), and the wire contract the edge's internal platform API answers by.
export * from "./platform-api-contract.ts";
export {
  platformApiClient,
  type FetchLike,
  type PlatformApiClient,
} from "./platform-api-client.ts";
export { remotePlatform, type RemotePlatformOptions } from "./remote-platform.ts";
export { remoteSessions } from "./remote-sessions.ts";
export { forwardedClientAddress, remoteMailer, remoteRateLimits } from "./remote-services.ts";
export { shopDirectoryFromSnapshot } from "./remote-shops.ts";
export { bearerToken, sameSecret } from "./secret.ts";
