import { emailSchema } from "@/lib/email";
import { z } from "@/lib/zod";

export const ownerLoginSchema = z.object({
  email: emailSchema({
    required: "Enter your email address.",
    invalid: "Enter a valid email address.",
  }),
  password: z.string().min(1, "Enter your password."),
});

export type OwnerLoginValues = z.infer<typeof ownerLoginSchema>;

export const ownerLoginDefaults: OwnerLoginValues = { email: "", password: "" };
