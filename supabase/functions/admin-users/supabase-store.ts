import type { AuthError, SupabaseClient, User } from "@supabase/supabase-js";

import { HttpError } from "../_shared/http.ts";
import { ROLES, type InvitedRole, type Role } from "./schemas.ts";
import {
  BAN_FOREVER,
  type DriverRecord,
  type ManagedUser,
  type UserAdmin,
  type UserPage,
} from "./store.ts";

const DRIVER_COLUMNS = "id, name, user_id";

/** An auth API refusal the caller caused keeps its words; the service's own failures stay 500s. */
function authFailure(action: string, error: AuthError): Error {
  const status = error.status ?? 500;
  if (status === 404)
    return new HttpError(404, "not_found", "This user no longer exists.");
  // A rate limit (a second reset link within the minute, say) keeps its 429.
  if (status >= 400 && status < 500)
    return new HttpError(
      status === 429 ? 429 : 400,
      error.code ?? "auth_refused",
      error.message,
    );
  return new Error(`${action} failed: ${error.message}`);
}

export interface StoreOptions {
  /**
   * Where invitation and recovery links land (the app's /auth/confirm); left out, the auth
   * service's site URL.
   */
  redirectTo?: string;
}

export function supabaseUserAdmin(
  client: SupabaseClient,
  { redirectTo }: StoreOptions = {},
): UserAdmin {
  const landing = redirectTo ? { redirectTo } : {};
  const rpc = async <T>(name: string, args: Record<string, unknown>) => {
    const { data, error } = await client.rpc(name, args);
    if (error) throw new Error(`${name} failed: ${error.message}`);
    return data as T;
  };
  const listUsers = (page: number, perPage: number, q: string) =>
    rpc<UserPage>("admin_list_users", {
      p_page: page,
      p_per_page: perPage,
      p_search: q,
    });
  const findDriverWhere = async (column: "id" | "user_id", value: string) => {
    const { data, error } = await client
      .from("drivers")
      .select(DRIVER_COLUMNS)
      .eq(column, value)
      .maybeSingle<DriverRecord>();
    if (error) throw new Error(`drivers lookup failed: ${error.message}`);
    return data;
  };

  return {
    listUsers,
    async getUser(id) {
      const { data, error } = await client.auth.admin.getUserById(id);
      if (error?.status === 404) return null;
      if (error) throw authFailure("getUserById", error);
      return fromAuthUser(data.user);
    },
    findUserByEmail: (email) => findUserByEmailIn(listUsers, email),
    countOtherAdmins: (id) =>
      rpc<number>("admin_count_other_admins", { p_user_id: id }),
    async updateUser(id, { fullName, role }) {
      const { error } = await client.auth.admin.updateUserById(id, {
        ...(fullName === undefined
          ? {}
          : { user_metadata: { full_name: fullName } }),
        ...(role === undefined
          ? {}
          : {
              // A fresh stamp tells the auth.users trigger this change is logged by
              // record_account_action (with the administrator), so it is logged once.
              app_metadata: {
                role: roleClaim(role),
                role_change_ref: crypto.randomUUID(),
              },
            }),
      });
      if (error) throw authFailure("updateUserById", error);
      if (fullName === undefined) return;
      const profile = await client
        .from("profiles")
        .update({ full_name: fullName })
        .eq("id", id);
      if (profile.error)
        throw new Error(`profiles update failed: ${profile.error.message}`);
    },
    async setBanned(id, banned) {
      const { error } = await client.auth.admin.updateUserById(id, {
        ban_duration: banned ? BAN_FOREVER : "none",
      });
      if (error) throw authFailure("updateUserById", error);
    },
    async deleteUser(id) {
      const { error } = await client.auth.admin.deleteUser(id);
      if (error) throw authFailure("deleteUser", error);
    },
    async sendPasswordReset(email) {
      const { error } = await client.auth.resetPasswordForEmail(email, landing);
      if (error) throw authFailure("resetPasswordForEmail", error);
    },
    async inviteUser(email, fullName, invitedAs: InvitedRole) {
      const { data, error } = await client.auth.admin.inviteUserByEmail(email, {
        data: { full_name: fullName, invited_as: invitedAs },
        ...landing,
      });
      if (error) throw authFailure("inviteUserByEmail", error);
      return data.user.id;
    },
    findDriver: (id) => findDriverWhere("id", id),
    findDriverByUser: (userId) => findDriverWhere("user_id", userId),
    async linkDriver(driverId, userId) {
      const { error } = await client
        .from("drivers")
        .update({ user_id: userId })
        .eq("id", driverId);
      if (error?.code === "23505")
        throw new HttpError(
          409,
          "already_linked",
          "This login already belongs to another driver.",
        );
      if (error) throw new Error(`drivers update failed: ${error.message}`);
    },
    async recordAction({ actorId, action, userId, before, after }) {
      await rpc<number>("record_account_action", {
        p_actor_id: actorId,
        p_action: action,
        p_user_id: userId,
        p_before: before,
        p_after: after,
      });
    },
  };
}

/** 'customer' is the absence of a role; null removes the key (metadata merges shallowly). */
function roleClaim(role: Role): string | null {
  return role === "customer" ? null : role;
}

function fromAuthUser(user: User): ManagedUser {
  const role = ROLES.find((r) => r === user.app_metadata?.role) ?? "customer";
  const name: unknown = user.user_metadata?.full_name;
  return {
    id: user.id,
    email: user.email ?? "",
    full_name: typeof name === "string" ? name : "",
    role,
    created_at: user.created_at,
    banned_until: user.banned_until ?? null,
    last_sign_in_at: user.last_sign_in_at ?? null,
  };
}

/** The listing's row for this exact address (the search matches substrings). */
async function findUserByEmailIn(
  listUsers: (page: number, perPage: number, q: string) => Promise<UserPage>,
  email: string,
): Promise<ManagedUser | null> {
  const { users } = await listUsers(1, 100, email);
  const wanted = email.toLowerCase();
  return users.find((user) => user.email.toLowerCase() === wanted) ?? null;
}
