/**
 * Sentry's envelope format (https://develop.sentry.dev/sdk/envelopes/): a JSON header line, then
 * items, each a JSON header line and a payload (of `length` bytes when the header says, else up to
 * the next newline). The shell's SDK sends it; the edge reads it in its tunnel and writes its own
 * server-side reports in it, so both arrive the same way.
 */
export interface EnvelopeItem {
  readonly header: { readonly type: string; readonly length?: number } & Record<string, unknown>;
  readonly payload: Uint8Array;
}

export interface Envelope {
  readonly header: { readonly dsn?: string; readonly event_id?: string } & Record<string, unknown>;
  readonly items: readonly EnvelopeItem[];
}

/** A body that is no envelope: its message says what is wrong, for a 400. */
export class EnvelopeError extends Error {
  override readonly name = "EnvelopeError";
}

const newline = 0x0a;

function jsonLine(bytes: Uint8Array, what: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (value && typeof value === "object" && !Array.isArray(value)) {
      return value as Record<string, unknown>;
    }
  } catch {
    // Reported below as the line's problem.
  }
  throw new EnvelopeError(`The envelope's ${what} is not a JSON object`);
}

function lineEnd(bytes: Uint8Array, from: number): number {
  const at = bytes.indexOf(newline, from);
  return at < 0 ? bytes.length : at;
}

export function parseEnvelope(bytes: Uint8Array): Envelope {
  const headerEnd = lineEnd(bytes, 0);
  const header = jsonLine(bytes.subarray(0, headerEnd), "header");
  const items: EnvelopeItem[] = [];
  let at = headerEnd + 1;
  while (at < bytes.length) {
    const itemEnd = lineEnd(bytes, at);
    if (itemEnd === at) {
      at += 1;
      continue;
    }
    const itemHeader = jsonLine(bytes.subarray(at, itemEnd), "item header");
    if (typeof itemHeader.type !== "string") {
      throw new EnvelopeError("Every envelope item needs a type");
    }
    const length = itemHeader.length;
    const start = itemEnd + 1;
    let end: number;
    if (length === undefined) end = lineEnd(bytes, start);
    else if (typeof length === "number" && Number.isInteger(length) && length >= 0) {
      end = start + length;
      if (end > bytes.length)
        throw new EnvelopeError("An envelope item is shorter than its length");
    } else throw new EnvelopeError("An envelope item's length must be a whole number");
    items.push({
      header: itemHeader as EnvelopeItem["header"],
      payload: bytes.subarray(Math.min(start, bytes.length), end),
    });
    at = end + 1;
  }
  return { header: header, items };
}

/** An envelope with one item per JSON payload. */
export function serializeEnvelope(
  header: Envelope["header"],
  items: readonly { readonly type: string; readonly payload: unknown }[],
): string {
  const lines = [JSON.stringify(header)];
  for (const item of items) {
    const payload = JSON.stringify(item.payload);
    lines.push(
      JSON.stringify({ type: item.type, length: new TextEncoder().encode(payload).length }),
      payload,
    );
  }
  return `${lines.join("\n")}\n`;
}

/** The parts of a DSN (`https://publicKey@host/projectId`). */
export interface Dsn {
  readonly publicKey: string;
  readonly projectId: string;
  /** Where envelopes for the project go: `https://host/api/{projectId}/envelope/`. */
  readonly envelopeUrl: string;
}

export function parseDsn(text: string): Dsn | undefined {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  const segments = url.pathname.split("/");
  const projectId = segments.pop() ?? "";
  if (!url.username || !/^\d+$/.test(projectId)) return undefined;
  if (url.protocol !== "https:" && url.protocol !== "http:") return undefined;
  const path = segments.join("/");
  return {
    publicKey: decodeURIComponent(url.username),
    projectId,
    envelopeUrl: `${url.protocol}//${url.host}${path}/api/${projectId}/envelope/`,
  };
}
