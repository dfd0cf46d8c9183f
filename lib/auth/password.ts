import { hash, verify, type Options } from '@node-rs/argon2';

// Not `server-only`: the seed script (plain Node through tsx) hashes the demo doctor's password with it.
// Never import it from client code.

/** argon2id with OWASP's minimum parameters: 19 MiB of memory, 2 passes, one lane. */
export const PASSWORD_HASH_OPTIONS = {
  // Algorithm.Argon2id; the package's const enum cannot be read under isolatedModules.
  algorithm: 2 satisfies NonNullable<Options['algorithm']>,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} satisfies Options;

/** A PHC string ($argon2id$v=19$m=19456,t=2,p=1$…) with a fresh random salt. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

/** True when `password` matches `passwordHash`; false for a wrong password or a malformed hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
