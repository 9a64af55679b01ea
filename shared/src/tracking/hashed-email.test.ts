import { expect, it } from "vitest";
import { hashedEmail } from "./hashed-email.ts";

it("hashes the trimmed, lowercased e-mail with SHA-256 (core spec point 7)", async () => {
  // `printf ana@example.com | sha256sum`
  const expected = "8e43ca37701228e74983efdbd0cff5c16b3b1e5d4e29a7c05626d4d25a018e11";
  expect(await hashedEmail("ana@example.com")).toBe(expected);
  expect(await hashedEmail(" Ana@Example.COM ")).toBe(expected);
  expect(await hashedEmail("bob@example.com")).not.toBe(expected);
});
