import { describe, expect, it } from "vitest";

import { toUserMessage } from "@/lib/errors";

describe("toUserMessage", () => {
  it("maps well-known Postgres and PostgREST codes", () => {
    expect(
      toUserMessage({ code: "23505", message: "duplicate key value" }),
    ).toBe("This record already exists.");
    expect(
      toUserMessage({ code: "42501", message: "permission denied for table" }),
    ).toBe("You do not have permission to do that.");
    expect(
      toUserMessage({ code: "PGRST116", message: "JSON object requested" }),
    ).toBe("The requested record was not found.");
  });

  it("keeps the server message for other errors", () => {
    expect(
      toUserMessage({ code: "P0001", message: "Pickup time is in the past" }),
    ).toBe("Pickup time is in the past");
    const authError = Object.assign(new Error("Invalid login credentials"), {
      name: "AuthApiError",
    });
    expect(toUserMessage(authError)).toBe("Invalid login credentials");
  });

  it("explains network and function failures in plain words", () => {
    expect(toUserMessage(new TypeError("Failed to fetch"))).toMatch(
      /could not reach the server/,
    );
    expect(
      toUserMessage({ name: "AuthRetryableFetchError", message: "{}" }),
    ).toMatch(/could not reach the server/);
    expect(
      toUserMessage({
        name: "FunctionsHttpError",
        message: "Edge Function returned a non-2xx status code",
      }),
    ).toBe("The service could not complete your request. Please try again.");
  });

  it("falls back to a generic sentence", () => {
    expect(toUserMessage(undefined)).toBe("Something went wrong");
    expect(toUserMessage({})).toBe("Something went wrong");
    expect(toUserMessage("  ")).toBe("Something went wrong");
    expect(toUserMessage("Plain text")).toBe("Plain text");
  });
});
