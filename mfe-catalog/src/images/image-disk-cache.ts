import { mkdir, readFile, readdir, stat, unlink, utimes } from "node:fs/promises";
import path from "node:path";
import { writeFileAtomically } from "./atomic-write.ts";

function missing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === "ENOENT";
}

/** Undefined for a file another step already removed; any other failure is thrown. */
function ignoreMissing(error: unknown): undefined {
  if (missing(error)) return undefined;
  throw error;
}

/**
 * Files in one folder holding at most `maxBytes` together (decision 0030): past that, the least
 * recently used go. Use is the file's modification time, renewed on every read, so the order
 * outlives a restart; the folder is indexed on first use. One process owns the folder.
 */
export class ImageDiskCache {
  private readonly dir: string;
  private readonly maxBytes: number;
  /** Each file's size by its name below the folder, least recently used first. */
  private readonly sizes = new Map<string, number>();
  private bytes = 0;
  private indexed: Promise<void> | undefined;

  constructor(dir: string, maxBytes: number) {
    this.dir = dir;
    this.maxBytes = maxBytes;
  }

  /** The file's content, or undefined when it is not kept. */
  async read(name: string): Promise<Buffer | undefined> {
    await this.index();
    if (!this.sizes.has(name)) return undefined;
    const file = path.join(this.dir, name);
    const body = await readFile(file).catch(ignoreMissing);
    const now = new Date();
    // Removed meanwhile (evicted by a write): the bytes read are still the image.
    const kept = body && (await utimes(file, now, now).then(() => true, ignoreMissing));
    if (body && kept) this.remember(name, body.length);
    else this.forget(name);
    return body;
  }

  /** Keeps the file, then removes the least recently used ones until the total fits. */
  async write(name: string, body: Buffer): Promise<void> {
    await this.index();
    const file = path.join(this.dir, name);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFileAtomically(file, body);
    this.remember(name, body.length);
    await this.evict();
  }

  private remember(name: string, size: number): void {
    this.forget(name);
    this.sizes.set(name, size);
    this.bytes += size;
  }

  private forget(name: string): void {
    this.bytes -= this.sizes.get(name) ?? 0;
    this.sizes.delete(name);
  }

  private async evict(): Promise<void> {
    for (const [name] of this.sizes) {
      if (this.bytes <= this.maxBytes) return;
      this.forget(name);
      await unlink(path.join(this.dir, name)).catch(ignoreMissing);
    }
  }

  /**
   * Reads what the folder already holds, oldest use first, once on first use; temporary files
   * left by an interrupted write are removed.
   */
  private index(): Promise<void> {
    this.indexed ??= (async () => {
      const entries =
        (await readdir(this.dir, { recursive: true, withFileTypes: true }).catch(ignoreMissing)) ??
        [];
      const files = entries.filter((entry) => entry.isFile());
      const kept = await Promise.all(
        files.map(async (entry) => {
          const file = path.join(entry.parentPath, entry.name);
          if (entry.name.endsWith(".tmp")) return void (await unlink(file).catch(ignoreMissing));
          const info = await stat(file).catch(ignoreMissing);
          return (
            info && { name: path.relative(this.dir, file), size: info.size, usedAt: info.mtimeMs }
          );
        }),
      );
      const known = kept.filter((file) => file !== undefined);
      known.sort((a, b) => a.usedAt - b.usedAt);
      for (const file of known) this.remember(file.name, file.size);
      await this.evict();
    })();
    return this.indexed;
  }
}
