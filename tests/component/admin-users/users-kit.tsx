import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { MemoryRouter } from "react-router-dom";

import type { ManagedUser } from "@/features/admin-users/types";
import { Component as UsersPage } from "@/app/routes/admin/users";

import { server } from "../../support/msw-server";
import { createTestQueryClient, TestProviders } from "../../support/render-app";
import { storeSession } from "../../support/session";

export const ADMIN_USERS = "*/functions/v1/admin-users";

/** The signed-in admin of tests/support/session.ts. */
export const SELF_ID = "00000000-0000-4000-8000-000000000001";
export const CUSTOMER_ID = "00000000-0000-4000-8000-000000000003";

export function userRow(overrides: Partial<ManagedUser> = {}): ManagedUser {
  return {
    id: CUSTOMER_ID,
    email: "chidi@example.ng",
    full_name: "Chidi Okeke",
    role: "customer",
    // 08:30 UTC is 09:30 in Lagos.
    created_at: "2026-11-02T08:30:00.000Z",
    banned_until: null,
    last_sign_in_at: null,
    ...overrides,
  };
}

export const selfRow = () =>
  userRow({
    id: SELF_ID,
    email: "ada@example.ng",
    full_name: "Ada Admin",
    role: "admin",
  });

type Body = Record<string, unknown>;
type Answer = (body: Body) => Response | undefined;

/**
 * The function answers `list` with these users and hands every other action to `answer`; each
 * request body is recorded, in order.
 */
export function answerAdminUsers(
  users: ManagedUser[] = [selfRow(), userRow()],
  answer: Answer = () => undefined,
  total = users.length,
): Body[] {
  const sent: Body[] = [];
  server.use(
    http.post(ADMIN_USERS, async ({ request }) => {
      const body = (await request.json()) as Body;
      sent.push(body);
      if (body.action === "list") return HttpResponse.json({ users, total });
      return answer(body) ?? HttpResponse.json({ user: userRow() });
    }),
  );
  return sent;
}

export const refusal = (error: string, status = 409) =>
  HttpResponse.json({ error, code: "refused" }, { status });

export function renderUsersPage(path = "/admin/users") {
  storeSession("admin");
  const queryClient = createTestQueryClient();
  return {
    user: userEvent.setup(),
    queryClient,
    ...render(
      <TestProviders queryClient={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <UsersPage />
        </MemoryRouter>
      </TestProviders>,
    ),
  };
}

export const LATER = { timeout: 5_000 };
