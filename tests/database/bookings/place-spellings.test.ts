import { beforeAll, describe, expect, it } from "vitest";

import { anonClient, serviceClient } from "../../local-backend/support.ts";
import { bookingArgs, ensureFareRules } from "../support/fixtures-functions.ts";

/**
 * The names customers type for Lagos's airport terminals, hotels and areas find the right place,
 * in the fare quote and in the booking, whatever their case, accents, spacing or punctuation.
 */

interface Place {
  id: string;
  slug: string;
  name: string;
  aliases: string[];
}

let bySlug: Map<string, Place>;

beforeAll(async () => {
  await ensureFareRules();
  const { data, error } = await serviceClient()
    .from("places")
    .select("id, slug, name, aliases");
  if (error) throw error;
  bySlug = new Map((data as Place[]).map((p) => [p.slug, p]));
});

const AIRPORT = "mmia-international-terminal";
const DOMESTIC = "mma2-domestic-terminal";
const GAT = "general-aviation-terminal";

const SPELLINGS: [string, string][] = [
  ["Murtala Muhammed International Airport", AIRPORT],
  ["murtala muhammed international airport", AIRPORT],
  ["Murtala Mohammed International Airport", AIRPORT],
  ["Murtala Mohammed Airport", AIRPORT],
  ["Murtala Muhammad Int'l Airport", AIRPORT],
  ["  MURTALA   MUHAMMED  INTERNATIONAL AIRPORT ", AIRPORT],
  ["MMIA", AIRPORT],
  ["mmia lagos", AIRPORT],
  ["Lagos airport", AIRPORT],
  ["Ikeja airport", AIRPORT],
  ["Ikeja Airport, Lagos", AIRPORT],
  ["MM2", DOMESTIC],
  ["MMA 2", DOMESTIC],
  ["mm2 airport", DOMESTIC],
  ["Domestic terminal", DOMESTIC],
  ["Murtala Mohammed Airport Terminal 2", DOMESTIC],
  ["GAT", GAT],
  ["General Aviation Terminal", GAT],
  ["MM1", GAT],
  ["Eko Hotel and Suites", "eko-hotel-and-suites"],
  ["Eko Hotels & Suites", "eko-hotel-and-suites"],
  ["eko hotel, VI", "eko-hotel-and-suites"],
  ["Federal Palace", "federal-palace-hotel"],
  ["InterContinental Lagos", "lagos-continental-hotel"],
  ["Radisson Blu Ikeja", "radisson-blu-ikeja"],
  ["Sheraton Lagos Hotel", "sheraton-lagos"],
  ["Four Points by Sheraton", "four-points-oniru"],
  ["Marriott Hotel Ikeja", "lagos-marriott-ikeja"],
  ["Wheatbaker", "the-wheatbaker"],
  ["V.I.", "victoria-island"],
  ["Victoria Island, Lagos", "victoria-island"],
  ["Ìkòyí", "ikoyi"],
  ["Lekki phase-1", "lekki-phase-1"],
  ["Ikeja G.R.A.", "ikeja-gra"],
  ["Lekki Conservation Center", "lekki-conservation-centre"],
  ["Nigerian Exchange", "nigerian-exchange"],
];

function place(slug: string): Place {
  const found = bySlug.get(slug);
  if (!found) throw new Error(`no place ${slug}`);
  return found;
}

describe("quote_fare finds a place however it is spelt", () => {
  it.each(SPELLINGS)("%j → %s", async (text, slug) => {
    const other = slug === "ikoyi" ? "yaba" : "ikoyi";
    const { data, error } = await anonClient().rpc("quote_fare", {
      pickup: place(other).id,
      dropoff: text,
    });
    expect(error).toBeNull();
    expect(data.dropoff).toMatchObject({
      id: place(slug).id,
      name: place(slug).name,
    });
    expect(data.total_kobo).toBeGreaterThan(0);
  });

  it.each(["Atlantis Gardens", "Lagos", "airport", "!!!", "the"])(
    "%j is still an unknown place (404)",
    async (text) => {
      const { status, error } = await anonClient().rpc("quote_fare", {
        pickup: place("ikoyi").id,
        dropoff: text,
      });
      expect(status).toBe(404);
      expect(error?.message).toBe(`Unknown place: ${text}`);
    },
  );
});

describe("create_booking books the spellings of the airport and hotels", () => {
  it.each([
    [
      "Murtala Muhammed International Airport",
      AIRPORT,
      "Eko Hotel and Suites",
      "eko-hotel-and-suites",
    ],
    ["Lagos airport", AIRPORT, "Lekki phase 1", "lekki-phase-1"],
    ["MM2", DOMESTIC, "Ikeja airport", AIRPORT],
  ])("%j → %j", async (pickup, pickupSlug, dropoff, dropoffSlug) => {
    const { data, error } = await anonClient().rpc(
      "create_booking",
      // Every route here has an airport end, which needs a flight number.
      bookingArgs({
        p_pickup: pickup,
        p_dropoff: dropoff,
        p_flight_number: "P4 7123",
      }),
    );
    expect(error).toBeNull();
    const { data: row } = await serviceClient()
      .from("bookings")
      .select(
        "status, pickup_place_id, pickup_location, dropoff_place_id, dropoff_location, fare_kobo",
      )
      .eq("id", data.id)
      .single();
    expect(row).toMatchObject({
      status: "pending",
      pickup_place_id: place(pickupSlug).id,
      pickup_location: place(pickupSlug).name,
      dropoff_place_id: place(dropoffSlug).id,
      dropoff_location: place(dropoffSlug).name,
    });
    expect(row?.fare_kobo).toBeGreaterThan(0);
  });
});

describe("every name, slug and alias leads to its own place", () => {
  it("none of them resolves to another place", async () => {
    const labels = [...bySlug.values()].flatMap((p) =>
      [p.name, p.slug, ...p.aliases].map((text) => ({ text, slug: p.slug })),
    );
    const wrong: string[] = [];
    for (let i = 0; i < labels.length; i += 25) {
      await Promise.all(
        labels.slice(i, i + 25).map(async ({ text, slug }) => {
          const { data, error } = await anonClient()
            .rpc("resolve_place", { p_text: text })
            .select("slug");
          const found = (data as { slug: string }[] | null)?.[0]?.slug;
          if (error || found !== slug) wrong.push(`${text} → ${found}`);
        }),
      );
    }
    expect(wrong).toEqual([]);
  });
});
