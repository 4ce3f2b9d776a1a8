import { act, screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it } from "vitest";

import { dismissToast } from "@/lib/toast";

import { server } from "../../support/msw-server";
import { renderRoute } from "../../support/render-app";
import {
  confirmPath,
  goTrueError,
  linkRoutes,
  linkSession,
  LOGOUT,
  RECOVER,
  storeLinkSession,
  USER,
  verifyAnswers,
} from "./link-test-kit";

const origin = window.location.origin;

function passwordServer() {
  const updates: unknown[] = [];
  server.use(
    http.put(USER, async ({ request }) => {
      updates.push(await request.json());
      return HttpResponse.json(linkSession("driver").user);
    }),
    http.post(LOGOUT, () => new HttpResponse(null, { status: 204 })),
  );
  return updates;
}

async function choosePassword(
  view: ReturnType<typeof renderRoute>,
  password: string,
  confirmation = password,
) {
  await view.user.type(await screen.findByLabelText("New password"), password);
  await view.user.type(
    screen.getByLabelText("Confirm new password"),
    confirmation,
  );
  await view.user.click(screen.getByRole("button", { name: "Save password" }));
}

describe("/auth/confirm", () => {
  afterEach(() => act(() => dismissToast()));

  it("verifies an invitation's token hash, takes it out of the address bar, then asks for a password and lands a driver on /driver", async () => {
    const verify = verifyAnswers(() =>
      HttpResponse.json(linkSession("driver")),
    );
    server.use(verify.handler);
    const updates = passwordServer();
    const view = renderRoute(
      confirmPath({
        token_hash: "hash-123",
        type: "invite",
        redirect_to: `${origin}/auth/confirm`,
      }),
      linkRoutes,
    );

    expect(
      await screen.findByRole("heading", { name: "Choose your password" }),
    ).toBeInTheDocument();
    expect(verify.sent).toEqual([
      expect.objectContaining({ token_hash: "hash-123", type: "invite" }),
    ]);
    expect(view.location().search).not.toContain("token_hash");
    expect(view.location().search).toContain("type=invite");
    expect(screen.getByText(/For ada@example\.ng/)).toBeInTheDocument();

    await choosePassword(view, "brass lantern kettle");
    await waitFor(() => expect(view.location().pathname).toBe("/driver"));
    expect(await screen.findByText("Password Updated!")).toBeInTheDocument();
    // A link's session needs no current password, and none is sent.
    expect(updates).toEqual([
      expect.objectContaining({ password: "brass lantern kettle" }),
    ]);
    expect(updates[0]).not.toHaveProperty("current_password");
  });

  it.each([
    ["an owner", "owner", "/owner-portal"],
    ["an admin", "admin", "/admin/dashboard"],
    ["a customer", undefined, "/"],
  ] as const)(
    "lands %s (role %s) who reset their password on %s",
    async (_who, role, home) => {
      server.use(
        verifyAnswers(() => HttpResponse.json(linkSession(role))).handler,
      );
      passwordServer();
      const view = renderRoute(
        confirmPath({ token_hash: "h", type: "recovery", redirect_to: origin }),
        linkRoutes,
      );
      expect(
        await screen.findByRole("heading", { name: "Choose a new password" }),
      ).toBeInTheDocument();
      await choosePassword(view, "brass lantern kettle");
      await waitFor(() => expect(view.location().pathname).toBe(home));
    },
  );

  it("follows redirect_to when it is a page of this site the role may see, and never another site", async () => {
    server.use(
      verifyAnswers(() => HttpResponse.json(linkSession(undefined))).handler,
    );
    passwordServer();
    const view = renderRoute(
      confirmPath({
        token_hash: "h",
        type: "recovery",
        redirect_to: `${origin}/book-a-ride?pickup=Ikeja`,
      }),
      linkRoutes,
    );
    await choosePassword(view, "brass lantern kettle");
    await waitFor(() => expect(view.location().pathname).toBe("/book-a-ride"));
    expect(view.location().search).toBe("?pickup=Ikeja");
    view.unmount();

    server.use(
      verifyAnswers(() => HttpResponse.json(linkSession("owner"))).handler,
    );
    const elsewhere = renderRoute(
      confirmPath({
        token_hash: "h",
        type: "recovery",
        redirect_to: "https://evil.example/owner-portal",
      }),
      linkRoutes,
    );
    await choosePassword(elsewhere, "brass lantern kettle");
    await waitFor(() =>
      expect(elsewhere.location().pathname).toBe("/owner-portal"),
    );
  });

  it("checks the spec's rules before setting the password", async () => {
    server.use(
      verifyAnswers(() => HttpResponse.json(linkSession("driver"))).handler,
    );
    const updates = passwordServer();
    const view = renderRoute(
      confirmPath({ token_hash: "h", type: "invite" }),
      linkRoutes,
    );
    await choosePassword(view, "abc", "abd");
    expect(
      await screen.findByText("New passwords do not match or are empty."),
    ).toBeInTheDocument();
    await view.user.type(
      screen.getByLabelText("Confirm new password"),
      "{Backspace}c",
    );
    await view.user.click(
      screen.getByRole("button", { name: "Save password" }),
    );
    expect(
      await screen.findByText(
        "New password must be at least 6 characters long.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("New password")).toHaveAccessibleDescription(
      /Strength estimate: Very weak\./,
    );
    expect(updates).toEqual([]);
  });

  it("keeps a reload on the choose-password step: the link is spent, its session is still here", async () => {
    storeLinkSession("owner", "recovery");
    passwordServer();
    const view = renderRoute(
      confirmPath({ type: "recovery", redirect_to: origin }),
      linkRoutes,
    );
    expect(
      await screen.findByRole("heading", { name: "Choose a new password" }),
    ).toBeInTheDocument();
    await choosePassword(view, "brass lantern kettle");
    await waitFor(() => expect(view.location().pathname).toBe("/owner-portal"));
  });

  it("does not offer the step to a session that no link opened", async () => {
    storeLinkSession("owner", "password");
    renderRoute(confirmPath({ type: "recovery" }), linkRoutes);
    expect(
      await screen.findByRole("heading", {
        name: "This link has expired or has already been used",
      }),
    ).toBeInTheDocument();
  });

  it.each([
    ["a sign-up confirmation", "signup", undefined, "/", "Email confirmed"],
    [
      "a magic link",
      "magiclink",
      "admin",
      "/admin/dashboard",
      "Login Successful",
    ],
  ] as const)(
    "signs in with %s and lands at once",
    async (_what, type, role, home, toast) => {
      server.use(
        verifyAnswers(() => HttpResponse.json(linkSession(role))).handler,
      );
      const view = renderRoute(
        confirmPath({ token_hash: "h", type, redirect_to: origin }),
        linkRoutes,
      );
      await waitFor(() => expect(view.location().pathname).toBe(home));
      expect(await screen.findByText(toast)).toBeInTheDocument();
    },
  );

  it("says an e-mail change is done, or that the other address still has to confirm", async () => {
    server.use(
      verifyAnswers(() =>
        HttpResponse.json(linkSession(undefined, { email: "new@example.ng" })),
      ).handler,
    );
    const view = renderRoute(
      confirmPath({
        token_hash: "h",
        type: "email_change",
        redirect_to: origin,
      }),
      linkRoutes,
    );
    expect(
      await screen.findByRole("heading", {
        name: "Your email address is changed",
      }),
    ).toBeInTheDocument();
    expect(screen.getByText(/new@example\.ng/)).toBeInTheDocument();
    view.unmount();

    server.use(
      verifyAnswers(() =>
        HttpResponse.json({
          msg: "Confirmation link accepted. Please proceed to confirm link sent to the other email",
          code: 200,
        }),
      ).handler,
    );
    renderRoute(
      confirmPath({ token_hash: "h", type: "email_change" }),
      linkRoutes,
    );
    expect(
      await screen.findByRole("heading", { name: "One more step" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/open the link we sent to your other address/),
    ).toBeInTheDocument();
  });

  it.each([
    [
      "an expired or used link",
      confirmPath({ token_hash: "h", type: "recovery" }),
    ],
    ["a link without its token", confirmPath({ type: "invite" })],
    [
      "a link of an unknown type",
      confirmPath({ token_hash: "h", type: "sms" }),
    ],
    ["no link at all", "/auth/confirm"],
  ])("turns %s into a page that offers a new link", async (_case, path) => {
    server.use(
      verifyAnswers(() =>
        goTrueError(403, "otp_expired", "Email link is invalid or has expired"),
      ).handler,
    );
    let recovered: { body: unknown; redirectTo: string | null } | null = null;
    server.use(
      http.post(RECOVER, async ({ request }) => {
        recovered = {
          body: await request.json(),
          redirectTo: new URL(request.url).searchParams.get("redirect_to"),
        };
        return HttpResponse.json({});
      }),
    );
    const view = renderRoute(path, linkRoutes);
    expect(
      await screen.findByRole("heading", {
        name: "This link has expired or has already been used",
      }),
    ).toBeInTheDocument();
    expect(view.location().search).not.toContain("token_hash");

    await view.user.type(screen.getByLabelText("Email"), "ada@example.ng");
    await view.user.click(
      screen.getByRole("button", { name: "Send me a new link" }),
    );
    const answer = await screen.findByRole("status");
    expect(answer).toHaveTextContent(
      "If an account exists for ada@example.ng, we've sent it a link to choose a new password. The link works once and expires in an hour.",
    );
    expect(recovered).toEqual({
      body: expect.objectContaining({ email: "ada@example.ng" }),
      redirectTo: `${origin}/auth/confirm`,
    });
  });

  it("offers to try again when the link could not be checked, without spending it", async () => {
    let calls = 0;
    server.use(
      http.post("*/auth/v1/verify", () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.error()
          : HttpResponse.json(linkSession("driver"));
      }),
    );
    const view = renderRoute(
      confirmPath({ token_hash: "h", type: "invite" }),
      linkRoutes,
    );
    expect(
      await screen.findByRole("heading", {
        name: "We couldn't check your link",
      }),
    ).toBeInTheDocument();
    await view.user.click(screen.getByRole("button", { name: "Try again" }));
    expect(
      await screen.findByRole("heading", { name: "Choose your password" }),
    ).toBeInTheDocument();
  });
});
