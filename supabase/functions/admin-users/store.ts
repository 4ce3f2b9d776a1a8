import type { AccountAction } from "./audit.ts";
import type { InvitedRole, Role } from "./schemas.ts";

/** An account as the back office shows it (admin_list_users). */
export interface ManagedUser {
  id: string;
  email: string;
  full_name: string;
  role: Role;
  created_at: string;
  banned_until: string | null;
  last_sign_in_at: string | null;
}

export interface UserPage {
  users: ManagedUser[];
  total: number;
}

export interface DriverRecord {
  id: string;
  name: string;
  user_id: string | null;
}

/**
 * What the handler reads and changes, with the service role; backed by the auth admin API and
 * the database in production (supabase-store.ts), by an in-memory fake in the handler tests.
 * Anything the caller caused is thrown as an HttpError; anything else as a plain Error (500).
 */
export interface UserAdmin {
  listUsers(page: number, perPage: number, q: string): Promise<UserPage>;
  /** The account with this id; null when there is none. */
  getUser(id: string): Promise<ManagedUser | null>;
  /** The account with exactly this e-mail (case-insensitive); null when there is none. */
  findUserByEmail(email: string): Promise<ManagedUser | null>;
  /** Active administrators besides this user (admin_count_other_admins). */
  countOtherAdmins(id: string): Promise<number>;
  /** full_name into user_metadata and the profile; role into app_metadata (customer = none). */
  updateUser(
    id: string,
    changes: { fullName?: string; role?: Role },
  ): Promise<void>;
  /** Bans for about 100 years, or lifts the ban. */
  setBanned(id: string, banned: boolean): Promise<void>;
  deleteUser(id: string): Promise<void>;
  /** Sends the password-recovery e-mail through the auth service, its link to /auth/confirm. */
  sendPasswordReset(email: string): Promise<void>;
  /**
   * Sends the auth service's invitation (its link to /auth/confirm), creating the account with
   * user_metadata { full_name, invited_as }; answers its id.
   */
  inviteUser(
    email: string,
    fullName: string,
    invitedAs: InvitedRole,
  ): Promise<string>;
  findDriver(id: string): Promise<DriverRecord | null>;
  /** The driver already linked to this login, if any. */
  findDriverByUser(userId: string): Promise<DriverRecord | null>;
  linkDriver(driverId: string, userId: string): Promise<void>;
  /** One attributed action log entry (record_account_action). */
  recordAction(entry: AccountAction): Promise<void>;
}

/** GoTrue's "ban for good": a Go duration, about 100 years. */
export const BAN_FOREVER = "876000h";
