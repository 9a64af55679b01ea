import { createHash, createHmac } from "node:crypto";

export interface SigningKey {
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  readonly region: string;
  readonly service: string;
}

export interface SignableRequest {
  readonly method: string;
  readonly url: URL;
  /** Headers to sign besides host, x-amz-date and x-amz-content-sha256. */
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: Uint8Array;
}

const sha256Hex = (data: string | Uint8Array) => createHash("sha256").update(data).digest("hex");
const hmac = (key: string | Buffer, data: string) =>
  createHmac("sha256", key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it (`/` kept in paths). */
function encode(value: string, keepSlash: boolean): string {
  return encodeURIComponent(value)
    .replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%2F/g, keepSlash ? "/" : "%2F");
}

/**
 * The headers of an AWS Signature Version 4 request (the S3 flavour: the path is not
 * normalised, the payload hash is signed). Pure: the time is a parameter.
 */
export function signRequest(
  key: SigningKey,
  request: SignableRequest,
  now: Date,
): Record<string, string> {
  const amzDate = now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
  const day = amzDate.slice(0, 8);
  const payloadHash = sha256Hex(request.body ?? new Uint8Array());
  const headers: Record<string, string> = {
    host: request.url.host,
    "x-amz-content-sha256": payloadHash,
    "x-amz-date": amzDate,
  };
  for (const [name, value] of Object.entries(request.headers ?? {})) {
    headers[name.toLowerCase()] = value.trim();
  }
  const names = Object.keys(headers).sort();
  const query = [...request.url.searchParams]
    .map(([name, value]) => `${encode(name, false)}=${encode(value, false)}`)
    .sort()
    .join("&");
  const path = encode(decodeURIComponent(request.url.pathname), true);
  const canonical = [
    request.method,
    path,
    query,
    names.map((name) => `${name}:${headers[name]}\n`).join(""),
    names.join(";"),
    payloadHash,
  ].join("\n");
  const scope = `${day}/${key.region}/${key.service}/aws4_request`;
  const toSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256Hex(canonical)].join("\n");
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${key.secretAccessKey}`, day), key.region), key.service),
    "aws4_request",
  );
  const signature = createHmac("sha256", signingKey).update(toSign).digest("hex");
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${key.accessKeyId}/${scope}, SignedHeaders=${names.join(";")}, Signature=${signature}`,
  };
}
