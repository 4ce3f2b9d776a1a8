import type { RuntimeContext } from "../context.ts";
import { AuthError, unprocessable, validationFailed } from "./errors.ts";
import {
  normalizeEmail,
  normalizePhone,
  optionalBoolean,
  optionalObject,
  optionalString,
  type Body,
} from "./params.ts";
import {
  checkPasswordStrength,
  hashPassword,
  randomPassword,
} from "./passwords.ts";
import {
  findUserByEmail,
  findUserByPhone,
  mergeMetadata,
  type UserRow,
} from "./stores/user-store.ts";

export const emailExists = () =>
  unprocessable(
    "email_exists",
    "A user with this email address has already been registered",
  );
const phoneExists = () =>
  unprocessable(
    "phone_exists",
    "Phone number already registered by another user",
  );

const NS_PER: Record<string, number> = {
  ns: 1,
  us: 1e3,
  "\u00b5s": 1e3,
  "\u03bcs": 1e3,
  ms: 1e6,
  s: 1e9,
  m: 60e9,
  h: 3600e9,
};
const MAX_DURATION_NS = 2 ** 63;

/**
 * Go's time.ParseDuration, in milliseconds, refusing with its own error texts ("invalid
 * duration", "missing unit", "unknown unit") as GoTrue passes them on for `ban_duration`.
 */
export function parseGoDuration(value: string): number {
  const quoted = (text: string) => JSON.stringify(text);
  const refuse = (reason: string) =>
    validationFailed(`invalid format for ban duration: time: ${reason}`);
  const invalid = () => refuse(`invalid duration ${quoted(value)}`);
  let rest = value;
  let sign = 1;
  if (rest[0] === "-" || rest[0] === "+") {
    sign = rest[0] === "-" ? -1 : 1;
    rest = rest.slice(1);
  }
  if (rest === "0") return 0;
  if (!rest) throw invalid();
  let total = 0;
  while (rest) {
    const number = /^(\d*)(?:\.(\d*))?/.exec(rest)!;
    const [whole, integer = "", fraction] = number;
    if (!integer && !fraction) throw invalid();
    rest = rest.slice(whole.length);
    const unit = /^[^.\d]*/.exec(rest)![0];
    if (!unit) throw refuse(`missing unit in duration ${quoted(value)}`);
    rest = rest.slice(unit.length);
    const scale = NS_PER[unit];
    if (scale === undefined)
      throw refuse(`unknown unit ${quoted(unit)} in duration ${quoted(value)}`);
    total += Number(`${integer || "0"}.${fraction ?? ""}0`) * scale;
    if (total > MAX_DURATION_NS) throw invalid();
  }
  return (sign * total) / 1e6;
}

/** User.Ban: "none" or a zero duration lifts the ban; any other sets banned_until = now + it. */
export function banUntil(value: string): string | null {
  const ms = value === "none" ? 0 : parseGoDuration(value);
  return ms === 0 ? null : new Date(Date.now() + ms).toISOString();
}

/** bcrypt.Cost's check of a `password_hash` for create: `$2a$`/`$2b$`/`$2y$`, a two-digit cost, 53 characters. */
const BCRYPT_HASH = /^\$2[aby]?\$\d\d\$.{53}$/;

/**
 * The auth.users columns an admin create (`current` undefined) or update body asks for, after
 * GoTrue's checks in adminUserCreate / adminUserUpdate (internal/api/admin.go). Create alone
 * checks duplicates (422), takes `password_hash`, and sets a password without the strength rules;
 * update applies the strength rules, and leaves duplicates to the unique indexes (500).
 */
export async function adminColumns(
  ctx: RuntimeContext,
  body: Body,
  current: UserRow | undefined,
): Promise<Body> {
  const creating = current === undefined;
  const columns: Body = {};
  const now = new Date().toISOString();
  const rawEmail = optionalString(body, "email");
  const rawPhone = optionalString(body, "phone");
  const password = optionalString(body, "password");
  const passwordHash = optionalString(body, "password_hash");
  const userMetadata = optionalObject(body, "user_metadata");
  const appMetadata = optionalObject(body, "app_metadata");
  const role = optionalString(body, "role");
  const banDuration = optionalString(body, "ban_duration");
  const emailConfirm = optionalBoolean(body, "email_confirm");
  const phoneConfirm = optionalBoolean(body, "phone_confirm");

  if (creating && !rawEmail && !rawPhone)
    throw validationFailed(
      "Cannot create a user without either an email or phone",
    );
  if (rawEmail) {
    const email = normalizeEmail(rawEmail);
    if (creating && (await findUserByEmail(ctx.db, email))) throw emailExists();
    if (email !== current?.email) columns.email = email;
  }
  if (rawPhone) {
    const phone = normalizePhone(rawPhone);
    if (creating && (await findUserByPhone(ctx.db, phone))) throw phoneExists();
    if (phone !== current?.phone) columns.phone = phone;
  }
  if (creating) {
    if (password !== undefined && passwordHash)
      throw validationFailed(
        "Only a password or a password hash should be provided",
      );
    if (passwordHash) {
      if (!BCRYPT_HASH.test(passwordHash))
        throw new AuthError(500, "unexpected_failure", "Error creating user");
      columns.encrypted_password = passwordHash;
    } else if (password) {
      if (Buffer.byteLength(password) > 72)
        throw validationFailed("Password cannot be longer than 72 characters");
      columns.encrypted_password = await hashPassword(password);
    } else {
      // Without either, GoTrue gives the account a random 64-character password.
      columns.encrypted_password = await hashPassword(randomPassword());
    }
  }
  // Parsed before the password on update, as adminUserUpdate does.
  const bannedUntil = banDuration ? banUntil(banDuration) : undefined;
  if (!creating && password !== undefined) {
    checkPasswordStrength(password, ctx.config.auth.minimumPasswordLength);
    columns.encrypted_password = await hashPassword(password);
  }
  if (emailConfirm && !current?.email_confirmed_at)
    columns.email_confirmed_at = now;
  if (phoneConfirm && !current?.phone_confirmed_at)
    columns.phone_confirmed_at = now;
  const verified = {
    ...(emailConfirm ? { email_verified: true } : {}),
    ...(phoneConfirm ? { phone_verified: true } : {}),
  };
  if (userMetadata || Object.keys(verified).length) {
    columns.raw_user_meta_data = mergeMetadata(
      current?.raw_user_meta_data ?? {},
      { ...userMetadata, ...verified },
    );
  }
  if (appMetadata)
    columns.raw_app_meta_data = mergeMetadata(
      current?.raw_app_meta_data ?? {},
      appMetadata,
    );
  // User.SetRole trims; an empty role leaves the default (create) or the current one (update).
  if (role?.trim()) columns.role = role.trim();
  if (bannedUntil !== undefined) columns.banned_until = bannedUntil;
  return columns;
}
