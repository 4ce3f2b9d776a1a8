import { describe, expect, it } from "vitest";

import { mailTo } from "../../../local-backend/auth/helpers.ts";
import {
  serviceClient,
  signedInClient,
  uniqueEmail,
} from "../../../local-backend/support.ts";
import { adminUsers, signedInAdmin } from "../../support/admin-users.ts";

/** invite_driver through the relay: a login for a driver, linked by drivers.user_id. */

async function newDriver(name = "Emeka Nwosu"): Promise<string> {
  const { data, error } = await serviceClient()
    .from("drivers")
    .insert({ name, license_expiry: "2028-06-30" })
    .select("id")
    .single();
  if (error) throw error;
  return data.id as string;
}

const linkedUser = async (driverId: string) =>
  (
    await serviceClient()
      .from("drivers")
      .select("user_id")
      .eq("id", driverId)
      .single()
  ).data?.user_id as string | null;

describe("admin-users: invite_driver", () => {
  it("invites a new address with the driver role, links it and mails the invitation", async () => {
    const { client } = await signedInAdmin();
    const driverId = await newDriver("Emeka Nwosu");
    const email = uniqueEmail("driver");
    const answer = await adminUsers<{ user_id: string }>(client, {
      action: "invite_driver",
      driver_id: driverId,
      email,
    });
    expect(answer.status).toBe(200);
    const userId = answer.data!.user_id;
    expect(await linkedUser(driverId)).toBe(userId);
    const { data } = await serviceClient().auth.admin.getUserById(userId);
    expect(data.user?.app_metadata.role).toBe("driver");
    expect(data.user?.user_metadata.full_name).toBe("Emeka Nwosu");
    const [mail] = await mailTo(email);
    expect(mail?.subject).toMatch(/invite/i);

    expect(
      await adminUsers(client, {
        action: "invite_driver",
        driver_id: driverId,
        email: uniqueEmail("again"),
      }),
    ).toMatchObject({ status: 409, error: "This driver already has a login." });
  });

  it("reuses an existing account without a role and mails it a link to set a password", async () => {
    const { client } = await signedInAdmin();
    const existing = await signedInClient();
    const driverId = await newDriver();
    const answer = await adminUsers(client, {
      action: "invite_driver",
      driver_id: driverId,
      email: existing.email.toUpperCase(),
    });
    expect(answer).toMatchObject({
      status: 200,
      data: { user_id: existing.userId },
    });
    expect(await linkedUser(driverId)).toBe(existing.userId);
    const refreshed = await existing.client.auth.refreshSession();
    expect(refreshed.data.user?.app_metadata.role).toBe("driver");
    const [mail] = await mailTo(existing.email);
    expect(mail?.subject).toMatch(/reset/i);
  });

  it("refuses an account with another role, and an unknown driver", async () => {
    const { client } = await signedInAdmin();
    const owner = await signedInClient({ appMetadata: { role: "owner" } });
    const driverId = await newDriver();
    expect(
      await adminUsers(client, {
        action: "invite_driver",
        driver_id: driverId,
        email: owner.email,
      }),
    ).toMatchObject({
      status: 409,
      error: "This e-mail belongs to an account with the owner role.",
    });
    expect(await linkedUser(driverId)).toBeNull();
    expect(
      await adminUsers(client, {
        action: "invite_driver",
        driver_id: crypto.randomUUID(),
        email: uniqueEmail(),
      }),
    ).toMatchObject({ status: 404, error: "This driver no longer exists." });
  });
});
