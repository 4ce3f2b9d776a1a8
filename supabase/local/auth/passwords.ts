import { randomBytes } from "node:crypto";
import bcrypt from "bcryptjs";

import { AuthError, validationFailed } from "./errors.ts";

const COST = 10;
const MAX_LENGTH = 72;

export function checkPasswordStrength(
  password: string,
  minimumLength: number,
): void {
  if (password.length > MAX_LENGTH) {
    throw validationFailed(
      `Password cannot be longer than ${MAX_LENGTH} characters`,
    );
  }
  if (password.length < minimumLength) {
    throw new AuthError(
      422,
      "weak_password",
      `Password should be at least ${minimumLength} characters.`,
      {
        weak_password: { reasons: ["length"] },
      },
    );
  }
}

export const hashPassword = (password: string) => bcrypt.hash(password, COST);

/**
 * The 64-character password GoTrue gives an account that needs one nobody chose
 * (password.Generate(64, …)): invited or code-made accounts, admin-created ones without one.
 */
export const randomPassword = () => randomBytes(48).toString("base64url");

/** Accepts GoTrue's hashes and pgcrypto's `crypt(pw, gen_salt('bf'))` from seeds ($2a$/$2b$/$2y$). */
export async function passwordMatches(
  password: string,
  hash: unknown,
): Promise<boolean> {
  if (typeof hash !== "string" || !/^\$2[aby]\$\d\d\$/.test(hash)) return false;
  try {
    return await bcrypt.compare(password, hash.replace(/^\$2y\$/, "$2b$"));
  } catch {
    return false;
  }
}
