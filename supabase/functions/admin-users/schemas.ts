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

const email = z.email("Must be an e-mail address").max(254).toLowerCase();

const inviteDriver = z.object({
  action: z.literal("invite_driver"),
  driver_id: z.uuid("Must be a driver id"),
  email,
});

/** The roles an invitation gives; a customer signs up on their own. */
export const INVITED_ROLES = ["driver", "owner", "admin"] as const;
export type InvitedRole = (typeof INVITED_ROLES)[number];

/**
 * An invitation for any role. A driver's login is for one drivers row (driver_id), whose name it
 * takes when none is given; an owner or an administrator is invited by name.
 */
const invite = z
  .object({
    action: z.literal("invite"),
    email,
    full_name: z
      .string("Must be text")
      .trim()
      .max(120, "Must be at most 120 characters")
      .default(""),
    role: z.enum(INVITED_ROLES, `Must be one of ${INVITED_ROLES.join(", ")}`),
    driver_id: z.uuid("Must be a driver id").optional(),
  })
  .superRefine((value, ctx) => {
    if (value.role === "driver" && !value.driver_id)
      ctx.addIssue({
        code: "custom",
        path: ["driver_id"],
        message: "Choose the driver this login is for",
      });
    if (value.role !== "driver" && !value.full_name)
      ctx.addIssue({
        code: "custom",
        path: ["full_name"],
        message: "Enter the person's name",
      });
  });

export const adminUsersRequestSchema = z.discriminatedUnion("action", [
  list,
  update,
  resetPassword,
  setStatus,
  remove,
  inviteDriver,
  invite,
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
