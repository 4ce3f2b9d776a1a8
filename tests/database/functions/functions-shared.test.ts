import { describe, expect, it } from "vitest";

import {
  requireAdmin,
  requireUser,
} from "../../../supabase/functions/_shared/auth.ts";
import { withCors } from "../../../supabase/functions/_shared/cors.ts";
import { HttpError, json } from "../../../supabase/functions/_shared/http.ts";
import { runtime, signedInClient } from "../../local-backend/support.ts";

/** The shared edge-function steps, against the runtime's auth server. */

const deps = () => ({
  supabaseUrl: runtime().apiUrl,
  anonKey: runtime().anonKey,
});

async function bearerOf(appMetadata?: Record<string, unknown>) {
  const { client, userId } = await signedInClient({ appMetadata });
  const { data } = await client.auth.getSession();
  return { token: data.session!.access_token, userId };
}

function request(authorization?: string): Request {
  return new Request("http://localhost/admin-users", {
    method: "POST",
    headers: authorization ? { Authorization: authorization } : {},
  });
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return {
    status: (error as HttpError).status,
    code: (error as HttpError).code,
  };
}

describe("requireUser / requireAdmin", () => {
  it("requireUser answers the signed-in user and a client acting as them", async () => {
    const { token, userId } = await bearerOf();
    const caller = await requireUser(request(`Bearer ${token}`), deps());
    expect(caller.user.id).toBe(userId);
    const { data } = await caller.client.from("profiles").select("id");
    expect(data).toEqual([{ id: userId }]);
  });

  it("requireUser refuses no token, the anon key and a forged token with 401", async () => {
    expect(await refusal(requireUser(request(), deps()))).toEqual({
      status: 401,
      code: "unauthorized",
    });
    expect(
      await refusal(
        requireUser(request(`Bearer ${runtime().anonKey}`), deps()),
      ),
    ).toEqual({ status: 401, code: "unauthorized" });
    const { token } = await bearerOf();
    const [head, body] = token.split(".");
    expect(
      await refusal(
        requireUser(request(`Bearer ${head}.${body}.forged`), deps()),
      ),
    ).toEqual({ status: 401, code: "unauthorized" });
  });

  it("requireAdmin lets admins through and refuses customers with 403", async () => {
    const admin = await bearerOf({ role: "admin" });
    expect(
      (await requireAdmin(request(`Bearer ${admin.token}`), deps())).user.id,
    ).toBe(admin.userId);
    const customer = await bearerOf();
    expect(
      await refusal(requireAdmin(request(`Bearer ${customer.token}`), deps())),
    ).toEqual({ status: 403, code: "forbidden" });
  });

  it("withCors turns a refused step into the one JSON error shape, with CORS headers", async () => {
    const guarded = withCors(
      async (req: Request, d: ReturnType<typeof deps>) => {
        const { user } = await requireAdmin(req, d);
        return json({ id: user.id });
      },
    );
    const response = await guarded(request(), deps());
    expect(response.status).toBe(401);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(await response.json()).toEqual({
      error: { code: "unauthorized", message: "Please sign in to continue." },
    });
  });
});
