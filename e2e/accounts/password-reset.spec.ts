import { expect, test, visitorClient } from "../fixtures.ts";
import {
  appUrl,
  canSignIn,
  choosePassword,
  confirmUrl,
  createAccount,
  expectNoSidewaysScroll,
  screenshots,
  sessionEmail,
} from "./helpers.ts";

const NEW_PASSWORD = "jollof at the marina";
const FAILURE = "This link has expired or has already been used";

test.describe("forgot password", () => {
  test("Forgot password? on /auth: the e-mail's link lets a customer choose a new password and signs them in", async ({
    page,
    backend,
    mail,
  }, info) => {
    const person = await createAccount(backend, "customer");
    await page.goto("/auth");
    await page
      .getByRole("tabpanel", { name: "Login" })
      .getByRole("link", { name: "Forgot password?" })
      .click();
    await expect(page).toHaveURL("/auth/forgot-password");
    await expect(
      page.getByRole("heading", { name: "Forgot your password?" }),
    ).toBeVisible();
    await expectNoSidewaysScroll(page);
    await screenshots(page, info, "forgot-password");

    await page.getByLabel("Email").fill(person.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "If an account exists" }),
    ).toContainText(
      `If an account exists for ${person.email}, we've sent it a link to choose a new password. The link works once and expires in an hour.`,
    );
    await screenshots(page, info, "forgot-password-sent");

    const { url } = await mail.authLink(person.email);
    expect(new URL(url).searchParams.get("type")).toBe("recovery");
    await page.goto(url);
    await expect(
      page.getByRole("heading", { name: "Choose a new password" }),
    ).toBeVisible();
    expect(page.url()).not.toContain("token_hash");
    await expectNoSidewaysScroll(page);
    await screenshots(page, info, "choose-password-recovery");

    await choosePassword(page, NEW_PASSWORD);
    await expect(page).toHaveURL(`${appUrl}/`);
    await expect(
      page.getByRole("status").filter({ hasText: "Password Updated!" }),
    ).toBeVisible();
    expect(await sessionEmail(page)).toBe(person.email);
    expect(await canSignIn(person.email, NEW_PASSWORD)).toBe(true);
    expect(await canSignIn(person.email, person.password)).toBe(false);
  });

  test("the owner portal's login links to Forgot password?", async ({
    page,
  }) => {
    await page.goto("/owner-portal");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL("/auth/forgot-password");
  });

  test("a reload on the choose-password step stays on it, and the owner lands on the portal", async ({
    page,
    backend,
    mail,
  }) => {
    const owner = await createAccount(backend, "owner");
    const { error } = await visitorClient().auth.resetPasswordForEmail(
      owner.email,
      { redirectTo: confirmUrl },
    );
    expect(error).toBeNull();
    const { url } = await mail.authLink(owner.email);
    await page.goto(url);
    await expect(
      page.getByRole("heading", { name: "Choose a new password" }),
    ).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole("heading", { name: "Choose a new password" }),
    ).toBeVisible();
    await choosePassword(page, NEW_PASSWORD);
    await expect(page).toHaveURL(`${appUrl}/owner-portal`);
    expect(await canSignIn(owner.email, NEW_PASSWORD)).toBe(true);
  });

  test("a used link, an earlier link and another project's link are a page that sends a new one", async ({
    page,
    backend,
    mail,
  }, info) => {
    const person = await createAccount(backend, "customer");
    const visitor = visitorClient();
    const reset = () =>
      visitor.auth.resetPasswordForEmail(person.email, {
        redirectTo: confirmUrl,
      });
    expect((await reset()).error).toBeNull();
    const earlier = await mail.authLink(person.email);
    expect((await reset()).error).toBeNull();
    const latest = await mail.authLink(person.email, {
      skip: [earlier.message.id],
    });

    // A newer link replaces an earlier one, as if it had expired.
    await page.goto(earlier.url);
    await expect(page.getByRole("heading", { name: FAILURE })).toBeVisible();
    expect(page.url()).not.toContain("token_hash");
    await expectNoSidewaysScroll(page);
    await screenshots(page, info, "link-failure");

    // A link signed for another project (an unknown token hash) says the same.
    const foreign = new URL(latest.url);
    foreign.searchParams.set("token_hash", "0".repeat(56));
    await page.goto(foreign.toString());
    await expect(page.getByRole("heading", { name: FAILURE })).toBeVisible();

    // The latest link works once; the second time it is spent.
    await page.goto(latest.url);
    await expect(
      page.getByRole("heading", { name: "Choose a new password" }),
    ).toBeVisible();
    await choosePassword(page, NEW_PASSWORD);
    await expect(page).toHaveURL(`${appUrl}/`);
    await page.goto(latest.url);
    await expect(page.getByRole("heading", { name: FAILURE })).toBeVisible();

    // "Send me a new link": a neutral answer, and a new e-mail whose link works.
    await page.getByLabel("Email").fill(person.email);
    await page.getByRole("button", { name: "Send me a new link" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "If an account exists" }),
    ).toContainText(`If an account exists for ${person.email}`);
    await screenshots(page, info, "link-failure-sent");
    const fresh = await mail.authLink(person.email, {
      skip: [earlier.message.id, latest.message.id],
    });
    await page.goto(fresh.url);
    await expect(
      page.getByRole("heading", { name: "Choose a new password" }),
    ).toBeVisible();
  });

  test("a redirect to another site is refused: the e-mail's link stays on this site", async ({
    page,
    backend,
    mail,
  }) => {
    const owner = await createAccount(backend, "owner");
    const { error } = await visitorClient().auth.resetPasswordForEmail(
      owner.email,
      { redirectTo: "https://evil.example/x" },
    );
    expect(error).toBeNull();
    const { message, url } = await mail.authLink(owner.email);
    expect(message.html).not.toContain("evil.example");
    const link = new URL(url);
    expect(link.origin).toBe(appUrl);
    expect(link.searchParams.get("redirect_to") ?? "").not.toContain(
      "evil.example",
    );

    await page.goto(url);
    await choosePassword(page, NEW_PASSWORD);
    await expect(page).toHaveURL(`${appUrl}/owner-portal`);
  });
});
