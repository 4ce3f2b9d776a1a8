import { z } from "zod";

/** `POST { action: "delete", confirm: "<the account's e-mail>" }`. */
export const accountRequestSchema = z.object({
  action: z.literal("delete", "Must be delete"),
  confirm: z
    .string("Type your e-mail address to confirm")
    .trim()
    .min(1, "Type your e-mail address to confirm")
    .max(254, "Must be at most 254 characters"),
});

export type AccountRequest = z.infer<typeof accountRequestSchema>;

/** The request, or the first problem as one sentence naming the field. */
export function parseAccountRequest(
  body: unknown,
): { ok: true; value: AccountRequest } | { ok: false; message: string } {
  const result = accountRequestSchema.safeParse(body);
  if (result.success) return { ok: true, value: result.data };
  const issue = result.error.issues[0];
  const field = issue?.path.length ? issue.path.join(".") : "action";
  if (field === "action")
    return { ok: false, message: "action: must be delete." };
  return { ok: false, message: `${field}: ${issue?.message ?? "invalid"}.` };
}
