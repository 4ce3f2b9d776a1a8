import { describe, expect, it } from "vitest";

import { enumLabels } from "../../../../supabase/functions/_shared/vocabulary.ts";
import {
  DEFAULT_LIMITS,
  limitsFromEnv,
} from "../../../../supabase/functions/send-email/limits.ts";
import { serviceLabel } from "../../../../supabase/functions/send-email/templates/format.ts";
import {
  greetingName,
  plainText,
} from "../../../../supabase/functions/send-email/templates/plain-text.ts";

describe("plainText: typed values carry no links", () => {
  it.each([
    ["http://evil.example/x", "evil[.]example/x"],
    ["HTTPS://Evil.Example:8443/a?b=c", "Evil[.]Example:8443/a?b=c"],
    ["see www.evil.example now", "see www[.]evil[.]example now"],
    ["foo.com", "foo[.]com"],
    ["hxxp://a.b.example", "a[.]b[.]example"],
    ["ftp://files.example", "files[.]example"],
    ["//cdn.example/x.js", "//cdn[.]example/x[.]js"],
    ["mailto:boss@corp.example", "boss@corp[.]example"],
    ["javascript:alert(1)", "alert(1)"],
    ["http://192.168.10.1/admin", "192[.]168[.]10[.]1/admin"],
    ["evil。example and evil．example", "evil[.]example and evil[.]example"],
    ["ht\u200Btp://hid\u00ADden.example", "hidden[.]example"],
    ["abc\u202Etxt.exe", "abctxt[.]exe"],
    ["a@b.example", "a@b[.]example"],
  ])("%s → %s", (typed, shown) => {
    expect(plainText(typed)).toBe(shown);
  });

  it.each([
    "Seven years with Uber, 3.5 stars is not me.",
    "Data: we need 10 cars.",
    "Airport run at 6:30 pm, Lekki Phase 1.",
    "+2348031234567",
    "Line one\nLine two",
  ])("leaves ordinary text as typed: %s", (typed) => {
    expect(plainText(typed)).toBe(typed);
  });

  it("turns carriage returns and other controls into plain line breaks and spaces", () => {
    expect(plainText("a\r\nb\rc\u0007d")).toBe("a\nb\nc d");
  });
});

describe("greetingName: only a plain first name greets the customer", () => {
  it.each([
    ["Adaeze Okafor", "Adaeze"],
    ["  Ngozi-Ada  O'Neil ", "Ngozi-Ada"],
    ["Émeka", "Émeka"],
    ["Visit http://spam.example", null],
    ["Win $1000 now", null],
    ["spam.example", null],
    ["Bola <b>", null],
    ["A".repeat(31), null],
  ])("%s → %s", (name, first) => {
    expect(greetingName(name)).toBe(first);
  });
});

describe("limitsFromEnv", () => {
  it("keeps the defaults and takes whole numbers from the secrets", () => {
    expect(limitsFromEnv(() => undefined)).toEqual(DEFAULT_LIMITS);
    const env: Record<string, string> = {
      EMAIL_CONFIRMATIONS_PER_ADDRESS_PER_DAY: "5",
      OPS_NOTICES_PER_HOUR: " 120 ",
    };
    expect(limitsFromEnv((k) => env[k])).toEqual({
      ...DEFAULT_LIMITS,
      confirmationsPerAddressPerDay: 5,
      opsNoticesPerHour: 120,
    });
  });

  it.each(["0", "-1", "2.5", "lots"])("refuses %s", (value) => {
    expect(() =>
      limitsFromEnv((k) =>
        k === "OPS_NOTICES_PER_SENDER_PER_HOUR" ? value : undefined,
      ),
    ).toThrow("OPS_NOTICES_PER_SENDER_PER_HOUR must be a whole number");
  });
});

describe("the e-mails name services as the screens do", () => {
  it("with the shared vocabulary's labels", () => {
    for (const [value, label] of Object.entries(enumLabels.service_type)) {
      expect(serviceLabel(value)).toBe(label);
    }
    expect(serviceLabel("airport_hotel")).toBe("Airport & Hotel Transfer");
  });
});
