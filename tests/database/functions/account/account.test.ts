import { FunctionsHttpError, type SupabaseClient } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";

import {
  anonClient,
  serviceClient,
  signedInClient,
} from "../../../local-backend/support.ts";
import { bookingRow, insertRow } from "../../support/fixture-rows.ts";

/** The account function through the relay: a person deletes their own account. */

async function deleteAccount(client: SupabaseClient, confirm: string) {
  const { data, error, response } = await client.functions.invoke("account", {
    body: { action: "delete", confirm },
  });
  if (!error) return { status: response?.status ?? 200, data, error: null };
  if (!(error instanceof FunctionsHttpError)) throw error;
  const failed = error.context as Response;
  const body = (await failed.json()) as { error: { message: string } };
  return { status: failed.status, data: null, error: body.error.message };
}

describe("account: delete through the relay", () => {
  it("anonymises the person's rides, deletes the account and ends the session", async () => {
    const person = await signedInClient();
    const past = await insertRow("bookings", {
      ...bookingRow(person.userId),
      customer_name: "Bisola Adeyemi",
      booking_time: new Date(Date.now() - 86_400_000).toISOString(),
      status: "completed",
    });
    const ahead = await insertRow("bookings", bookingRow(person.userId));

    const answer = await deleteAccount(person.client, person.email);
    expect(answer).toMatchObject({
      status: 200,
      data: { deleted: true, cancelled_bookings: 1, anonymised_bookings: 2 },
    });

    const { error } = await serviceClient().auth.admin.getUserById(
      person.userId,
    );
    expect(error?.status).toBe(404);
    const { data: rows } = await serviceClient()
      .from("bookings")
      .select("id, customer_name, user_id, status, fare_kobo")
      .in("id", [past, ahead])
      .order("status");
    // Enum order: completed before cancelled.
    expect(rows).toEqual([
      {
        id: past,
        customer_name: "Deleted account",
        user_id: null,
        status: "completed",
        fare_kobo: 1_500_000,
      },
      {
        id: ahead,
        customer_name: "Deleted account",
        user_id: null,
        status: "cancelled",
        fare_kobo: 1_500_000,
      },
    ]);
    const again = await person.client.rpc("export_my_data");
    expect(again.status).toBe(401);
  });

  it("refuses a confirmation that is not the account's e-mail with 400", async () => {
    const person = await signedInClient();
    expect(
      await deleteAccount(person.client, "someone-else@example.test"),
    ).toEqual({
      status: 400,
      data: null,
      error:
        "That is not your account's e-mail address. Type it exactly as you sign in with it.",
    });
    const { data } = await serviceClient().auth.admin.getUserById(
      person.userId,
    );
    expect(data.user?.id).toBe(person.userId);
  });

  it("answers 401 without a session", async () => {
    const answer = await deleteAccount(anonClient(), "x@example.test");
    expect(answer.status).toBe(401);
  });
});
