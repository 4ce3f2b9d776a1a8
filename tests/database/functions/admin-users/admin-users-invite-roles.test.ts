import { describe, expect, it } from "vitest";

import { linkIn, mailTo } from "../../../local-backend/auth/helpers.ts";
import {
  serviceClient,
  signedInClient,
  uniqueEmail,
} from "../../../local-backend/support.ts";
import { adminUsers, signedInAdmin } from "../../support/admin-users.ts";

/**
 * admin-users `invite` and `reset_password` through the relay: the account gets its role, the
 * invitation names it, and every link lands on the app's /auth/confirm page.
 */

/** The page a mailed link leads to once verified: its redirect_to, wherever the link puts it. */
function landingOf(link: string): string | null {
  const url = new URL(link);
  return url.searchParams.get("redirect_to");
}

async function ownerAccounts(
  client: Awaited<ReturnType<typeof signedInAdmin>>["client"],
) {
  const { data, error } = await client.rpc("list_owner_accounts");
  if (error) throw error;
  return data as { id: string }[];
}

describe("admin-users: invite through the relay", () => {
  it("invites an owner whom the vehicle's owner picker then lists", async () => {
    const { client } = await signedInAdmin();
    const email = uniqueEmail("owner");
    const answer = await adminUsers<{ user_id: string; sent: string }>(client, {
      action: "invite",
      email,
      full_name: "Folake Adeyemi",
      role: "owner",
    });
    expect(answer).toMatchObject({ status: 200, data: { sent: "invite" } });
    const userId = answer.data!.user_id;
    const { data } = await serviceClient().auth.admin.getUserById(userId);
    expect(data.user?.app_metadata.role).toBe("owner");
    expect(data.user?.user_metadata).toMatchObject({
      full_name: "Folake Adeyemi",
      invited_as: "owner",
    });
    expect((await ownerAccounts(client)).map((o) => o.id)).toContain(userId);

    const [mail] = await mailTo(email);
    expect(landingOf(linkIn(mail))).toMatch(/\/auth\/confirm$/);
  });

  it("invites an administrator, and refuses the same address twice", async () => {
    const { client } = await signedInAdmin();
    const email = uniqueEmail("admin");
    const body = {
      action: "invite",
      email,
      full_name: "Ngozi Eze",
      role: "admin",
    };
    expect(await adminUsers(client, body)).toMatchObject({ status: 200 });
    expect(await adminUsers(client, body)).toMatchObject({
      status: 409,
      error: "This e-mail already belongs to an administrator account.",
    });
  });

  it("promotes an existing customer and mails a link to set a password", async () => {
    const { client } = await signedInAdmin();
    const customer = await signedInClient();
    const answer = await adminUsers(client, {
      action: "invite",
      email: customer.email,
      full_name: "Emeka Obi",
      role: "owner",
    });
    expect(answer).toMatchObject({
      status: 200,
      data: { user_id: customer.userId, sent: "recovery" },
    });
    const refreshed = await customer.client.auth.refreshSession();
    expect(refreshed.data.user?.app_metadata.role).toBe("owner");
    const [mail] = await mailTo(customer.email);
    expect(landingOf(linkIn(mail))).toMatch(/\/auth\/confirm$/);
  });
});

describe("admin-users: reset_password through the relay", () => {
  it("mails a link that lands on /auth/confirm", async () => {
    const { client } = await signedInAdmin();
    const user = await signedInClient();
    expect(
      await adminUsers(client, { action: "reset_password", id: user.userId }),
    ).toMatchObject({ status: 200, data: { sent_to: user.email } });
    const [mail] = await mailTo(user.email);
    expect(landingOf(linkIn(mail))).toMatch(/\/auth\/confirm$/);
  });
});
