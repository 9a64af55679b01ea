import { hash, verify, type Options } from "@node-rs/argon2";
import { Slots } from "./slots.ts";

/**
 * argon2id with OWASP's password-storage parameters (19 MiB, 2 passes, 1 lane). The parameters
 * live in each stored hash, so raising them later needs no migration.
 */
const argon2id: Options = {
  // Algorithm.Argon2id: a const enum, which Node's type stripping cannot inline.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/**
 * argon2 runs on libuv's thread pool: at most 4 hashes at once, so the other 4 of the 8 threads
 * the edge starts with (`UV_THREADPOOL_SIZE`) stay free for compression and file reads while
 * many shoppers sign in (decision 0053).
 */
const argon2Slots = new Slots(4);

/** The argon2id hash stored for a customer's password (core spec point 5, decision 0015). */
export function hashPassword(password: string): Promise<string> {
  return argon2Slots.run(() => hash(password, argon2id));
}

/** A hash of a password nobody has, verified when the account is unknown so timing matches. */
const decoy = hashPassword("decoy password nobody has");

/**
 * True when the password matches the stored hash. Without a stored hash (unknown account, guest)
 * a decoy hash is verified anyway, so a known and an unknown email take the same time.
 */
export async function verifyPassword(
  stored: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!stored) {
    const decoyHash = await decoy;
    await argon2Slots.run(() => verify(decoyHash, password));
    return false;
  }
  try {
    return await argon2Slots.run(() => verify(stored, password));
  } catch {
    return false;
  }
}
