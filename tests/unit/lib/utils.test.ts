import { describe, expect, it } from "vitest";

import { cn } from "@/lib/utils";

describe("cn", () => {
  it("joins truthy classes and drops falsy ones", () => {
    const hidden = false;
    expect(
      cn("a", hidden && "b", undefined, null, ["c", { d: true, e: false }]),
    ).toBe("a c d");
  });

  it("lets later Tailwind classes win over conflicting earlier ones", () => {
    expect(cn("px-4 text-sm", "px-6")).toBe("text-sm px-6");
    expect(cn("bg-primary", "bg-destructive")).toBe("bg-destructive");
  });
});
