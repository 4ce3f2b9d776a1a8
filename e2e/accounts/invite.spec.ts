import { expect, test } from "../admin/fixtures.ts";
import { uniqueEmail } from "../fixtures.ts";
import {
  appUrl,
  choosePassword,
  expectNoSidewaysScroll,
  inviteesPage,
  screenshots,
  sessionEmail,
  toast,
} from "./helpers.ts";

test("an admin invites a driver from their card; the e-mail's link asks for a password and opens the driver app", async ({
  adminPage: page,
  backend,
  browser,
  mail,
}, info) => {
  const name = `Invitee E2E ${info.project.name} ${Date.now().toString(36)}`;
  const email = uniqueEmail("driver");
  const { data: driver, error } = await backend.service
    .from("drivers")
    .insert({
      name,
      email,
      license_expiry: "2031-03-31",
      phone: "+2348035550177",
    })
    .select("id")
    .single();
  if (error) throw error;

  try {
    await page.goto("/admin/drivers");
    await page.getByRole("searchbox", { name: "Search drivers" }).fill(name);
    const card = page.getByRole("article", { name });
    await card
      .getByRole("button", { name: `Invite to driver app: ${name}` })
      .click();
    const dialog = page.getByRole("dialog", { name: "Invite to driver app" });
    await expect(dialog.getByLabel("Email")).toHaveValue(email);
    await dialog.getByRole("button", { name: "Send invitation" }).click();
    await expect(dialog).toBeHidden();

    // The e-mail's button opens a page of ours, with the token hash, not a token in a fragment.
    const { message, url } = await mail.authLink(email);
    expect(message.subject).toMatch(/EkoLuxe/);
    const link = new URL(url);
    expect(link.origin).toBe(appUrl);
    expect(link.searchParams.get("type")).toBe("invite");
    expect(link.searchParams.get("token_hash")).toMatch(/\w{20,}/);

    const invitee = await inviteesPage(browser, info);
    await invitee.goto(url);
    await expect(
      invitee.getByRole("heading", { name: "Choose your password" }),
    ).toBeVisible();
    // The token leaves the address bar as soon as the page has it.
    expect(invitee.url()).not.toContain("token_hash");
    await expect(invitee.getByText(`For ${email}.`)).toBeVisible();
    await invitee.getByLabel("New password", { exact: true }).fill("okada");
    await expect(
      invitee.getByText("Strength estimate: Very weak."),
    ).toBeVisible();
    await expectNoSidewaysScroll(invitee);
    await screenshots(invitee, info, "choose-password-invite");

    await choosePassword(invitee, "third mainland bridge at dawn");
    await expect(invitee).toHaveURL(`${appUrl}/driver`);
    await expect(toast(invitee, "Password Updated!")).toBeVisible();
    await expect(
      invitee.getByRole("heading", { name: "Your trips" }),
    ).toBeVisible();
    expect(await sessionEmail(invitee)).toBe(email);

    // The link worked once; opened again it is a page that says so.
    await invitee.goto(url);
    await expect(
      invitee.getByRole("heading", {
        name: "This link has expired or has already been used",
      }),
    ).toBeVisible();
    await invitee.context().close();
  } finally {
    await backend.service.from("drivers").delete().eq("id", driver.id);
  }
});
