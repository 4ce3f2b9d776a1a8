import * as OTPAuth from "otpauth";

import type { Queryable } from "../../db/database.ts";
import { notFound } from "../errors.ts";
import type { Body } from "../params.ts";

/** How long a TOTP challenge may be answered (GoTrue's `MFA_CHALLENGE_EXPIRY_DURATION`). */
export const CHALLENGE_EXPIRY_SECONDS = 300;

export type FactorRow = Body & {
  id: string;
  user_id: string;
  status: string;
  factor_type: string;
  secret: string;
};

export async function findFactor(
  q: Queryable,
  userId: string,
  factorId: string,
): Promise<FactorRow> {
  const { rows } = await q.query<FactorRow>(
    "select * from auth.mfa_factors where id::text = $1 and user_id = $2",
    [factorId, userId],
  );
  if (!rows[0]) throw notFound("mfa_factor_not_found", "Factor not found");
  return rows[0];
}

export async function listFactors(
  q: Queryable,
  userId: string,
): Promise<FactorRow[]> {
  return (
    await q.query<FactorRow>(
      "select * from auth.mfa_factors where user_id = $1 order by created_at",
      [userId],
    )
  ).rows;
}

/** Removes a factor and takes the sessions it raised back to aal1, as GoTrue's unenroll does. */
export async function deleteFactor(
  tx: Queryable,
  factorId: string,
): Promise<void> {
  await tx.query(
    `delete from auth.mfa_amr_claims
     where authentication_method = 'totp' and session_id in (select id from auth.sessions where factor_id = $1)`,
    [factorId],
  );
  await tx.query(
    `update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where factor_id = $1`,
    [factorId],
  );
  await tx.query("delete from auth.mfa_factors where id = $1", [factorId]);
}

/** A placeholder picture for the enrolment screen: the secret to type in, since no QR encoder ships locally. */
export function secretSvg(secret: string, issuer: string): string {
  const grouped = secret.match(/.{1,4}/g)?.join(" ") ?? secret;
  const text = (value: string) =>
    value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="96" viewBox="0 0 320 96">` +
    `<rect width="320" height="96" fill="white" stroke="black"/>` +
    `<text x="160" y="36" font-family="monospace" font-size="13" text-anchor="middle">${text(issuer)} TOTP key</text>` +
    `<text x="160" y="64" font-family="monospace" font-size="13" text-anchor="middle">${text(grouped)}</text>` +
    `</svg>`
  );
}

/** RFC 6238 with GoTrue's parameters: SHA-1, 6 digits, 30 s. */
export const totp = (secret: string, issuer = "", label = "") =>
  new OTPAuth.TOTP({
    issuer,
    label,
    secret,
    algorithm: "SHA1",
    digits: 6,
    period: 30,
  });
