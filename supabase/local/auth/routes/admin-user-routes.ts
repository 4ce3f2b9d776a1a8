import type { Context, Hono } from "hono";

import type { RuntimeContext } from "../../context.ts";
import { createAccount, saveNewUser } from "../accounts.ts";
import { adminColumns, emailExists } from "../admin-attributes.ts";
import { AuthError, notFound, validationFailed } from "../errors.ts";
import { isUuid, optionalBoolean, readBody, type Body } from "../params.ts";
import { softDelete, syncIdentity } from "../stores/admin-store.ts";
import { findUser, updateUser, type UserRow } from "../stores/user-store.ts";
import { userJson } from "../user-json.ts";

export async function adminTarget(
  ctx: RuntimeContext,
  c: Context,
): Promise<UserRow> {
  const id = c.req.param("id") ?? "";
  if (!isUuid(id))
    throw notFound("validation_failed", "user_id must be an UUID");
  const user = await findUser(ctx.db, id);
  if (!user) throw notFound("user_not_found", "User not found");
  return user;
}

export function adminUserRoutes(app: Hono, ctx: RuntimeContext): void {
  app.get("/admin/users", async (c) => {
    const page = positive(c.req.query("page"), 1);
    const perPage = positive(c.req.query("per_page"), 50);
    const filter = c.req.query("filter") ?? "";
    const where = filter
      ? `where u.email ilike $1 or u.raw_user_meta_data ->> 'full_name' ilike $1`
      : "";
    const params = filter ? [`%${filter}%`] : [];
    const total = Number(
      (
        await ctx.db.query<{ n: string }>(
          `select count(*) as n from auth.users u ${where}`,
          params,
        )
      ).rows[0]?.n ?? 0,
    );
    const { rows } = await ctx.db.query<UserRow>(
      `select u.*, coalesce(u.banned_until > now(), false) as banned from auth.users u ${where}
       order by u.created_at desc, u.id limit ${perPage} offset ${(page - 1) * perPage}`,
      params,
    );
    const users = [];
    for (const row of rows) users.push(await userJson(ctx.db, row));
    c.header("X-Total-Count", String(total));
    c.header("Link", paginationLinks(c, page, perPage, total));
    return c.json({ users, aud: "authenticated" });
  });

  app.post("/admin/users", async (c) => {
    const body = await readBody(c);
    if (!body.email && !body.phone)
      throw validationFailed(
        "Unable to validate request: email or phone is required",
      );
    const { raw_app_meta_data, raw_user_meta_data, email, phone, ...columns } =
      await adminColumns(ctx, body, undefined);
    if (typeof body.id === "string" && !isUuid(body.id))
      throw validationFailed("id must be a UUID");
    const user = await saveNewUser(ctx, emailExists, async (tx) => {
      const id = await createAccount(tx, {
        id: typeof body.id === "string" ? body.id : undefined,
        email: email as string | undefined,
        phone: phone as string | undefined,
        encryptedPassword:
          (columns.encrypted_password as string | undefined) ?? "",
        userMetadata: (raw_user_meta_data as Body | undefined) ?? {},
        appMetadata: raw_app_meta_data as Body | undefined,
        columns,
      });
      return userJson(tx, (await findUser(tx, id))!);
    });
    return c.json(user);
  });

  app.get("/admin/users/:id", async (c) =>
    c.json(await userJson(ctx.db, await adminTarget(ctx, c))),
  );

  app.put("/admin/users/:id", async (c) => {
    const user = await adminTarget(ctx, c);
    const body = await readBody(c);
    const columns = await adminColumns(ctx, body, user);
    await ctx.db.transaction(async (tx) => {
      if (Object.keys(columns).length) await updateUser(tx, user.id, columns);
      if (typeof columns.email === "string")
        await syncIdentity(tx, user.id, "email", columns.email);
      if (typeof columns.phone === "string")
        await syncIdentity(tx, user.id, "phone", columns.phone);
    });
    return c.json(await userJson(ctx.db, (await findUser(ctx.db, user.id))!));
  });

  app.delete("/admin/users/:id", async (c) => {
    const user = await adminTarget(ctx, c);
    const soft =
      optionalBoolean(await readBody(c), "should_soft_delete") === true;
    try {
      await ctx.db.transaction(async (tx) => {
        if (soft) await softDelete(tx, user.id);
        else await tx.query("delete from auth.users where id = $1", [user.id]);
      });
    } catch (error) {
      ctx.log(
        `auth: deleting user ${user.id} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      throw new AuthError(
        500,
        "unexpected_failure",
        "Database error deleting user",
      );
    }
    return c.json({});
  });
}

function positive(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** GoTrue's Link header: the request's own query, keys sorted, with `page` swapped in. */
function paginationLinks(
  c: Context,
  page: number,
  perPage: number,
  total: number,
): string {
  const query = new URL(c.req.url).searchParams;
  query.set("per_page", String(perPage));
  const link = (n: number) => {
    query.set("page", String(n));
    const sorted = [...query.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
    return `</admin/users?${new URLSearchParams(sorted).toString()}>`;
  };
  const lastPage = Math.ceil(total / perPage);
  const next = total > page * perPage ? `${link(page + 1)}; rel="next", ` : "";
  return `${next}${link(lastPage)}; rel="last"`;
}
