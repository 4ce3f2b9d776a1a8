import { expect, test } from "../admin/fixtures.ts";
import { uniqueEmail } from "../fixtures.ts";
import {
  choosePassword,
  expectNoSidewaysScroll,
  inviteesPage,
  screenshots,
  toast,
  userByEmail,
} from "./helpers.ts";

test("an admin invites an administrator from Users; the invitee sets a password and lands on the dashboard", async ({
  adminPage: page,
  backend,
  browser,
  mail,
}, info) => {
  const email = uniqueEmail("admin");
  const name = `Bisola Admin ${info.project.name}`;
  try {
    await page.goto("/admin/users");
    await page.getByRole("button", { name: "Invite user" }).click();
    const dialog = page.getByRole("dialog", { name: "Invite user" });
    await dialog.getByLabel("E-mail").fill(email);
    await dialog.getByLabel("Full name").fill(name);
    await dialog.getByRole("combobox", { name: "Role" }).click();
    await page.getByRole("option", { name: "Admin" }).click();
    await expectNoSidewaysScroll(page);
    await screenshots(page, info, "invite-user-dialog", { fullPage: false });
    await dialog.getByRole("button", { name: "Send invitation" }).click();
    await expect(dialog).toBeHidden();
    await expect(toast(page, "Invitation Sent")).toContainText(
      `${name} (${email}) is invited as an administrator.`,
    );

    await page
      .getByRole("searchbox", { name: "Search users by e-mail or name" })
      .fill(email);
    // The header row and the one account found.
    await expect(page.getByRole("row")).toHaveCount(2);
    const row = page.getByRole("row").filter({ hasText: email });
    await expect(row).toContainText("Admin");
    await expect(row).toContainText(name);
    await screenshots(page, info, "users-with-invite");
    expect((await userByEmail(backend, email))?.app_metadata.role).toBe(
      "admin",
    );

    const { url } = await mail.authLink(email);
    expect(new URL(url).searchParams.get("type")).toBe("invite");
    const invitee = await inviteesPage(browser, info);
    await invitee.goto(url);
    await expect(
      invitee.getByRole("heading", { name: "Choose your password" }),
    ).toBeVisible();
    await choosePassword(invitee, "ikoyi link bridge by night");
    await expect(invitee).toHaveURL(/\/admin\/dashboard$/);
    await expect(
      invitee.getByRole("heading", { level: 1, name: "Dashboard" }),
    ).toBeVisible();
    await invitee.context().close();
  } finally {
    const account = await userByEmail(backend, email);
    if (account) await backend.service.auth.admin.deleteUser(account.id);
  }
});

test("the invitation form says what is missing before anything is sent", async ({
  adminPage: page,
}) => {
  await page.goto("/admin/users");
  await page.getByRole("button", { name: "Invite user" }).click();
  const dialog = page.getByRole("dialog", { name: "Invite user" });
  await dialog.getByRole("button", { name: "Send invitation" }).click();
  await expect(
    dialog.getByText("Enter the e-mail address the invitation goes to."),
  ).toBeVisible();
  await expect(dialog.getByText("Enter the person's full name.")).toBeVisible();
});
