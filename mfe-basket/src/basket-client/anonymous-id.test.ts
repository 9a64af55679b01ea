import { describe, expect, it } from "vitest";
import { AnonymousId, newAnonymousId, userIdStorageKey } from "./anonymous-id.ts";

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

describe("the anonymous id", () => {
  it("is 32 hex characters from crypto", () => {
    expect(newAnonymousId()).toMatch(/^[0-9a-f]{32}$/);
    expect(newAnonymousId((bytes) => bytes.fill(255))).toBe("f".repeat(32));
  });

  it("is read from local storage under userId", () => {
    const storage = memoryStorage({ [userIdStorageKey]: "abcdef0123456789" });
    expect(new AnonymousId(storage).current()).toBe("abcdef0123456789");
  });

  it("is created and stored when missing or not an anonymous id", () => {
    for (const stored of [undefined, "not-hex", "a".repeat(64)]) {
      const storage = memoryStorage(stored ? { [userIdStorageKey]: stored } : {});
      const id = new AnonymousId(storage, () => "0badc0de0badc0de").current();
      expect(id).toBe("0badc0de0badc0de");
      expect(storage.values.get(userIdStorageKey)).toBe(id);
    }
  });

  it("is renewed on request and kept in memory when storage refuses", () => {
    const refusing = {
      getItem: () => {
        throw new Error("blocked");
      },
      setItem: () => {
        throw new Error("blocked");
      },
    };
    let n = 0;
    const id = new AnonymousId(refusing, () => `${++n}`.repeat(8));
    expect(id.current()).toBe("11111111");
    expect(id.current()).toBe("11111111");
    expect(id.renew()).toBe("22222222");
    expect(id.current()).toBe("22222222");
  });
});
