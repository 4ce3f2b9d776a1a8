import { randomUUID } from "node:crypto";
import type { SupabaseClient } from "@supabase/supabase-js";
import fc from "fast-check";
import { beforeAll, describe, expect, test } from "vitest";

import { bookingSearchFilter } from "../../../src/features/admin-booking/api/search.ts";
import { must, service } from "../support/actors.ts";
import { bookingRow } from "../support/fixture-rows.ts";
import { adminClient } from "../support/fixtures-functions.ts";

/**
 * The admin bookings search against the real runtime: what an operator types finds the booking
 * by reference, name, phone or e-mail, and no text at all breaks the request.
 */

const CODE = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
const pick = (alphabet: string) =>
  alphabet[Math.floor(Math.random() * alphabet.length)]!;
const letters = (n: number) =>
  Array.from({ length: n }, () => pick("bcdfghjklmnpqrstvwxz")).join("");

/** A surname, code and number no other test row uses, so each search has one right answer. */
const surname = `Ọ${letters(9)}`;
const plainSurname = `O${surname.slice(1)}`;
const reference = `EKO-${Array.from({ length: 6 }, () => pick(CODE)).join("")}`;
const national = `80${Math.floor(1 + Math.random() * 9)}${String(
  Math.floor(Math.random() * 1e7),
).padStart(7, "0")}`;
const email = `Search.${letters(8)}@Example.test`;

let admin: SupabaseClient;
let bookingId: string;

beforeAll(async () => {
  admin = await adminClient();
  const row = must(
    await service()
      .from("bookings")
      .insert({
        ...bookingRow(null),
        reference,
        customer_name: `Adéwálé ${surname}`,
        customer_phone: `+234${national}`,
        customer_email: email,
        idempotency_key: randomUUID(),
      })
      .select("id")
      .single(),
  );
  bookingId = row.id as string;
});

/** The list request the bookings screen sends, with the search added. */
async function search(text: string) {
  return admin
    .from("bookings")
    .select("id, reference, customer_name", { count: "exact" })
    .or(bookingSearchFilter(text))
    .order("created_at", { ascending: false })
    .range(0, 24);
}

async function found(text: string): Promise<string[]> {
  const { data, error, count } = await search(text);
  expect(error).toBeNull();
  expect(count).toBe(data!.length);
  return data!.map((row) => row.id as string);
}

describe("bookings search", () => {
  const local = national;
  test.each([
    ["the reference", () => reference],
    ["the reference in lower case", () => reference.toLowerCase()],
    ["the reference without the dash", () => reference.replace("-", "")],
    ["the reference begun", () => reference.slice(0, 8)],
    ["the name, accents and case aside", () => `adewale ${plainSurname}`],
    ["a name word begun", () => surname.slice(0, 6).toUpperCase()],
    ["the e-mail in any case", () => email.toUpperCase()],
    [
      "the phone as 0803 123 4567",
      () => `0${local.slice(0, 3)} ${local.slice(3, 6)} ${local.slice(6)}`,
    ],
    ["the phone as 803…", () => local],
    [
      "the phone as +234 803…",
      () => `+234 ${local.slice(0, 3)} ${local.slice(3)}`,
    ],
    ["the phone stored", () => `+234${local}`],
    ["the phone begun", () => `0${local.slice(0, 7)}`],
    ["the phone's last digits", () => local.slice(-7)],
  ])("finds the booking by %s", async (_, text) => {
    expect(await found(text())).toContain(bookingId);
  });

  test("does not find it by what it does not hold", async () => {
    expect(await found(`${plainSurname}x`)).not.toContain(bookingId);
    expect(
      await found(`0${local.slice(0, 6)}${(Number(local[6]) + 1) % 10}`),
    ).not.toContain(bookingId);
    expect(await found("*,()")).toEqual([]);
  });

  test("answers 200 for any text, and never more than the unfiltered list", async () => {
    const { count: total } = await admin
      .from("bookings")
      .select("id", { count: "exact", head: true });
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ maxLength: 80 }),
          fc.string({ unit: "grapheme", maxLength: 40 }),
          fc.stringMatching(/^[\s,.()*"\\:&|!'+-]{0,20}[a-z0-9 ]{0,10}$/),
        ),
        async (text) => {
          const { status, error, count } = await search(text);
          expect(error).toBeNull();
          expect([200, 206]).toContain(status);
          expect(count).toBeLessThanOrEqual(total!);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe("status_key", () => {
  test("is the status as text, for every status, and filters the list", async () => {
    const statuses = [
      "pending",
      "confirmed",
      "in-progress",
      "completed",
      "cancelled",
    ];
    for (const status of statuses) {
      const row = must(
        await service()
          .from("bookings")
          .insert({ ...bookingRow(null), status })
          .select("id, status, status_key")
          .single(),
      );
      expect(row.status_key).toBe(status);
      const { data, error } = await admin
        .from("bookings")
        .select("id")
        .eq("id", row.id)
        .in("status_key", [status]);
      expect(error).toBeNull();
      expect(data).toEqual([{ id: row.id }]);
    }
  });
});
