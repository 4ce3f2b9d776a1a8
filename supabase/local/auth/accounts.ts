import { randomUUID } from "node:crypto";

import type { RuntimeContext } from "../context.ts";
import type { Queryable } from "../db/database.ts";
import { AuthError } from "./errors.ts";
import type { Body } from "./params.ts";
import { insertUser } from "./stores/user-store.ts";

export interface AccountInput {
  id?: string;
  email?: string;
  phone?: string;
  encryptedPassword?: string | null;
  emailConfirmed?: boolean;
  phoneConfirmed?: boolean;
  userMetadata: Body;
  appMetadata?: Body;
  role?: string;
  /** GoTrue's anonymous user: no e-mail, phone, password, identity or app_metadata providers. */
  anonymous?: boolean;
  /** Further auth.users columns, e.g. confirmation_token or banned_until. */
  columns?: Body;
}

export async function createAccount(
  tx: Queryable,
  input: AccountInput,
): Promise<string> {
  if (input.anonymous) {
    return insertUser(
      tx,
      {
        id: input.id ?? randomUUID(),
        encrypted_password: "",
        raw_app_meta_data: {},
        raw_user_meta_data: input.userMetadata,
        is_anonymous: true,
      },
      null,
    );
  }
  const provider = input.email ? "email" : "phone";
  return insertUser(
    tx,
    {
      id: input.id ?? randomUUID(),
      email: input.email ?? null,
      phone: input.phone ?? null,
      encrypted_password: input.encryptedPassword ?? "",
      email_confirmed_at:
        input.email && input.emailConfirmed ? new Date().toISOString() : null,
      phone_confirmed_at:
        input.phone && input.phoneConfirmed ? new Date().toISOString() : null,
      raw_app_meta_data: {
        provider,
        providers: [provider],
        ...input.appMetadata,
      },
      raw_user_meta_data: input.userMetadata,
      ...(input.role ? { role: input.role } : {}),
      ...input.columns,
    },
    provider,
  );
}

/** What signUp stores in raw_user_meta_data: the app's `data` plus the identity claims. */
export function signupMetadata(
  id: string,
  data: Body,
  email: string | undefined,
  phone: string | undefined,
  confirmed: boolean,
): Body {
  return {
    ...data,
    sub: id,
    ...(email ? { email } : { phone }),
    email_verified: Boolean(email && confirmed),
    phone_verified: Boolean(phone && !email && confirmed),
  };
}

const USER_KEYS = new Set(["users_email_partial_key", "users_phone_key"]);
const violatesUserKey = (error: unknown) => {
  const e = (error ?? {}) as { code?: unknown; constraint?: unknown };
  return e.code === "23505" && USER_KEYS.has(String(e.constraint));
};

/**
 * Runs the transaction that creates a user. App triggers on auth.users run inside it, so their
 * failures roll everything back and answer as hosted GoTrue does.
 */
export async function saveNewUser<T>(
  ctx: RuntimeContext,
  duplicate: () => AuthError,
  fn: (tx: Queryable) => Promise<T>,
): Promise<T> {
  try {
    return await ctx.db.transaction(fn);
  } catch (error) {
    if (error instanceof AuthError) throw error;
    if (violatesUserKey(error)) throw duplicate();
    ctx.log(
      `auth: saving a new user failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    throw new AuthError(
      500,
      "unexpected_failure",
      "Database error saving new user",
    );
  }
}
