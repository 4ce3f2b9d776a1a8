import { describe, expect, it } from "vitest";

import { UNSTORABLE_TEXT_MESSAGE } from "@/lib/storable-text";
import { signUpFormSchema } from "@/features/auth/schemas";

const valid = {
  fullName: "Ada Lovelace",
  email: "ada@example.ng",
  password: "secret-pass",
};

function messagesFor(values: typeof valid) {
  const issues = signUpFormSchema.safeParse(values).error?.issues ?? [];
  return Object.fromEntries(
    issues.map((issue) => [issue.path.join("."), issue.message]),
  );
}

describe("signUpFormSchema", () => {
  it("keeps the name to what the profile stores, 120 characters", () => {
    expect(messagesFor({ ...valid, fullName: "A".repeat(120) })).toEqual({});
    expect(messagesFor({ ...valid, fullName: "A".repeat(121) })).toEqual({
      fullName: "Keep your name under 120 characters.",
    });
    expect(messagesFor({ ...valid, fullName: "Ada\u0000" })).toEqual({
      fullName: UNSTORABLE_TEXT_MESSAGE,
    });
  });

  it("takes passwords of 6 to 72 bytes, the most bcrypt reads", () => {
    expect(messagesFor({ ...valid, password: "p".repeat(72) })).toEqual({});
    const tooLong = "Password can be at most 72 characters long.";
    expect(messagesFor({ ...valid, password: "p".repeat(73) })).toEqual({
      password: tooLong,
    });
    // 36 naira signs are 36 characters but 108 bytes.
    expect(messagesFor({ ...valid, password: "₦".repeat(36) })).toEqual({
      password: tooLong,
    });
  });
});
