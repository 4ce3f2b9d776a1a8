import { queryOptions, useQuery } from "@tanstack/react-query";
import { act, screen } from "@testing-library/react";
import { Outlet } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { sessionQueries, type AuthSession } from "@/features/auth/api/queries";
import type { AuthEventSource } from "@/features/auth/session-bridge";
import { AUTH_STORAGE_KEY } from "@/features/auth/session-store";
import { RequireRole } from "@/app/guards/require-role";
import { SessionSync } from "@/app/session-sync";

import { renderRoute } from "../../support/render-app";
import { dispatchStorageEvent, fakeAccessToken } from "../../support/session";

type Listener = Parameters<AuthEventSource["onAuthStateChange"]>[0];

const ada = {
  id: "00000000-0000-4000-8000-00000000000a",
  email: "ada@example.ng",
};
const bola = {
  id: "00000000-0000-4000-8000-00000000000b",
  email: "bola@example.ng",
};

function sessionOf(user: { id: string; email: string }, role = "admin") {
  const claims = {
    sub: user.id,
    email: user.email,
    app_metadata: { role },
  };
  return {
    access_token: fakeAccessToken(claims),
    refresh_token: "refresh-token",
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    user: { id: user.id, email: user.email, app_metadata: claims.app_metadata },
  };
}

/** What another tab signing in (or out, with null) leaves in localStorage. */
function otherTabStores(user: { id: string; email: string } | null) {
  act(() => {
    if (user)
      window.localStorage.setItem(
        AUTH_STORAGE_KEY,
        JSON.stringify(sessionOf(user)),
      );
    else window.localStorage.removeItem(AUTH_STORAGE_KEY);
    dispatchStorageEvent();
  });
}

function fakeAuthEvents() {
  let listener: Listener | undefined;
  const source: AuthEventSource = {
    onAuthStateChange(callback) {
      listener = callback;
      return {
        data: { subscription: { unsubscribe: () => (listener = undefined) } },
      };
    },
  };
  return {
    load: () => Promise.resolve(source),
    emit: (event: string, session: ReturnType<typeof sessionOf> | null) =>
      act(() => listener?.(event, session)),
    listening: () => listener !== undefined,
  };
}

// The server answers for whoever is signed in at the time of the request.
let signedInAs = ada.email;
const tripsQuery = () =>
  queryOptions({
    queryKey: ["trips"],
    queryFn: () => Promise.resolve(`Trips of ${signedInAs}`),
  });

function TripsPage() {
  const session = useQuery(sessionQueries.current());
  const trips = useQuery(tripsQuery());
  return (
    <>
      <p>Signed in as {session.data?.email}</p>
      <p>{trips.data ?? "Loading trips"}</p>
    </>
  );
}

function renderAdminPage(auth: ReturnType<typeof fakeAuthEvents>) {
  const view = renderRoute("/admin", [
    {
      element: (
        <SessionSync loadAuth={auth.load}>
          <Outlet />
        </SessionSync>
      ),
      children: [
        {
          path: "/admin",
          element: <RequireRole role="admin" />,
          children: [{ index: true, element: <TripsPage /> }],
        },
        { path: "/auth", element: <h1>Sign in</h1> },
      ],
    },
  ]);
  // What the page had already fetched for Ada.
  act(() => {
    const session: AuthSession = {
      userId: ada.id,
      email: ada.email,
      role: "admin",
    };
    view.queryClient.setQueryData(sessionQueries.current().queryKey, session);
    view.queryClient.setQueryData(
      tripsQuery().queryKey,
      `Trips of ${ada.email}`,
    );
  });
  return view;
}

describe("session sync", () => {
  beforeEach(() => {
    signedInAs = ada.email;
    window.localStorage.setItem(
      AUTH_STORAGE_KEY,
      JSON.stringify(sessionOf(ada)),
    );
  });
  afterEach(() => window.localStorage.clear());

  it("clears every cached query on SIGNED_OUT and leaves the admin page", async () => {
    const auth = fakeAuthEvents();
    const { queryClient, location } = renderAdminPage(auth);
    expect(
      await screen.findByText(`Trips of ${ada.email}`),
    ).toBeInTheDocument();
    await vi.waitFor(() => expect(auth.listening()).toBe(true));

    auth.emit("SIGNED_OUT", null);

    expect(screen.queryByText(`Trips of ${ada.email}`)).not.toBeInTheDocument();
    expect(queryClient.getQueryData(tripsQuery().queryKey)).toBeUndefined();
    expect(
      await screen.findByRole("heading", { name: "Sign in" }),
    ).toBeVisible();
    expect(location().pathname).toBe("/auth");
  });

  it("updates the cached session on TOKEN_REFRESHED and USER_UPDATED, keeping the data", async () => {
    const auth = fakeAuthEvents();
    const { queryClient } = renderAdminPage(auth);
    await vi.waitFor(() => expect(auth.listening()).toBe(true));

    auth.emit("USER_UPDATED", sessionOf({ ...ada, email: "ada@ekoluxe.ng" }));
    expect(
      await screen.findByText("Signed in as ada@ekoluxe.ng"),
    ).toBeVisible();

    auth.emit("TOKEN_REFRESHED", sessionOf(ada, "owner"));
    expect(queryClient.getQueryData(sessionQueries.current().queryKey)).toEqual(
      {
        userId: ada.id,
        email: ada.email,
        role: "owner",
      },
    );
    expect(queryClient.getQueryData(tripsQuery().queryKey)).toBe(
      `Trips of ${ada.email}`,
    );
  });

  it("signs this tab out when another tab signs out", async () => {
    const auth = fakeAuthEvents();
    const { queryClient, location } = renderAdminPage(auth);
    expect(
      await screen.findByText(`Trips of ${ada.email}`),
    ).toBeInTheDocument();

    otherTabStores(null);

    expect(screen.queryByText(`Trips of ${ada.email}`)).not.toBeInTheDocument();
    expect(queryClient.getQueryData(tripsQuery().queryKey)).toBeUndefined();
    expect(
      await screen.findByRole("heading", { name: "Sign in" }),
    ).toBeVisible();
    expect(location().pathname).toBe("/auth");
  });

  it.each([
    ["in this tab (SIGNED_IN)", "event"],
    ["in another tab (storage)", "storage"],
  ])(
    "never shows the first account's data after switching accounts %s",
    async (_how, how) => {
      const auth = fakeAuthEvents();
      const { queryClient } = renderAdminPage(auth);
      expect(
        await screen.findByText(`Trips of ${ada.email}`),
      ).toBeInTheDocument();
      await vi.waitFor(() => expect(auth.listening()).toBe(true));

      signedInAs = bola.email;
      if (how === "event") {
        // supabase-js stores the new session before it reports it.
        window.localStorage.setItem(
          AUTH_STORAGE_KEY,
          JSON.stringify(sessionOf(bola)),
        );
        auth.emit("SIGNED_IN", sessionOf(bola));
      } else otherTabStores(bola);

      expect(
        screen.queryByText(`Trips of ${ada.email}`),
      ).not.toBeInTheDocument();
      expect(await screen.findByText(`Trips of ${bola.email}`)).toBeVisible();
      expect(screen.getByText(`Signed in as ${bola.email}`)).toBeVisible();
      expect(queryClient.getQueryData(tripsQuery().queryKey)).toBe(
        `Trips of ${bola.email}`,
      );
    },
  );
});
