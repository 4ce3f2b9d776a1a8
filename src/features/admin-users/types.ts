/** The roles the back office assigns; customer is an account without one. */
export const USER_ROLES = ["customer", "owner", "driver", "admin"] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const USER_ROLE_LABELS: Record<UserRole, string> = {
  customer: "Customer",
  owner: "Owner",
  driver: "Driver",
  admin: "Admin",
};

/** An account as the admin-users function lists it. */
export interface ManagedUser {
  id: string;
  email: string;
  full_name: string;
  role: UserRole;
  created_at: string;
  banned_until: string | null;
  last_sign_in_at: string | null;
}

export interface UserPage {
  users: ManagedUser[];
  total: number;
}

/** Active unless a ban is still running (deactivating bans for about 100 years). */
export function isActive(user: ManagedUser, now = Date.now()): boolean {
  return !user.banned_until || new Date(user.banned_until).getTime() <= now;
}
