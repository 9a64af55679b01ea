import type { HistoryEntry, LiveEntry } from "./release-types.ts";
import { vitalText, type HealthComparison, type VitalComparison } from "@shop/shared";
import type { SliceHealthReport } from "./version-health.ts";
import type { SliceStatus } from "./release-service.ts";
import type { PublishedVersion } from "./artefact-bucket.ts";

const scope = (shop: string) => (shop ? `shop ${shop}` : "all shops");

function historyLine(entry: HistoryEntry): string {
  const canary = entry.canaryVersion
    ? ` canary ${entry.canaryVersion} at ${entry.canaryPercent} %`
    : "";
  return `${entry.at}  ${entry.mfe} (${scope(entry.shop)})  ${entry.action} ${entry.fromVersion ?? "-"} → ${entry.toVersion ?? "-"}${canary}  by ${entry.actor}${entry.why ? `: ${entry.why}` : ""}`;
}

/** The CLI's human-readable rendering of an admin API answer. */
export function formatAnswer(verb: string, body: unknown): string {
  const answer = body as {
    error?: string;
    reasons?: string[];
    environment?: string;
    slices?: SliceStatus[];
    history?: HistoryEntry[] | HistoryEntry;
    entry?: LiveEntry;
    versions?: PublishedVersion[];
    health?: SliceHealthReport[];
  };
  if (answer.error) {
    const reasons = (answer.reasons ?? []).map((reason) => `\n  - ${reason}`).join("");
    return `refused: ${answer.error}${reasons}`;
  }
  if (verb === "status" && answer.slices) {
    const lines = answer.slices.flatMap((slice) => [
      `${slice.mfe.padEnd(12)} all shops   ${slice.version ?? "-"} (${slice.source === "build" ? "build, not recorded yet" : "registry"})` +
        (slice.canary ? `  canary ${slice.canary.version} at ${slice.canary.percent} %` : "") +
        (slice.pinned ? `  pinned by ${slice.pinned.by ?? "?"}` : ""),
      ...slice.shops.map(
        (shop) =>
          `${"".padEnd(12)} shop ${shop.shop}  ${shop.version}` +
          (shop.canary ? `  canary ${shop.canary.version} at ${shop.canary.percent} %` : "") +
          (shop.pinned ? `  pinned by ${shop.pinned.by ?? "?"}` : ""),
      ),
    ]);
    return [`environment ${answer.environment ?? "?"}`, ...lines].join("\n");
  }
  if (Array.isArray(answer.history)) {
    return answer.history.length > 0 ? answer.history.map(historyLine).join("\n") : "no history";
  }
  if (answer.versions) {
    return (
      answer.versions
        .map((one) => `${one.version}  built ${one.builtAt}  commit ${one.commit}`)
        .join("\n") || "no published versions"
    );
  }
  if (answer.history) return historyLine(answer.history);
  if (answer.health) return answer.health.map(healthLines).join("\n");
  return JSON.stringify(body, null, 2);
}

function countsText(health: HealthComparison["current"]): string {
  return `${health.errors} errors and ${health.loadFailures} load failures in ${health.pageViews} page views (${(health.errorRate * 100).toFixed(2)} %)`;
}

function vitalLine(vital: VitalComparison): string {
  const against =
    vital.previous && vital.change !== undefined
      ? ` (was ${vitalText(vital.metric, vital.previous.p75)}, ${vital.change >= 0 ? "+" : "-"}${vitalText(vital.metric, Math.abs(vital.change))})`
      : "";
  return `    ${vital.pageType} ${vital.metric} p75 ${vitalText(vital.metric, vital.current.p75)} over ${vital.current.samples} samples${against}`;
}

function healthLines(report: SliceHealthReport): string {
  if (!report.live) return `${report.mfe}: nothing live`;
  const change = (comparison: HealthComparison) =>
    comparison.errorRateChange === undefined
      ? ""
      : `, ${comparison.errorRateChange >= 0 ? "+" : ""}${(comparison.errorRateChange * 100).toFixed(2)} points`;
  const lines = [
    `${report.mfe} live ${report.live.current.version}: ${countsText(report.live.current)}`,
  ];
  if (report.live.previous) {
    lines.push(
      `  replaced ${report.live.previous.version}: ${countsText(report.live.previous)}${change(report.live)}`,
    );
  }
  lines.push(...report.vitals.live.map(vitalLine));
  if (report.canary) {
    lines.push(
      `  canary ${report.canary.current.version}: ${countsText(report.canary.current)}${change(report.canary)}`,
      ...report.vitals.canary.map(vitalLine),
    );
  }
  return lines.join("\n");
}
