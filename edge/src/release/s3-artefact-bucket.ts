import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import {
  newestFirst,
  slicePattern,
  versionIdPattern,
  VersionExists,
  type ArtefactBucket,
  type PublishedVersion,
} from "./artefact-bucket.ts";
import { folderFiles, readBuildInfo } from "./content-version.ts";
import type { S3Config } from "./release-config.ts";
import { signRequest } from "./sigv4.ts";

/** The index of a version's files, written before `build.json` (which marks it published). */
const filesIndex = "files.json";

/**
 * Published versions in S3-compatible object storage (AWS S3, MinIO, R2, …; path-style URLs,
 * SigV4 over fetch): `{prefix}{mfe}/{version}/{file}`. `build.json` is written last with
 * `If-None-Match: *`, so of two publishers of one version exactly one succeeds. The edge
 * downloads a version once into its cache folder and serves it from there.
 */
export class S3ArtefactBucket implements ArtefactBucket {
  readonly location: string;
  private readonly config: S3Config;
  private readonly cacheDir: string;
  private readonly downloads = new Map<string, Promise<string | undefined>>();

  constructor(config: S3Config, cacheDir: string) {
    this.config = config;
    this.cacheDir = cacheDir;
    this.location = `${config.endpoint}/${config.bucket}/${config.prefix}`;
  }

  async versions(mfe: string): Promise<PublishedVersion[]> {
    if (!slicePattern.test(mfe)) return [];
    const prefixes: string[] = [];
    let token: string | undefined;
    do {
      const query = new URLSearchParams({
        "list-type": "2",
        prefix: `${this.config.prefix}${mfe}/`,
        delimiter: "/",
        ...(token ? { "continuation-token": token } : {}),
      });
      const response = await this.send("GET", "", { query });
      if (!response.ok) throw await this.failure(response, `listing ${mfe}`);
      const xml = await response.text();
      for (const match of xml.matchAll(/<Prefix>([^<]*)<\/Prefix>/g)) prefixes.push(match[1] ?? "");
      token = /<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)?.[1];
    } while (token);
    const versions = await Promise.all(
      prefixes
        .map((prefix) => prefix.slice(`${this.config.prefix}${mfe}/`.length).replace(/\/$/, ""))
        .filter((version) => versionIdPattern.test(version))
        .map(async (version) => {
          const response = await this.send("GET", `${mfe}/${version}/build.json`);
          if (!response.ok) return undefined;
          const build = (await response.json()) as { builtAt: string; commit: string };
          return { version, builtAt: build.builtAt, commit: build.commit };
        }),
    );
    return newestFirst(versions.filter((version) => version !== undefined));
  }

  async exists(mfe: string, version: string): Promise<boolean> {
    if (!slicePattern.test(mfe) || !versionIdPattern.test(version)) return false;
    const response = await this.send("HEAD", `${mfe}/${version}/build.json`);
    if (response.status === 404) return false;
    if (!response.ok) throw await this.failure(response, `checking ${mfe}@${version}`);
    return true;
  }

  async put(mfe: string, version: string, folder: string): Promise<void> {
    if (!slicePattern.test(mfe) || !versionIdPattern.test(version)) {
      throw new Error(`not a slice version: ${mfe}@${version}`);
    }
    if (await this.exists(mfe, version)) throw new VersionExists(mfe, version);
    const files = (await folderFiles(folder)).filter((file) => file !== "build.json");
    for (const file of files) {
      await this.upload(`${mfe}/${version}/${file}`, await fs.readFile(path.join(folder, file)));
    }
    await this.upload(`${mfe}/${version}/${filesIndex}`, Buffer.from(JSON.stringify(files)));
    const marker = await this.send("PUT", `${mfe}/${version}/build.json`, {
      body: await fs.readFile(path.join(folder, "build.json")),
      headers: { "if-none-match": "*" },
    });
    if (marker.status === 412) throw new VersionExists(mfe, version);
    if (!marker.ok) throw await this.failure(marker, `publishing ${mfe}@${version}`);
  }

  localFolder(mfe: string, version: string): Promise<string | undefined> {
    if (!slicePattern.test(mfe) || !versionIdPattern.test(version)) {
      return Promise.resolve(undefined);
    }
    const key = `${mfe}@${version}`;
    let download = this.downloads.get(key);
    if (!download) {
      download = this.download(mfe, version);
      // A failed or missing download is tried again next time; a finished one stays.
      download.then(
        (folder) => folder ?? this.downloads.delete(key),
        () => this.downloads.delete(key),
      );
      this.downloads.set(key, download);
    }
    return download;
  }

  private async download(mfe: string, version: string): Promise<string | undefined> {
    const target = path.join(this.cacheDir, mfe, version);
    if (existsSync(path.join(target, "build.json"))) return target;
    const build = await this.send("GET", `${mfe}/${version}/build.json`);
    if (build.status === 404) return undefined;
    if (!build.ok) throw await this.failure(build, `fetching ${mfe}@${version}`);
    const index = await this.send("GET", `${mfe}/${version}/${filesIndex}`);
    if (!index.ok) throw await this.failure(index, `fetching the file list of ${mfe}@${version}`);
    const files = (await index.json()) as string[];
    const staging = `${target}.download-${process.pid}-${Date.now()}`;
    try {
      for (const file of files) {
        const destination = path.resolve(staging, file);
        if (!destination.startsWith(staging + path.sep)) throw new Error(`bad file name ${file}`);
        const response = await this.send("GET", `${mfe}/${version}/${file}`);
        if (!response.ok) throw await this.failure(response, `fetching ${file}`);
        await fs.mkdir(path.dirname(destination), { recursive: true });
        await fs.writeFile(destination, Buffer.from(await response.arrayBuffer()));
      }
      await fs.writeFile(path.join(staging, "build.json"), Buffer.from(await build.arrayBuffer()));
      await readBuildInfo(staging);
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.rename(staging, target).catch((error: unknown) => {
        if (!existsSync(path.join(target, "build.json"))) throw error;
      });
      return target;
    } finally {
      await fs.rm(staging, { recursive: true, force: true });
    }
  }

  private async upload(key: string, body: Buffer): Promise<void> {
    const response = await this.send("PUT", key, { body });
    if (!response.ok) throw await this.failure(response, `uploading ${key}`);
  }

  private send(
    method: "GET" | "HEAD" | "PUT",
    key: string,
    options: { body?: Buffer; headers?: Record<string, string>; query?: URLSearchParams } = {},
  ): Promise<Response> {
    const objectPath = key ? `/${this.config.prefix}${key}` : "";
    const url = new URL(`${this.config.endpoint}/${this.config.bucket}${objectPath}`);
    for (const [name, value] of options.query ?? []) url.searchParams.set(name, value);
    const headers = signRequest(
      { ...this.config, service: "s3" },
      {
        method,
        url,
        ...(options.headers ? { headers: options.headers } : {}),
        ...(options.body ? { body: options.body } : {}),
      },
      new Date(),
    );
    delete headers.host;
    return fetch(url, {
      method,
      headers,
      ...(options.body ? { body: new Uint8Array(options.body) } : {}),
    });
  }

  private async failure(response: Response, what: string): Promise<Error> {
    const text = await response.text().catch(() => "");
    return new Error(`S3 answered ${response.status} ${what}: ${text.slice(0, 200)}`);
  }
}
