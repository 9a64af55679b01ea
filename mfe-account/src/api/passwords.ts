import { hash, verify, type Options } from "@node-rs/argon2";

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

/** The argon2id hash stored for a customer's password (core spec point 5, decision 0015). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2id);
}

/** A hash of a password nobody has, verified when the account is unknown so timing matches. */
const decoy = hash("decoy password nobody has", argon2id);

/**
 * True when the password matches the stored hash. Without a stored hash (unknown account, guest)
 * a decoy hash is verified anyway, so a known and an unknown email take the same time.
 */
export async function verifyPassword(
  stored: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!stored) {
    await verify(await decoy, password);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
