import { randomUUID } from "node:crypto";
import { rename, writeFile } from "node:fs/promises";

/**
 * Writes a file whole or not at all: into a temporary file of its own, then renamed over the
 * target, so a reader never sees it half-written (an image served while the demo data is
 * written again read an empty file: "Input Buffer is empty").
 */
export async function writeFileAtomically(file: string, body: string | Buffer): Promise<void> {
  // Unique per call: two writers of one name must not share a temporary file.
  const temporary = `${file}.${process.pid}.${randomUUID()}.tmp`;
  await writeFile(temporary, body);
  await rename(temporary, file);
}
