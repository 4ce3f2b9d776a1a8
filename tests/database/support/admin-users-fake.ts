import { HttpError } from "../../../supabase/functions/_shared/http.ts";
import { handler } from "../../../supabase/functions/admin-users/handler.ts";
import type {
  InvitedRole,
  Role,
} from "../../../supabase/functions/admin-users/schemas.ts";
import type {
  AccountAction,
  DriverRecord,
  ManagedUser,
  UserAdmin,
} from "../../../supabase/functions/admin-users/store.ts";

/** An in-memory directory of accounts and drivers, for calling the admin-users handler in-process. */

export const ADMIN_ID = "00000000-0000-4000-8000-000000000001";
export const OTHER_ADMIN_ID = "00000000-0000-4000-8000-000000000002";
export const CUSTOMER_ID = "00000000-0000-4000-8000-000000000003";
export const DRIVER_ID = "00000000-0000-4000-8000-0000000000d1";
export const MISSING_ID = "00000000-0000-4000-8000-0000000000ff";

function account(id: string, email: string, role: Role): ManagedUser {
  return {
    id,
    email,
    full_name: "",
    role,
    created_at: "2026-11-01T08:00:00.000Z",
    banned_until: null,
    last_sign_in_at: null,
  };
}

export class FakeUsers implements UserAdmin {
  readonly accounts = new Map<string, ManagedUser>();
  readonly drivers = new Map<string, DriverRecord>();
  readonly resetsSentTo: string[] = [];
  readonly invited: string[] = [];
  /** The role each invitation was sent for (user_metadata.invited_as), in order. */
  readonly invitedAs: InvitedRole[] = [];
  readonly logged: AccountAction[] = [];
  /** Set to make the action log refuse every entry. */
  logFailure: Error | null = null;

  constructor() {
    for (const user of [
      account(ADMIN_ID, "admin@example.test", "admin"),
      account(OTHER_ADMIN_ID, "second@example.test", "admin"),
      account(CUSTOMER_ID, "ada@example.test", "customer"),
    ])
      this.accounts.set(user.id, user);
    this.drivers.set(DRIVER_ID, {
      id: DRIVER_ID,
      name: "Tunde Bakare",
      user_id: null,
    });
  }

  async listUsers(page: number, perPage: number, q: string) {
    const matching = [...this.accounts.values()].filter((u) =>
      `${u.email} ${u.full_name}`.toLowerCase().includes(q.toLowerCase()),
    );
    return {
      users: matching.slice((page - 1) * perPage, page * perPage),
      total: matching.length,
    };
  }
  /** A copy, as the auth API answers: later changes do not reach an account already read. */
  async getUser(id: string) {
    const user = this.accounts.get(id);
    return user ? { ...user } : null;
  }
  async findUserByEmail(email: string) {
    return [...this.accounts.values()].find((u) => u.email === email) ?? null;
  }
  async countOtherAdmins(id: string) {
    return [...this.accounts.values()].filter(
      (u) => u.role === "admin" && !u.banned_until && u.id !== id,
    ).length;
  }
  async updateUser(id: string, changes: { fullName?: string; role?: Role }) {
    const user = this.accounts.get(id)!;
    if (changes.fullName !== undefined) user.full_name = changes.fullName;
    if (changes.role !== undefined) user.role = changes.role;
  }
  async setBanned(id: string, banned: boolean) {
    this.accounts.get(id)!.banned_until = banned
      ? "2126-11-01T08:00:00.000Z"
      : null;
  }
  async deleteUser(id: string) {
    this.accounts.delete(id);
  }
  async sendPasswordReset(email: string) {
    this.resetsSentTo.push(email);
  }
  async inviteUser(email: string, fullName: string, invitedAs: InvitedRole) {
    const id = `00000000-0000-4000-8000-0000000001${String(this.invited.length).padStart(2, "0")}`;
    this.invited.push(email);
    this.invitedAs.push(invitedAs);
    this.accounts.set(id, {
      ...account(id, email, "customer"),
      full_name: fullName,
    });
    return id;
  }
  async findDriver(id: string) {
    return this.drivers.get(id) ?? null;
  }
  async findDriverByUser(userId: string) {
    return [...this.drivers.values()].find((d) => d.user_id === userId) ?? null;
  }
  async linkDriver(driverId: string, userId: string) {
    this.drivers.get(driverId)!.user_id = userId;
  }
  async recordAction(entry: AccountAction) {
    if (this.logFailure) throw this.logFailure;
    this.logged.push(entry);
  }
}

/** The caller each test acts as: an admin id, or a refusal the real check would throw. */
export type As = string | HttpError;

export async function call(
  users: FakeUsers,
  body: unknown,
  as: As = ADMIN_ID,
  init: RequestInit = {},
): Promise<{
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}> {
  const response = await handler(
    new Request("http://localhost/admin-users", {
      method: "POST",
      body: typeof body === "string" ? body : JSON.stringify(body),
      ...init,
    }),
    {
      authorize: async () => {
        if (as instanceof HttpError) throw as;
        return { user: { id: as } as never };
      },
      users,
    },
  );
  const text = await response.text();
  return {
    status: response.status,
    body: response.headers.get("Content-Type")?.includes("json")
      ? (JSON.parse(text) as Record<string, unknown>)
      : { text },
    headers: response.headers,
  };
}
