import type { Context, Hono } from "hono";

import type { RuntimeContext } from "../../context.ts";
import { createAccount, saveNewUser } from "../accounts.ts";
import { adminColumns, emailExists } from "../admin-attributes.ts";
import { AuthError, notFound, validationFailed } from "../errors.ts";
import {
  isUuid,
  optionalBoolean,
  optionalString,
  readBody,
  type Body,
} from "../params.ts";
import { afterPasswordChange } from "../password-change.ts";
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
    const pageParam = c.req.query("page") ?? "";
    const perPageParam = c.req.query("per_page") ?? "";
    const page = pageParam ? parsePageParam(pageParam) : 1;
    const perPage = perPageParam ? parsePageParam(perPageParam) : 50;
    const direction = sortDirection(c.req.queries("sort"));
    // addPaginationHeaders divides by per_page: GoTrue panics on 0, and its recoverer answers 500.
    if (perPage === 0)
      throw new AuthError(500, "unexpected_failure", "Internal Server Error");
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
       order by u.created_at ${direction}, u.id limit ${perPage} offset ${(Math.max(page, 1) - 1) * perPage}`,
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
    const { raw_app_meta_data, raw_user_meta_data, email, phone, ...columns } =
      await adminColumns(ctx, body, undefined);
    const requestedId = optionalString(body, "id");
    if (requestedId && !isUuid(requestedId))
      throw validationFailed("ID must conform to the uuid v4 format");
    if (requestedId && /^[0-]+$/.test(requestedId))
      throw validationFailed("ID cannot be a nil uuid");
    const user = await saveNewUser(ctx, emailExists, async (tx) => {
      const id = await createAccount(tx, {
        id: requestedId || undefined,
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
    const emailConfirm = optionalBoolean(body, "email_confirm") === true;
    const phoneConfirm = optionalBoolean(body, "phone_confirm") === true;
    try {
      await ctx.db.transaction(async (tx) => {
        if (Object.keys(columns).length) await updateUser(tx, user.id, columns);
        // User.UpdatePassword(tx, nil): every link is spent and every session ends.
        if (columns.encrypted_password !== undefined)
          await afterPasswordChange(tx, user.id, undefined);
        if (typeof columns.email === "string")
          await syncIdentity(tx, user.id, "email", columns.email, emailConfirm);
        if (typeof columns.phone === "string")
          await syncIdentity(tx, user.id, "phone", columns.phone, phoneConfirm);
      });
    } catch (error) {
      // adminUserUpdate answers every failure of its transaction so, a taken address included
      // (it leaves those to the unique indexes).
      ctx.log(
        `auth: updating user ${user.id} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      throw new AuthError(500, "unexpected_failure", "Error updating user");
    }
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

/** strconv.ParseUint as paginate() applies it: decimal digits only, within 64 bits. */
function parsePageParam(value: string): number {
  const refuse = (reason: string) =>
    validationFailed(
      `Bad Pagination Parameters: strconv.ParseUint: parsing ${JSON.stringify(value)}: ${reason}`,
    );
  if (!/^\d+$/.test(value)) throw refuse("invalid syntax");
  if (BigInt(value) > 2n ** 64n - 1n) throw refuse("value out of range");
  return Number(value);
}

/** sorting.go's sort(): only `created_at`, `asc` or `desc` (any case), newest first by default. */
function sortDirection(values: string[] | undefined): "asc" | "desc" {
  let direction: "asc" | "desc" | undefined;
  for (const value of values ?? []) {
    const space = value.indexOf(" ");
    const field = space === -1 ? value : value.slice(0, space);
    if (field !== "created_at")
      throw validationFailed(
        `Bad Sort Parameters: bad field for sort '${field}'`,
      );
    const requested = space === -1 ? "desc" : value.slice(space + 1);
    if (!["ASC", "DESC"].includes(requested.toUpperCase()))
      throw validationFailed(
        `Bad Sort Parameters: bad direction for sort '${requested}', only 'asc' and 'desc' allowed`,
      );
    // The first sort field orders the list; later ones (the same column) change nothing.
    direction ??= requested.toLowerCase() as "asc" | "desc";
  }
  return direction ?? "desc";
}

/** addPaginationHeaders: the request's own query (per_page only when sent), keys sorted, `page` swapped in. */
function paginationLinks(
  c: Context,
  page: number,
  perPage: number,
  total: number,
): string {
  const query = new URL(c.req.url).searchParams;
  const link = (n: number) => {
    query.set("page", String(n));
    const sorted = [...query.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
    return `</admin/users?${new URLSearchParams(sorted).toString()}>`;
  };
  const lastPage = Math.ceil(total / perPage);
  const next = total > page * perPage ? `${link(page + 1)}; rel="next", ` : "";
  return `${next}${link(lastPage)}; rel="last"`;
}
