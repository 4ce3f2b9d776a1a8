import { fullNameSchema, inviteeFields } from "@/lib/invitation";
import { z } from "@/lib/zod";

import { USER_ROLES, type ManagedUser } from "./types";

export const userFormSchema = z.object({
  full_name: fullNameSchema(),
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

export const inviteUserFormSchema = z.object({
  ...inviteeFields("Enter the person's full name."),
  role: z.enum(INVITE_ROLES, "Choose a role."),
});

export type InviteUserFormValues = z.output<typeof inviteUserFormSchema>;
