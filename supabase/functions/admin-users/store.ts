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

// The action log entry lives here, beside the other shapes the store speaks, and not in
// audit.ts: audit.ts builds entries and records them through UserAdmin, so it depends on this
// module, never the other way round (tests/local-backend/package/boundaries.test.ts).

/** The non-secret account fields an action log entry may hold (record_account_action). */
export interface AccountFields {
  email?: string;
  full_name?: string;
  role?: Role;
  status?: "active" | "inactive";
  banned_until?: string | null;
  driver_id?: string | null;
  password_reset_sent_at?: string;
}

export type AccountActionKind = "insert" | "update" | "delete" | "role_change";

/** One change to an account, made by the verified administrator `actorId`. */
export interface AccountAction {
  actorId: string;
  action: AccountActionKind;
  userId: string;
  before: AccountFields | null;
  after: AccountFields | null;
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
