import { describe, expect, it } from "vitest";
import { documentStream } from "./document-stream.ts";

async function chunksOf(stream: ReadableStream<Uint8Array>): Promise<string[]> {
  const decoder = new TextDecoder();
  const chunks: string[] = [];
  const reader = stream.getReader();
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    chunks.push(decoder.decode(part.value));
  }
  return chunks;
}

describe("documentStream", () => {
  it("sends parts that are ready together as one chunk", async () => {
    async function* parts() {
      yield "<head>";
      yield await Promise.resolve("<body>");
      yield "</html>";
    }
    expect(await chunksOf(documentStream(parts()))).toEqual(["<head><body></html>"]);
  });

  it("sends what it has as soon as the next part must wait", async () => {
    async function* parts() {
      yield "<head>";
      yield await new Promise<string>((resolve) => setTimeout(() => resolve("<slow>"), 20));
      yield "</html>";
    }
    expect(await chunksOf(documentStream(parts()))).toEqual(["<head>", "<slow></html>"]);
  });
});
