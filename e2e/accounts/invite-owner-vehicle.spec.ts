import { expect, test } from "../admin/fixtures.ts";
import { uniqueEmail } from "../fixtures.ts";
import {
  choosePassword,
  expectNoSidewaysScroll,
  inviteesPage,
  screenshots,
  toast,
  uniquePlate,
  userByEmail,
} from "./helpers.ts";

test("an admin invites a new owner from the vehicle dialog; the owner sets a password and lands in the owner portal", async ({
  adminPage: page,
  backend,
  browser,
  mail,
}, info) => {
  const email = uniqueEmail("owner");
  const name = `Ifeoma Owner ${info.project.name}`;
  const plate = uniquePlate();
  try {
    await page.goto("/admin/fleet");
    await page.getByRole("button", { name: "Add Vehicle" }).click();
    const vehicle = page.getByRole("dialog", { name: "Add Vehicle" });
    await vehicle.getByLabel("Model").fill("Lexus LX 600 Invite");
    await vehicle.getByLabel("Registration Number").fill(plate);
    await vehicle.getByLabel("Seating Capacity").fill("5");
    await vehicle.getByRole("button", { name: "Invite a new owner" }).click();

    const invite = page.getByRole("dialog", { name: "Invite a new owner" });
    await invite.getByLabel("Owner's e-mail").fill(email);
    await invite.getByLabel("Owner's full name").fill(name);
    await expectNoSidewaysScroll(page);
    await screenshots(page, info, "invite-owner-dialog", { fullPage: false });
    await invite.getByRole("button", { name: "Send invitation" }).click();
    await expect(invite).toBeHidden();
    await expect(toast(page, "Invitation Sent")).toContainText(
      `${name} (${email})`,
    );
    // The new account is picked: the vehicle is linked to it, not only named after it.
    await expect(vehicle.getByRole("combobox", { name: /Owner/ })).toHaveValue(
      name,
    );
    await expect(vehicle).toContainText(`Linked to the owner account ${email}`);
    await vehicle
      .getByRole("combobox", { name: /Owner/ })
      .scrollIntoViewIfNeeded();
    await screenshots(page, info, "vehicle-dialog-invited-owner", {
      fullPage: false,
    });
    await vehicle.getByRole("button", { name: "Add Vehicle" }).click();
    await expect(toast(page, "Vehicle Added")).toBeVisible();

    const account = await userByEmail(backend, email);
    expect(account?.app_metadata.role).toBe("owner");
    const { data: saved } = await backend.service
      .from("fleets")
      .select("owner, owner_id")
      .eq("registration_number", plate)
      .single();
    expect(saved).toEqual({ owner: name, owner_id: account!.id });

    // The invitation in the inbox opens our page, which asks for a password, then the portal.
    const { message, url } = await mail.authLink(email);
    expect(message.subject).toMatch(/EkoLuxe/);
    expect(new URL(url).searchParams.get("type")).toBe("invite");
    const owner = await inviteesPage(browser, info);
    await owner.goto(url);
    await expect(
      owner.getByRole("heading", { name: "Choose your password" }),
    ).toBeVisible();
    await choosePassword(owner, "lekki toll gate at noon");
    await expect(owner).toHaveURL(/\/owner-portal$/);
    await expect(owner.getByRole("button", { name: "Sign Out" })).toBeVisible();
    await owner.context().close();
  } finally {
    await backend.service
      .from("fleets")
      .delete()
      .eq("registration_number", plate);
    const account = await userByEmail(backend, email);
    if (account) await backend.service.auth.admin.deleteUser(account.id);
  }
});
