import { emailSchema } from "@/lib/email";
import { z } from "@/lib/zod";

import { USER_ROLES, type ManagedUser } from "./types";

export const userFormSchema = z.object({
  full_name: z
    .string()
    .trim()
    .max(120, "Full name must be at most 120 characters."),
  role: z.enum(USER_ROLES, "Choose a role."),
});

export type UserFormValues = z.output<typeof userFormSchema>;

export const userToForm = (user: ManagedUser): UserFormValues => ({
  full_name: user.full_name,
  role: user.role,
});

/** The roles the Users screen invites; drivers are invited from their card, customers sign up. */
export const INVITE_ROLES = ["owner", "admin"] as const;
export type InviteRole = (typeof INVITE_ROLES)[number];

export const inviteUserMessages = {
  emailRequired: "Enter the e-mail address the invitation goes to.",
  emailInvalid: "Enter a valid e-mail address, like name@example.com.",
  name: "Enter the person's full name.",
  nameLength: "Full name must be at most 120 characters.",
  role: "Choose a role.",
} as const;

export const inviteUserFormSchema = z.object({
  email: emailSchema({
    required: inviteUserMessages.emailRequired,
    invalid: inviteUserMessages.emailInvalid,
  }),
  full_name: z
    .string()
    .trim()
    .min(1, inviteUserMessages.name)
    .max(120, inviteUserMessages.nameLength),
  role: z.enum(INVITE_ROLES, inviteUserMessages.role),
});

export type InviteUserFormValues = z.output<typeof inviteUserFormSchema>;
