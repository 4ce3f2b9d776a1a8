import { describe, expect, it } from "vitest";

import {
  EMAIL_LOCAL_PART_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  emailProblem,
  emailSchema,
  isValidEmail,
} from "@/lib/email";

const localPart = (length: number) => "a".repeat(length);
/** A domain of exactly `length` characters: 63-character labels, then `.ng`. */
function domainOf(length: number) {
  const labels: string[] = [];
  let left = length - 3;
  while (left > 0) {
    // Never leave exactly one character for a dot with no label after it.
    const size = left <= 63 ? left : left === 64 ? 62 : 63;
    labels.push("d".repeat(size));
    left -= size + 1;
  }
  const domain = `${labels.join(".")}.ng`;
  expect(domain).toHaveLength(length);
  return domain;
}

describe("isValidEmail", () => {
  it.each([
    "ada@example.ng",
    "Ada.Lovelace@Example.COM",
    "o'brien+bookings@mail.example.co.uk",
    "!#$%&'*+/=?^_`{|}~-@x-1.io",
    "a@b.cd",
    "user@123.example.ng",
    `${localPart(64)}@example.ng`,
    `${localPart(64)}@${domainOf(EMAIL_MAX_LENGTH - 65)}`,
  ])("accepts %s", (address) => {
    expect(isValidEmail(address)).toBe(true);
  });

  it.each([
    ["<script>@x.io", "markup in the local part"],
    ['"quoted"@example.ng', "a quoted local part"],
    ["ada@example", "a single-label domain"],
    ["ada@example.n", "a one-letter top-level label"],
    ["ada@example.123", "a numeric top-level label"],
    ["ada@-example.ng", "a label starting with a hyphen"],
    ["ada@example-.ng", "a label ending with a hyphen"],
    [`ada@${"d".repeat(64)}.ng`, "a 64-character label"],
    [`ada@example.${"n".repeat(64)}`, "a 64-letter top-level label"],
    ["ada@exa_mple.ng", "an underscore in the domain"],
    ["ada@example..ng", "an empty label"],
    [".ada@example.ng", "a leading dot"],
    ["ada.@example.ng", "a trailing dot"],
    ["a..da@example.ng", "two dots in a row"],
    ["ada@@example.ng", "two @"],
    ["ada@ex@ample.ng", "an @ in the domain"],
    ["@example.ng", "no local part"],
    ["ada@", "no domain"],
    ["ada", "no @"],
    ["ada @example.ng", "a space"],
    ["ada@example.ng\n", "a trailing newline"],
    ["adé@example.ng", "a non-ASCII letter"],
    ["ada@exämple.ng", "a non-ASCII domain"],
    ["", "nothing"],
  ])("refuses %s (%s)", (address) => {
    expect(isValidEmail(address)).toBe(false);
  });

  it("keeps to 254 characters in all and 64 before the @", () => {
    const longest = `${localPart(64)}@${domainOf(EMAIL_MAX_LENGTH - 65)}`;
    expect(longest).toHaveLength(EMAIL_MAX_LENGTH);
    expect(emailProblem(longest)).toBeNull();
    expect(
      emailProblem(`${localPart(64)}@${domainOf(EMAIL_MAX_LENGTH - 64)}`),
    ).toBe("tooLong");
    expect(emailProblem(`${"a".repeat(390)}@example.ng`)).toBe("tooLong");
    expect(
      emailProblem(`${localPart(EMAIL_LOCAL_PART_MAX_LENGTH + 1)}@example.ng`),
    ).toBe("localPartTooLong");
  });
});

describe("emailSchema", () => {
  const schema = emailSchema({
    required: "Enter your email address.",
    invalid: "Enter a valid email address.",
  });
  const messageFor = (value: string) =>
    schema.safeParse(value).error?.issues.map((issue) => issue.message);

  it("trims, then returns the address unchanged", () => {
    expect(schema.parse("  Ada@Example.ng \t")).toBe("Ada@Example.ng");
  });

  it("reports one problem, in the form's own words", () => {
    expect(messageFor("   ")).toEqual(["Enter your email address."]);
    expect(messageFor("<script>@x.io")).toEqual([
      "Enter a valid email address.",
    ]);
    expect(messageFor(`${"a".repeat(390)}@example.ng`)).toEqual([
      "An email address can be at most 254 characters long.",
    ]);
    expect(messageFor(`${localPart(65)}@example.ng`)).toEqual([
      "The part of an email address before the @ can be at most 64 characters long.",
    ]);
  });
});
