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
