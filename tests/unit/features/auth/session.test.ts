import { describe, expect, it } from "vitest";

import {
  authStorageKey,
  decodeJwtPayload,
  parseStoredSession,
  roleFromAccessToken,
} from "@/features/auth/session";

import { fakeAccessToken, fakeStoredSession } from "../../../support/session";

describe("authStorageKey", () => {
  it("uses the first label of the API host, as supabase-js does", () => {
    expect(authStorageKey("http://127.0.0.1:54321")).toBe("sb-127-auth-token");
    expect(authStorageKey("https://abcdefgh.supabase.co")).toBe(
      "sb-abcdefgh-auth-token",
    );
    expect(authStorageKey("http://localhost:54321")).toBe(
      "sb-localhost-auth-token",
    );
  });
});

describe("decodeJwtPayload", () => {
  it("decodes base64url payloads, including non-ASCII text", () => {
    const token = fakeAccessToken({ name: "Ọláolúwa Àdìsá", n: "??>>" });
    expect(decodeJwtPayload(token)).toEqual({
      name: "Ọláolúwa Àdìsá",
      n: "??>>",
    });
  });

  it("returns null for anything that is not a JWT", () => {
    expect(decodeJwtPayload("not-a-token")).toBeNull();
    expect(decodeJwtPayload("a.%%%.c")).toBeNull();
    expect(decodeJwtPayload(`x.${btoa("[1,2]")}.y`)).toBeNull();
  });
});

describe("roleFromAccessToken", () => {
  it("reads the role from app_metadata only", () => {
    expect(
      roleFromAccessToken(fakeAccessToken({ app_metadata: { role: "admin" } })),
    ).toBe("admin");
    expect(
      roleFromAccessToken(fakeAccessToken({ app_metadata: { role: "owner" } })),
    ).toBe("owner");
    expect(
      roleFromAccessToken(
        fakeAccessToken({ user_metadata: { role: "admin" } }),
      ),
    ).toBe("customer");
    expect(
      roleFromAccessToken(fakeAccessToken({ app_metadata: { role: "root" } })),
    ).toBe("customer");
  });
});

describe("parseStoredSession", () => {
  it("reads what supabase-js stores", () => {
    expect(parseStoredSession(fakeStoredSession("admin"))).toMatchObject({
      email: "ada@example.ng",
      role: "admin",
    });
    expect(parseStoredSession(fakeStoredSession())).toMatchObject({
      role: "customer",
    });
  });

  it("treats missing or corrupt values as signed out", () => {
    expect(parseStoredSession(null)).toBeNull();
    expect(parseStoredSession("")).toBeNull();
    expect(parseStoredSession("{not json")).toBeNull();
    expect(parseStoredSession(JSON.stringify({ access_token: 42 }))).toBeNull();
    expect(
      parseStoredSession(JSON.stringify({ access_token: "garbage" })),
    ).toBeNull();
  });
});
