/** The slices that render fragments, each owned and deployed by one team. */
export const microFrontends = [
  "shell",
  "mfe-catalog",
  "mfe-cms",
  "mfe-basket",
  "mfe-account",
  "mfe-consent",
] as const;
export type MicroFrontendName = (typeof microFrontends)[number];

/** Slices that expose fragments through Module Federation (all but the shell, which hosts them). */
export type RemoteName = Exclude<MicroFrontendName, "shell">;

/** The Module Federation container name of a slice (`mfe-catalog` → `mfe_catalog`). */
export function federationName(name: MicroFrontendName): string {
  return name.replaceAll("-", "_");
}

export function isMicroFrontend(name: string): name is MicroFrontendName {
  return (microFrontends as readonly string[]).includes(name);
}
