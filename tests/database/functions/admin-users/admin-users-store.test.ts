import { AuthApiError, type SupabaseClient } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";

import { HttpError } from "../../../../supabase/functions/_shared/http.ts";
import { supabaseUserAdmin } from "../../../../supabase/functions/admin-users/supabase-store.ts";

/** How the service-role store turns the auth API's refusals into answers for the caller. */

function storeAnswering(status: number, message: string) {
  const error = new AuthApiError(message, status, "some_code");
  const client = {
    auth: { resetPasswordForEmail: async () => ({ data: {}, error }) },
  } as unknown as SupabaseClient;
  return supabaseUserAdmin(client);
}

async function failureOf(status: number, message: string) {
  return storeAnswering(status, message)
    .sendPasswordReset("ada@example.test")
    .then(
      () => undefined,
      (e: unknown) => e as Error,
    );
}

describe("admin-users store: auth API refusals", () => {
  it("keeps the words of a refusal the caller caused, as a 400", async () => {
    const error = await failureOf(422, "Email address is invalid");
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      status: 400,
      message: "Email address is invalid",
    });
  });

  it("keeps a rate limit's 429 and a missing user's 404", async () => {
    expect(
      await failureOf(
        429,
        "For security purposes, you can only request this after 60 seconds.",
      ),
    ).toMatchObject({ status: 429 });
    expect(await failureOf(404, "User not found")).toMatchObject({
      status: 404,
      message: "This user no longer exists.",
    });
  });

  it("leaves the auth service's own failures as errors (a 500, in general words)", async () => {
    const error = await failureOf(500, "Database error updating user");
    expect(error).not.toBeInstanceOf(HttpError);
    expect(error?.message).toBe(
      "resetPasswordForEmail failed: Database error updating user",
    );
  });
});

describe("admin-users store: where the e-mails' links land", () => {
  function recordingStore(redirectTo?: string) {
    const calls: unknown[][] = [];
    const client = {
      auth: {
        resetPasswordForEmail: async (...args: unknown[]) => {
          calls.push(["reset", ...args]);
          return { data: {}, error: null };
        },
        admin: {
          inviteUserByEmail: async (...args: unknown[]) => {
            calls.push(["invite", ...args]);
            return { data: { user: { id: "new-id" } }, error: null };
          },
        },
      },
    } as unknown as SupabaseClient;
    return { store: supabaseUserAdmin(client, { redirectTo }), calls };
  }

  it("sends invitations and reset links to the app's /auth/confirm, naming the invited role", async () => {
    const landing = "https://ekoluxe.ng/auth/confirm";
    const { store, calls } = recordingStore(landing);
    await store.sendPasswordReset("ada@example.test");
    expect(
      await store.inviteUser("folake@example.test", "Folake Adeyemi", "owner"),
    ).toBe("new-id");
    expect(calls).toEqual([
      ["reset", "ada@example.test", { redirectTo: landing }],
      [
        "invite",
        "folake@example.test",
        {
          data: { full_name: "Folake Adeyemi", invited_as: "owner" },
          redirectTo: landing,
        },
      ],
    ]);
  });

  it("leaves the landing to the auth service when none is configured", async () => {
    const { store, calls } = recordingStore();
    await store.sendPasswordReset("ada@example.test");
    expect(calls).toEqual([["reset", "ada@example.test", {}]]);
  });
});
