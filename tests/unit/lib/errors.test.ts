import { describe, expect, it } from "vitest";

import {
  isNetworkError,
  NETWORK_MESSAGE,
  toUserMessage,
  withStatus,
} from "@/lib/errors";

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

  it("says plainly that the service could not be reached when no answer came back", () => {
    const unreachable = [
      new TypeError("Failed to fetch"),
      // What supabase-js's PostgREST client returns when fetch throws: name and message joined.
      {
        message: "TypeError: Failed to fetch",
        details: "",
        hint: "",
        code: "",
      },
      { message: "TypeError: fetch failed", details: "", hint: "", code: "" },
      { message: "TypeError: Load failed", code: "" },
      { message: "TimeoutError: signal timed out", code: "" },
      Object.assign({ message: "anything", code: "" }, { status: 0 }),
      { name: "AuthRetryableFetchError", message: "{}", status: 0 },
      { name: "AuthRetryableFetchError", message: "Bad Gateway", status: 502 },
      {
        name: "FunctionsFetchError",
        message: "Failed to send a request to the Edge Function",
      },
      new TypeError(
        "Failed to fetch dynamically imported module: /assets/x.js",
      ),
    ];
    for (const error of unreachable) {
      expect(toUserMessage(error)).toBe(NETWORK_MESSAGE);
      expect(isNetworkError(error)).toBe(true);
    }
    expect(NETWORK_MESSAGE).toBe(
      "We could not reach EkoLuxe. Check your connection and try again.",
    );
  });

  it("keeps a reachable server's own failures apart from network trouble", () => {
    expect(
      toUserMessage({
        name: "AuthRetryableFetchError",
        message: "Database error saving new user",
        status: 500,
      }),
    ).toBe("Database error saving new user");
    expect(
      toUserMessage({
        name: "FunctionsHttpError",
        message: "Edge Function returned a non-2xx status code",
      }),
    ).toBe("The service could not complete your request. Please try again.");
    expect(isNetworkError(new TypeError("x is not a function"))).toBe(false);
  });

  it("passes the server's 4xx sentences through, rate limits included", () => {
    const limited = "Too many requests — please try again in 12 minutes.";
    expect(
      toUserMessage(
        withStatus({ code: "PT429", message: limited, details: null }, 429),
      ),
    ).toBe(limited);
    expect(toUserMessage({ code: "PT429", message: "" })).toBe(
      "Too many requests — please try again in a few minutes.",
    );
    expect(
      toUserMessage(
        withStatus(
          { code: "P0002", message: "Unknown place: Nowhere Street" },
          404,
        ),
      ),
    ).toBe("Unknown place: Nowhere Street");
  });

  it("falls back to a generic sentence", () => {
    expect(toUserMessage(undefined)).toBe("Something went wrong");
    expect(toUserMessage({})).toBe("Something went wrong");
    expect(toUserMessage("  ")).toBe("Something went wrong");
    expect(toUserMessage("Plain text")).toBe("Plain text");
  });
});
