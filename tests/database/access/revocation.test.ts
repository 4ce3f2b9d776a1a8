import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";

import {
  anonClient,
  serviceClient,
  signedInClient,
} from "../../local-backend/support.ts";
import {
  bookingArgs,
  createBooking,
  createRoute,
  type TestPlace,
} from "../support/fixtures-functions.ts";

/**
 * Privileges end the moment they are taken away: the access token a user already holds loses its
 * rights at once when the user is banned, demoted, deleted or signed out everywhere, although
 * the token itself stays valid until it expires.
 */
const SESSION_ENDED = "Your session has ended. Please sign in again.";
const PDF = new TextEncoder().encode(
  "%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n",
);

type Revoke = (user: {
  userId: string;
  email: string;
  password: string;
}) => Promise<unknown>;

const ban: Revoke = ({ userId }) =>
  serviceClient().auth.admin.updateUserById(userId, {
    ban_duration: "876000h",
  });
const demote: Revoke = ({ userId }) =>
  serviceClient().auth.admin.updateUserById(userId, {
    app_metadata: { role: null },
  });
const softDelete: Revoke = ({ userId }) =>
  serviceClient().auth.admin.deleteUser(userId, true);
/** Signs out everywhere from another device: every session of the user ends. */
const signOutEverywhere: Revoke = async ({ email, password }) => {
  const other = anonClient();
  const signedIn = await other.auth.signInWithPassword({ email, password });
  if (signedIn.error) throw signedIn.error;
  return other.auth.signOut({ scope: "global" });
};

async function tokenRole(client: SupabaseClient): Promise<unknown> {
  const { data } = await client.auth.getSession();
  const payload = data.session!.access_token.split(".")[1]!;
  return JSON.parse(Buffer.from(payload, "base64url").toString()).app_metadata
    ?.role;
}

async function revokeOk(revoke: Revoke, user: Parameters<Revoke>[0]) {
  const result = (await revoke(user)) as { error?: unknown };
  expect(result?.error ?? null).toBeNull();
}

let route: [TestPlace, TestPlace];
beforeAll(async () => {
  route = await createRoute();
});

describe.each([
  ["banned", ban],
  ["demoted", demote],
  ["deleted", softDelete],
  ["signed out everywhere", signOutEverywhere],
])("an administrator %s", (_, revoke) => {
  it("loses admin rights on the token they still hold", async () => {
    const admin = await signedInClient({ appMetadata: { role: "admin" } });
    const before = await admin.client.from("bookings").select("id").limit(5);
    expect(before.data).toHaveLength(5);
    expect((await admin.client.rpc("dashboard_stats")).error).toBeNull();

    await revokeOk(revoke, admin);

    expect(await tokenRole(admin.client)).toBe("admin");
    const after = await admin.client.from("bookings").select("id").limit(5);
    expect(after.error).toBeNull();
    expect(after.data).toEqual([]);
    const stats = await admin.client.rpc("dashboard_stats");
    expect(stats.status).toBe(403);
    expect(stats.error?.code).toBe("42501");
  });
});

it("a banned owner no longer sees the owner reports", async () => {
  const owner = await signedInClient({ appMetadata: { role: "owner" } });
  expect((await owner.client.rpc("owner_report_totals")).error).toBeNull();
  await revokeOk(ban, owner);
  const totals = await owner.client.rpc("owner_report_totals");
  expect(totals.status).toBe(403);
  expect(totals.error?.code).toBe("42501");
});

describe("a banned customer", () => {
  let banned: Awaited<ReturnType<typeof signedInClient>>;
  let active: Awaited<ReturnType<typeof signedInClient>>;

  beforeAll(async () => {
    [banned, active] = await Promise.all([signedInClient(), signedInClient()]);
    await createBooking(banned.client, route, {
      p_customer_phone: "0803 555 0101",
    });
    await revokeOk(ban, banned);
  });

  it("cannot book, while an active customer can", async () => {
    const refused = await banned.client.rpc(
      "create_booking",
      bookingArgs({ p_pickup: route[0].id, p_dropoff: route[1].id }),
    );
    expect(refused.status).toBe(401);
    expect(refused.error?.code).toBe("PT401");
    expect(refused.error?.message).toBe(SESSION_ENDED);
    const { count } = await serviceClient()
      .from("bookings")
      .select("id", { count: "exact", head: true })
      .eq("user_id", banned.userId);
    expect(count).toBe(1);

    const booked = await createBooking(active.client, route);
    expect(booked.status).toBe("pending");
  });

  it("cannot send a form, while an active customer can", async () => {
    const message = (email: string) => ({
      form_type: "contact",
      name: "Chidi Anozie",
      email,
      message: "Please call me back.",
    });
    const refused = await banned.client
      .from("contact_submissions")
      .insert(message(banned.email));
    expect(refused.status).toBe(401);
    expect(refused.error?.message).toBe(SESSION_ENDED);
    const sent = await active.client
      .from("contact_submissions")
      .insert(message(active.email));
    expect(sent.error).toBeNull();
  });

  it("cannot upload a file, while an active customer can", async () => {
    const upload = (client: SupabaseClient) =>
      client.storage
        .from("driver-resumes")
        .upload(`applications/${crypto.randomUUID()}.pdf`, PDF, {
          contentType: "application/pdf",
        });
    const refused = await upload(banned.client);
    expect(refused.data).toBeNull();
    expect(refused.error?.message).toMatch(/row-level security/);
    const uploaded = await upload(active.client);
    expect(uploaded.error).toBeNull();
  });

  it("cannot edit their profile, while an active customer can", async () => {
    const rename = (user: typeof banned) =>
      user.client
        .from("profiles")
        .update({ full_name: "Renamed" })
        .eq("id", user.userId);
    const refused = await rename(banned);
    expect(refused.status).toBe(403);
    expect(refused.error?.code).toBe("42501");
    expect((await rename(active)).error).toBeNull();
  });
});
