import type { RuntimeContext } from "../context.ts";
import { unprocessable, validationFailed } from "./errors.ts";
import {
  normalizeEmail,
  normalizePhone,
  optionalBoolean,
  optionalObject,
  optionalString,
  type Body,
} from "./params.ts";
import { checkPasswordStrength, hashPassword } from "./passwords.ts";
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
    "A user with this phone number has already been registered",
  );

const UNIT_MS: Record<string, number> = {
  ns: 1e-6,
  us: 1e-3,
  µs: 1e-3,
  ms: 1,
  s: 1e3,
  m: 60e3,
  h: 3600e3,
};

/** A Go duration ("876000h", "1h30m"); "none" lifts the ban. Returns banned_until. */
export function banUntil(value: string): string | null {
  if (value === "none") return null;
  const parts =
    /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:ns|us|µs|ms|s|m|h)(?:(?:\d+(?:\.\d*)?|\.\d+)(?:ns|us|µs|ms|s|m|h))*$/.test(
      value,
    )
      ? [...value.matchAll(/(\d+(?:\.\d*)?|\.\d+)(ns|us|µs|ms|s|m|h)/g)]
      : value === "0"
        ? []
        : undefined;
  if (!parts)
    throw validationFailed(
      `invalid format for ban duration: time: invalid duration "${value}"`,
    );
  const sign = value.startsWith("-") ? -1 : 1;
  const ms = parts.reduce(
    (sum, [, amount, unit]) => sum + Number(amount) * UNIT_MS[unit!]!,
    0,
  );
  return new Date(Date.now() + sign * ms).toISOString();
}

/**
 * The auth.users columns an admin create/update body asks for, after GoTrue's checks. `current` is
 * the user being updated (undefined on create).
 */
export async function adminColumns(
  ctx: RuntimeContext,
  body: Body,
  current: UserRow | undefined,
): Promise<Body> {
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

  if (rawEmail) {
    const email = normalizeEmail(rawEmail);
    if (email !== current?.email) {
      const other = await findUserByEmail(ctx.db, email);
      if (other && other.id !== current?.id) throw emailExists();
      columns.email = email;
    }
  }
  if (rawPhone) {
    const phone = normalizePhone(rawPhone);
    if (phone !== current?.phone) {
      const other = await findUserByPhone(ctx.db, phone);
      if (other && other.id !== current?.id) throw phoneExists();
      columns.phone = phone;
    }
  }
  if (password !== undefined) {
    checkPasswordStrength(password, ctx.config.auth.minimumPasswordLength);
    columns.encrypted_password = await hashPassword(password);
  } else if (passwordHash !== undefined) {
    if (!/^\$2[aby]\$\d\d\$.{53}$/.test(passwordHash))
      throw validationFailed("Invalid password hash format");
    columns.encrypted_password = passwordHash;
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
  if (role) columns.role = role;
  if (banDuration !== undefined) columns.banned_until = banUntil(banDuration);
  return columns;
}
