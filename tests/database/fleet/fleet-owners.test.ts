import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";

import {
  anonClient,
  serviceClient,
  signedInClient,
} from "../../local-backend/support.ts";
import { tag, uniquePlate } from "../support/actors.ts";

/**
 * Owner accounts for the owner picker (administrators only), and a linked vehicle's display name
 * kept equal to its owner account's name.
 */

type Account = Awaited<ReturnType<typeof signedInClient>>;

let admin: Account;
let owner: Account;
let namelessOwner: Account;
let customer: Account;
let ownerName: string;

async function rename(userId: string, fullName: string) {
  const { error } = await serviceClient()
    .from("profiles")
    .update({ full_name: fullName })
    .eq("id", userId);
  expect(error).toBeNull();
}

beforeAll(async () => {
  [admin, owner, namelessOwner, customer] = await Promise.all([
    signedInClient({ appMetadata: { role: "admin" } }),
    signedInClient({ appMetadata: { role: "owner" } }),
    signedInClient({ appMetadata: { role: "owner" } }),
    signedInClient(),
  ]);
  ownerName = `Adaora Nwosu ${tag()}`;
  await rename(owner.userId, ownerName);
});

function addVehicle(
  client: SupabaseClient,
  fields: { owner: string; owner_id: string | null },
) {
  return client
    .from("fleets")
    .insert({
      model: "Toyota Prado",
      registration_number: uniquePlate(),
      seating_capacity: 6,
      ...fields,
    })
    .select("id, owner, owner_id")
    .single();
}

describe("list_owner_accounts", () => {
  it("lists owner accounts with their display name and e-mail, and no one else", async () => {
    const { data, error } = await admin.client.rpc("list_owner_accounts");
    expect(error).toBeNull();
    const rows = data as { id: string; full_name: string; email: string }[];
    expect(rows).toContainEqual({
      id: owner.userId,
      full_name: ownerName,
      email: owner.email,
    });
    // A profile without a name shows the e-mail, so the picker never offers a blank entry.
    expect(rows).toContainEqual({
      id: namelessOwner.userId,
      full_name: namelessOwner.email,
      email: namelessOwner.email,
    });
    const ids = rows.map((row) => row.id);
    expect(ids).not.toContain(customer.userId);
    expect(ids).not.toContain(admin.userId);
  });

  it.each([
    ["a customer", () => customer.client],
    ["an owner", () => owner.client],
  ])("refuses %s with a 403", async (_who, client) => {
    const { status, error, data } = await client().rpc("list_owner_accounts");
    expect(status).toBe(403);
    expect(data).toBeNull();
    expect(error?.message).toBe("Only administrators can list owner accounts.");
  });

  it("refuses a visitor with a 401", async () => {
    const { status, data } = await anonClient().rpc("list_owner_accounts");
    expect(status).toBe(401);
    expect(data).toBeNull();
  });
});

describe("a vehicle linked to an owner account", () => {
  it("takes the account's name whatever name was sent", async () => {
    const { data, error } = await addVehicle(admin.client, {
      owner: "Someone Else",
      owner_id: owner.userId,
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ owner: ownerName, owner_id: owner.userId });
  });

  it("takes the e-mail when the account has no name", async () => {
    const { data } = await addVehicle(admin.client, {
      owner: "Typed Name",
      owner_id: namelessOwner.userId,
    });
    expect(data?.owner).toBe(namelessOwner.email);
  });

  it("follows a rename of the owner's profile", async () => {
    const renamed = await signedInClient({ appMetadata: { role: "owner" } });
    await rename(renamed.userId, "Bisi Adeleke");
    const { data: vehicle } = await addVehicle(admin.client, {
      owner: "x",
      owner_id: renamed.userId,
    });
    expect(vehicle?.owner).toBe("Bisi Adeleke");

    // The owner renames themself from their own session.
    const { error } = await renamed.client
      .from("profiles")
      .update({ full_name: "Bisi Adeleke-Cole" })
      .eq("id", renamed.userId);
    expect(error).toBeNull();

    const { data: after } = await serviceClient()
      .from("fleets")
      .select("owner")
      .eq("id", vehicle!.id)
      .single();
    expect(after?.owner).toBe("Bisi Adeleke-Cole");
  });

  it("cannot point at an account that is not an owner", async () => {
    const { status, error } = await addVehicle(admin.client, {
      owner: "Customer Name",
      owner_id: customer.userId,
    });
    expect(status).toBe(400);
    expect(error?.message).toBe("The chosen owner is not an owner account.");
  });

  it("keeps a free-text owner when no account is linked, and after unlinking", async () => {
    const { data: free } = await addVehicle(admin.client, {
      owner: "Chief Okonkwo",
      owner_id: null,
    });
    expect(free).toMatchObject({ owner: "Chief Okonkwo", owner_id: null });

    const { data: linked } = await addVehicle(admin.client, {
      owner: "x",
      owner_id: owner.userId,
    });
    const { data: unlinked, error } = await admin.client
      .from("fleets")
      .update({ owner_id: null, owner: "Mrs Bello" })
      .eq("id", linked!.id)
      .select("owner, owner_id")
      .single();
    expect(error).toBeNull();
    expect(unlinked).toEqual({ owner: "Mrs Bello", owner_id: null });
  });
});
