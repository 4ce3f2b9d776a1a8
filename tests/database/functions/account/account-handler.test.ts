import { beforeEach, describe, expect, it } from "vitest";

import { HttpError } from "../../../../supabase/functions/_shared/http.ts";
import { handler } from "../../../../supabase/functions/account/handler.ts";
import type {
  AccountStore,
  Anonymised,
} from "../../../../supabase/functions/account/store.ts";

/** The account function in-process: who may delete which account, and in what order. */

const USER_ID = "00000000-0000-4000-8000-0000000000a1";
const SUMMARY: Anonymised = {
  cancelled_bookings: 1,
  anonymised_bookings: 4,
  unlinked_drivers: 0,
  unlinked_vehicles: 0,
};

class FakeAccounts implements AccountStore {
  readonly steps: string[] = [];
  otherAdmins = 1;
  anonymiseFailure: Error | null = null;
  async countOtherAdmins(userId: string) {
    this.steps.push(`count ${userId}`);
    return this.otherAdmins;
  }
  async anonymise(userId: string) {
    if (this.anonymiseFailure) throw this.anonymiseFailure;
    this.steps.push(`anonymise ${userId}`);
    return SUMMARY;
  }
  async deleteUser(userId: string) {
    this.steps.push(`delete ${userId}`);
  }
}

type Person = { email?: string; role?: string } | HttpError;

let accounts: FakeAccounts;
beforeEach(() => {
  accounts = new FakeAccounts();
});

async function call(
  body: unknown,
  as: Person = { email: "Chioma@Example.test" },
  method = "POST",
) {
  const response = await handler(
    new Request("http://localhost/account", {
      method,
      body: method === "POST" ? JSON.stringify(body) : undefined,
    }),
    {
      authenticate: async () => {
        if (as instanceof HttpError) throw as;
        return {
          user: {
            id: USER_ID,
            email: as.email,
            app_metadata: as.role ? { role: as.role } : {},
          } as never,
        };
      },
      accounts,
    },
  );
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
  };
}

describe("account: delete", () => {
  it("anonymises, then deletes the caller's own account", async () => {
    const answer = await call({
      action: "delete",
      confirm: " chioma@example.TEST ",
    });
    expect(answer).toEqual({
      status: 200,
      body: { deleted: true, ...SUMMARY },
    });
    expect(accounts.steps).toEqual([
      `anonymise ${USER_ID}`,
      `delete ${USER_ID}`,
    ]);
  });

  it("refuses a confirmation that is not the account's e-mail: 400, nothing done", async () => {
    expect(
      await call({ action: "delete", confirm: "someone@example.test" }),
    ).toEqual({
      status: 400,
      body: {
        error: {
          code: "confirmation_mismatch",
          message:
            "That is not your account's e-mail address. Type it exactly as you sign in with it.",
        },
      },
    });
    expect(accounts.steps).toEqual([]);
  });

  it("refuses the last active administrator with 409", async () => {
    accounts.otherAdmins = 0;
    const answer = await call(
      { action: "delete", confirm: "ops@example.test" },
      { email: "ops@example.test", role: "admin" },
    );
    expect(answer).toEqual({
      status: 409,
      body: {
        error: {
          code: "last_admin",
          message:
            "You are the last administrator. Make someone else an administrator before deleting your account.",
        },
      },
    });
    expect(accounts.steps).toEqual([`count ${USER_ID}`]);
  });

  it("lets an administrator go while another remains", async () => {
    const answer = await call(
      { action: "delete", confirm: "ops@example.test" },
      { email: "ops@example.test", role: "admin" },
    );
    expect(answer.status).toBe(200);
    expect(accounts.steps).toEqual([
      `count ${USER_ID}`,
      `anonymise ${USER_ID}`,
      `delete ${USER_ID}`,
    ]);
  });

  it("keeps the database's own last-administrator refusal, and deletes nothing", async () => {
    accounts.anonymiseFailure = new HttpError(409, "last_admin", "Refused.");
    const answer = await call({
      action: "delete",
      confirm: "chioma@example.test",
    });
    expect(answer.status).toBe(409);
    expect(accounts.steps).toEqual([]);
  });

  it("answers 401 without a session", async () => {
    const answer = await call(
      { action: "delete", confirm: "x@example.test" },
      new HttpError(401, "unauthorized", "Please sign in to continue."),
    );
    expect(answer).toEqual({
      status: 401,
      body: {
        error: { code: "unauthorized", message: "Please sign in to continue." },
      },
    });
  });

  it.each([
    [
      { action: "remove", confirm: "x@example.test" },
      "action: must be delete.",
    ],
    [{ action: "delete" }, "confirm: Type your e-mail address to confirm."],
    [
      { action: "delete", confirm: "   " },
      "confirm: Type your e-mail address to confirm.",
    ],
    [null, "action: must be delete."],
  ])("refuses %j with a readable 400", async (body, message) => {
    expect(await call(body)).toEqual({
      status: 400,
      body: { error: { code: "invalid_payload", message } },
    });
    expect(accounts.steps).toEqual([]);
  });

  it("refuses an account without an e-mail address to confirm with", async () => {
    const answer = await call({ action: "delete", confirm: "x" }, {});
    expect(answer.status).toBe(400);
    expect(accounts.steps).toEqual([]);
  });

  it("is POST only", async () => {
    expect((await call(undefined, undefined, "GET")).status).toBe(405);
  });
});
