/** The local-storage key of the browser's anonymous id (core spec point 3, User). */
export const userIdStorageKey = "userId";

const anonymousIdPattern = /^[0-9a-f]{8,63}$/;

/** A new anonymous id: 32 random hex characters (16 bytes from the platform's crypto). */
export function newAnonymousId(
  randomBytes: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string {
  return [...randomBytes(new Uint8Array(16))]
    .map((byte) => byte.toString(16).padStart(2, "0"))
    .join("");
}

/** The subset of `Storage` the anonymous id needs (tests pass a map). */
export type IdStorage = Pick<Storage, "getItem" | "setItem">;

/**
 * The anonymous id kept in local storage under `userId`: read, created when missing (or not an
 * anonymous id), renewed when the shop says the id belongs to another session. Without usable
 * storage (blocked, private mode) the id lives for the page only.
 */
export class AnonymousId {
  private readonly storage: IdStorage | undefined;
  private readonly create: () => string;
  private memory: string | undefined;

  constructor(storage: IdStorage | undefined, create: () => string = () => newAnonymousId()) {
    this.storage = storage;
    this.create = create;
  }

  /** The stored id, created and stored when there is none. */
  current(): string {
    const stored = this.read();
    if (stored && anonymousIdPattern.test(stored)) return stored;
    return this.renew();
  }

  /** Replaces the id with a new one and returns it. */
  renew(): string {
    const id = this.create();
    this.memory = id;
    try {
      this.storage?.setItem(userIdStorageKey, id);
    } catch {
      // Storage refused: the id in memory serves this page.
    }
    return id;
  }

  private read(): string | null | undefined {
    try {
      return this.storage?.getItem(userIdStorageKey) ?? this.memory;
    } catch {
      return this.memory;
    }
  }
}
