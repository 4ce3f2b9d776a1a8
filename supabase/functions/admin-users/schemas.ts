import { z } from "zod";

export const ROLES = ["customer", "owner", "driver", "admin"] as const;
export type Role = (typeof ROLES)[number];

const id = z.uuid("Must be a user id");

const list = z.object({
  action: z.literal("list"),
  page: z.int().min(1).max(100_000).default(1),
  perPage: z.int().min(1).max(100).default(20),
  q: z.string().trim().max(200).default(""),
});

const update = z.object({
  action: z.literal("update"),
  id,
  full_name: z.string().trim().max(120, "Must be at most 120 characters"),
  role: z.enum(ROLES, `Must be one of ${ROLES.join(", ")}`),
});

const resetPassword = z.object({ action: z.literal("reset_password"), id });

const setStatus = z.object({
  action: z.literal("set_status"),
  id,
  active: z.boolean("Must be true or false"),
});

const remove = z.object({ action: z.literal("delete"), id });

const inviteDriver = z.object({
  action: z.literal("invite_driver"),
  driver_id: z.uuid("Must be a driver id"),
  email: z.email("Must be an e-mail address").max(254).toLowerCase(),
});

export const adminUsersRequestSchema = z.discriminatedUnion("action", [
  list,
  update,
  resetPassword,
  setStatus,
  remove,
  inviteDriver,
]);

export type AdminUsersRequest = z.infer<typeof adminUsersRequestSchema>;
export type ActionOf<A extends AdminUsersRequest["action"]> = Extract<
  AdminUsersRequest,
  { action: A }
>;

const ACTIONS = adminUsersRequestSchema.options.map(
  (option) => option.shape.action.value,
);

/** The request as a typed action, or the first problem as one sentence naming the field. */
export function parseAdminUsersRequest(
  body: unknown,
): { ok: true; value: AdminUsersRequest } | { ok: false; message: string } {
  const result = adminUsersRequestSchema.safeParse(body);
  if (result.success) return { ok: true, value: result.data };
  const issue = result.error.issues[0];
  const field = issue?.path.length ? issue.path.join(".") : "body";
  if (field === "action" || field === "body")
    return {
      ok: false,
      message: `action: must be one of ${ACTIONS.join(", ")}.`,
    };
  return { ok: false, message: `${field}: ${issue?.message ?? "invalid"}.` };
}
