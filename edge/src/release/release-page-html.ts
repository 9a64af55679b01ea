import type { HistoryEntry } from "./release-types.ts";
import { vitalText, type HealthComparison, type VitalComparison } from "@shop/shared";
import type { SliceHealthReport, VersionErrors } from "./version-health.ts";
import type { ScopeStatus, SliceStatus } from "./release-service.ts";

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (char) =>
      ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char,
  );
}

export interface ReleasePageModel {
  readonly environment: string;
  readonly actor: string;
  /** Whether the signed-in token may change a slice (decision 0023); others show no button. */
  readonly mayRelease: (mfe: string) => boolean;
  readonly slices: readonly SliceStatus[];
  readonly history: readonly HistoryEntry[];
  /** Health per slice version (decision 0037): live against the version it replaced, canary against live. */
  readonly health: readonly SliceHealthReport[];
  /** The newest stored errors of each live version and canary. */
  readonly errors: readonly VersionErrors[];
  readonly message?: { readonly kind: "status" | "alert"; readonly text: string } | undefined;
}

const scopeLabel = (shop: string) => (shop ? `shop ${shop}` : "all shops");

function canaryText(canary: SliceStatus["canary"]): string {
  return canary ? `${escapeHtml(canary.version)} at ${canary.percent} %` : "none";
}

function rollbackForm(mfe: string, scope: Pick<ScopeStatus, "shop" | "canary">): string {
  const what = scope.canary ? "End canary" : "Roll back";
  return `<form method="post" action="/_release/rollback">
<input type="hidden" name="mfe" value="${escapeHtml(mfe)}">
<input type="hidden" name="shop" value="${escapeHtml(scope.shop)}">
<button type="submit">${what}<span class="visually-hidden"> ${escapeHtml(mfe)} for ${scopeLabel(scope.shop)}</span></button>
</form>`;
}

function liveRows(slice: SliceStatus, mayRelease: (mfe: string) => boolean): string {
  const scopes: ScopeStatus[] = [
    ...(slice.version
      ? [
          {
            shop: "",
            version: slice.version,
            canary: slice.canary,
            pinned: slice.pinned,
            updatedAt: slice.updatedAt ?? "",
          },
        ]
      : []),
    ...slice.shops,
  ];
  return scopes
    .map((scope) => {
      const fromBuild = scope.shop === "" && slice.source === "build";
      const action = fromBuild
        ? "this edge's build, not recorded yet"
        : scope.pinned
          ? `pinned by ${escapeHtml(scope.pinned.by ?? "someone")}${scope.pinned.why ? `: ${escapeHtml(scope.pinned.why)}` : ""}`
          : mayRelease(slice.mfe)
            ? rollbackForm(slice.mfe, scope)
            : `needs the ${escapeHtml(slice.mfe)} team's token`;
      return `<tr><th scope="row">${escapeHtml(slice.mfe)}</th><td>${scopeLabel(scope.shop)}</td><td><code>${escapeHtml(scope.version)}</code></td><td>${canaryText(scope.canary)}</td><td>${action}</td></tr>`;
    })
    .join("\n");
}

const rate = (value: number) => `${(value * 100).toFixed(2)} %`;

function healthRow(role: string, comparison: HealthComparison): string {
  const { current, previous, errorRateChange } = comparison;
  const against = previous
    ? `<code>${escapeHtml(previous.version)}</code>: ${rate(previous.errorRate)} (${errorRateChange !== undefined && errorRateChange >= 0 ? "+" : ""}${rate(errorRateChange ?? 0)})`
    : "–";
  return `<td>${role}</td><td><code>${escapeHtml(current.version)}</code></td><td>${current.pageViews}</td><td>${current.errors}</td><td>${current.loadFailures}</td><td>${rate(current.errorRate)}</td><td>${against}</td>`;
}

function healthRows(report: SliceHealthReport): string {
  const rows = [
    ...(report.live ? [healthRow("live", report.live)] : []),
    ...(report.canary ? [healthRow("canary", report.canary)] : []),
  ];
  return rows
    .map((row) => `<tr><th scope="row">${escapeHtml(report.mfe)}</th>${row}</tr>`)
    .join("\n");
}

function vitalRow(mfe: string, role: string, version: string, vital: VitalComparison): string {
  const { current, previous, change } = vital;
  const against =
    previous && change !== undefined
      ? `${vitalText(vital.metric, previous.p75)} (${change >= 0 ? "+" : "−"}${vitalText(vital.metric, Math.abs(change))})`
      : "–";
  return `<tr><th scope="row">${escapeHtml(mfe)}</th><td>${role}</td><td><code>${escapeHtml(version)}</code></td><td>${escapeHtml(vital.pageType)}</td><td>${vital.metric}</td><td>${vitalText(vital.metric, current.p75)}</td><td>${current.samples}</td><td>${against}</td></tr>`;
}

function vitalRows(report: SliceHealthReport): string {
  return [
    ...report.vitals.live.map((vital) =>
      vitalRow(report.mfe, "live", report.live?.current.version ?? "", vital),
    ),
    ...report.vitals.canary.map((vital) =>
      vitalRow(report.mfe, "canary", report.canary?.current.version ?? "", vital),
    ),
  ].join("\n");
}

/** The web-vitals table of the health section (issue 22 point 3), when the beacon measured any. */
function vitalsTable(health: readonly SliceHealthReport[]): string {
  const rows = health.map(vitalRows).filter(Boolean).join("\n");
  if (!rows) return "<p>No web vitals measured yet for the live versions and canaries.</p>";
  return `<table>
<caption>Web vitals (75th percentile) from the performance beacon per page type, against the version it replaced (a canary: against the live one)</caption>
<thead><tr><th scope="col">Micro-frontend</th><th scope="col">Role</th><th scope="col">Version</th><th scope="col">Page type</th><th scope="col">Metric</th><th scope="col">p75</th><th scope="col">Samples</th><th scope="col">Compared with</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`;
}

interface EventFrame {
  readonly function?: string;
  readonly filename?: string;
  readonly lineno?: number;
  readonly colno?: number;
}

/** The stack of a stored event, innermost call first, as V8 prints it. */
function stackText(event: unknown): string {
  const values =
    (event as { exception?: { values?: { stacktrace?: { frames?: EventFrame[] } }[] } } | null)
      ?.exception?.values ?? [];
  const frames = values.flatMap((value) => value.stacktrace?.frames ?? []).reverse();
  return frames
    .map(
      (frame) =>
        `at ${frame.function ?? "?"} (${frame.filename ?? "?"}:${frame.lineno ?? "?"}:${frame.colno ?? "?"})`,
    )
    .join("\n");
}

function versionErrors(entry: VersionErrors): string {
  if (entry.errors.length === 0) return "";
  const items = entry.errors
    .map((error) => {
      const stack = stackText(error.event);
      return `<li><details><summary><time datetime="${escapeHtml(error.receivedAt)}">${escapeHtml(error.receivedAt.replace("T", " ").slice(0, 19))} UTC</time> ${escapeHtml(error.source)}: ${escapeHtml(error.message)}</summary>${stack ? `<pre>${escapeHtml(stack)}</pre>` : "<p>No stack trace.</p>"}</details></li>`;
    })
    .join("\n");
  return `<h3>${escapeHtml(entry.mfe)} <code>${escapeHtml(entry.version)}</code></h3>\n<ul>\n${items}\n</ul>`;
}

function historyRow(entry: HistoryEntry): string {
  const version = (value: string | null) => (value ? `<code>${escapeHtml(value)}</code>` : "–");
  const canary = entry.canaryVersion
    ? ` (canary ${version(entry.canaryVersion)} at ${entry.canaryPercent} %)`
    : "";
  return `<tr><td><time datetime="${escapeHtml(entry.at)}">${escapeHtml(entry.at.replace("T", " ").slice(0, 19))} UTC</time></td><td>${escapeHtml(entry.mfe)}</td><td>${scopeLabel(entry.shop)}</td><td>${escapeHtml(entry.action)}${canary}</td><td>${version(entry.fromVersion)}</td><td>${version(entry.toVersion)}</td><td>${escapeHtml(entry.actor)}</td><td>${escapeHtml(entry.why)}</td></tr>`;
}

/**
 * The release page (issue 6, "Release page"): what is live per shop, the canaries, the history
 * and a one-click rollback per scope. Staff UI in English (decision 0017); plain HTML forms, so it
 * works with a keyboard and without JavaScript.
 */
export function releasePageHtml(model: ReleasePageModel): string {
  const message = model.message
    ? `<p role="${model.message.kind}" class="message ${model.message.kind}">${escapeHtml(model.message.text)}</p>`
    : `<div role="status" class="message"></div>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Release management – ${escapeHtml(model.environment)}</title>
<link rel="stylesheet" href="/_release/release.css">
</head>
<body>
<header><p>Signed in as ${escapeHtml(model.actor)}</p></header>
<main>
<h1>Release management: ${escapeHtml(model.environment)}</h1>
${message}
<section aria-labelledby="live-heading">
<h2 id="live-heading">Live versions</h2>
<table>
<caption>Live version of every micro-frontend, for all shops and per shop, with canaries</caption>
<thead><tr><th scope="col">Micro-frontend</th><th scope="col">Scope</th><th scope="col">Version</th><th scope="col">Canary</th><th scope="col">Action</th></tr></thead>
<tbody>
${model.slices.map((slice) => liveRows(slice, model.mayRelease)).join("\n")}
</tbody>
</table>
</section>
<section aria-labelledby="health-heading">
<h2 id="health-heading">Health</h2>
<table>
<caption>Errors and load failures per page view of each live version and canary, over every instance, against the version it replaced (a canary: against the live one)</caption>
<thead><tr><th scope="col">Micro-frontend</th><th scope="col">Role</th><th scope="col">Version</th><th scope="col">Page views</th><th scope="col">Errors</th><th scope="col">Load failures</th><th scope="col">Failure rate</th><th scope="col">Compared with</th></tr></thead>
<tbody>
${model.health.map(healthRows).join("\n")}
</tbody>
</table>
${vitalsTable(model.health)}
</section>
<section aria-labelledby="errors-heading">
<h2 id="errors-heading">Latest errors</h2>
${model.errors.map(versionErrors).join("\n") || "<p>No errors stored for the live versions and canaries.</p>"}
</section>
<section aria-labelledby="history-heading">
<h2 id="history-heading">History</h2>
<table>
<caption>The latest changes, newest first</caption>
<thead><tr><th scope="col">When</th><th scope="col">Micro-frontend</th><th scope="col">Scope</th><th scope="col">Action</th><th scope="col">From</th><th scope="col">To</th><th scope="col">Who</th><th scope="col">Why</th></tr></thead>
<tbody>
${model.history.length > 0 ? model.history.map(historyRow).join("\n") : '<tr><td colspan="8">Nothing has been released yet.</td></tr>'}
</tbody>
</table>
</section>
<p>Promote, canary and pin with <code>npm run release -- &lt;verb&gt;</code> or the admin API at <code>/api/release</code>.</p>
</main>
</body>
</html>`;
}

/** The page's stylesheet (served as a file: the CSP allows no inline styles). */
export const releasePageCss = `body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:72rem;padding:1rem;color:#1a1a1a;background:#fff}
table{border-collapse:collapse;width:100%;margin-bottom:2rem}caption{text-align:left;font-weight:600;padding:.5rem 0}
th,td{border-bottom:1px solid #767676;padding:.4rem .6rem;text-align:left;vertical-align:top}
button{font:inherit;padding:.3rem .8rem;border:2px solid #1a1a1a;background:#fff;color:#1a1a1a;cursor:pointer}
button:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}
.message.alert{border-left:4px solid #b3261e;padding:.5rem 1rem;background:#fdecea}
.message.status:not(:empty){border-left:4px solid #146c2e;padding:.5rem 1rem;background:#e7f4ea}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
`;
