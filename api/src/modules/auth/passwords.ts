// Passwords: argon2id (@node-rs/argon2; about 85 ms per hash here, TOOLCHAIN "Figures seen").
import crypto from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// algorithm 2 = Algorithm.Argon2id (a const enum, which isolatedModules cannot import);
// memory and time cost: the OWASP minimum for argon2id (19 MiB, 2 passes)
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, OPTIONS);
}

/** false (never a throw) for a wrong password or a malformed stored hash */
export async function verifyPassword(storedHash: string, plain: string): Promise<boolean> {
  try {
    return await verify(storedHash, plain);
  } catch {
    return false;
  }
}

// Verifying against a fixed hash when the user does not exist keeps the answer time the same,
// so timing does not tell which identification numbers exist.
let dummyHash: Promise<string> | undefined;
export async function verifyAgainstNothing(plain: string): Promise<false> {
  dummyHash ??= hashPassword(crypto.randomBytes(16).toString('hex'));
  await verifyPassword(await dummyHash, plain);
  return false;
}

/** A temporary password a person can type: 10 characters without look-alikes (0/O, 1/l/I). */
export function temporaryPassword(length = 10): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
  const bytes = crypto.randomBytes(length);
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[bytes[i] % alphabet.length];
  return out;
}
