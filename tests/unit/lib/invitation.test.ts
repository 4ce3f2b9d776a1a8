import { describe, expect, it } from "vitest";

import {
  fullNameSchema,
  invitationMessages,
  inviteeFields,
} from "@/lib/invitation";
import { z } from "@/lib/zod";

const schema = z.object(inviteeFields("Enter the owner's full name."));
const messages = (input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe("inviteeFields", () => {
  it("accepts an address and a name, trimmed", () => {
    expect(
      schema.parse({ email: " ada@example.ng ", full_name: " Ada Obi " }),
    ).toEqual({ email: "ada@example.ng", full_name: "Ada Obi" });
  });

  it("says what is missing in the invitation's own words", () => {
    expect(messages({ email: "", full_name: " " })).toEqual([
      invitationMessages.emailRequired,
      "Enter the owner's full name.",
    ]);
    expect(messages({ email: "ada@", full_name: "Ada" })).toEqual([
      invitationMessages.emailInvalid,
    ]);
  });

  it("refuses a name longer than a profile holds", () => {
    expect(
      messages({ email: "ada@example.ng", full_name: "a".repeat(121) }),
    ).toEqual([invitationMessages.nameLength]);
  });
});

describe("fullNameSchema", () => {
  it("allows an empty name (an edit may clear it) but not a long one", () => {
    expect(fullNameSchema().parse("  ")).toBe("");
    expect(fullNameSchema().safeParse("a".repeat(121)).success).toBe(false);
  });
});
