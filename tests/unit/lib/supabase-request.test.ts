import { PostgrestError } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";

import { dataOrThrow, isUniqueViolation } from "@/lib/supabase-request";

describe("dataOrThrow", () => {
  it("answers the data of a success", () => {
    expect(
      dataOrThrow({
        success: true,
        data: { id: "v1" },
        error: null,
        count: null,
        status: 201,
        statusText: "Created",
      }),
    ).toEqual({ id: "v1" });
  });

  it("throws the error with the HTTP status kept on it", () => {
    const error = new PostgrestError({
      message: "duplicate key value violates unique constraint",
      details: "",
      hint: "",
      code: "23505",
    });
    expect(() =>
      dataOrThrow({
        success: false,
        data: null,
        error,
        count: null,
        status: 409,
        statusText: "Conflict",
      }),
    ).toThrow(expect.objectContaining({ code: "23505", status: 409 }));
  });
});

describe("isUniqueViolation", () => {
  it("is true only for SQLSTATE 23505", () => {
    expect(isUniqueViolation({ code: "23505" })).toBe(true);
    expect(isUniqueViolation({ code: "23503" })).toBe(false);
    expect(isUniqueViolation(new Error("23505"))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
    expect(isUniqueViolation("23505")).toBe(false);
  });
});
