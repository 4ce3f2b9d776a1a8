import type { RideRecord } from "../store.ts";
import { brand } from "./brand.ts";
import type { Detail } from "./layout.ts";
import { greetingName, plainFields, plainText } from "./plain-text.ts";

/** The pieces every e-mail about a booked ride shares: its typed text made plain, the greeting, the crew. */

/** Columns people typed (customer, operators, the rider's reason); shown only as plain text. */
const TYPED_FIELDS = [
  "customer_name",
  "pickup_location",
  "dropoff_location",
  "cancellation_reason",
  "driver_name",
] as const;

/** The ride with every typed value plain, the refund reasons on its ledger included. */
export function plainRide(stored: RideRecord): RideRecord {
  const ride = plainFields(stored, TYPED_FIELDS);
  const vehicle = stored.vehicle && {
    model: plainText(stored.vehicle.model),
    colour: stored.vehicle.colour ? plainText(stored.vehicle.colour) : null,
    registration_number: plainText(stored.vehicle.registration_number),
  };
  const payments = stored.payments?.map((p) => ({
    ...p,
    reason: p.reason === null ? null : plainText(p.reason),
  }));
  return { ...ride, vehicle, ...(payments ? { payments } : {}) };
}

export function hello(ride: RideRecord): string {
  const first = greetingName(ride.customer_name);
  return first ? `Hello ${first}` : "Hello";
}

/** "Black Toyota Camry", or the model alone when no colour is recorded. */
export function vehicleName(ride: RideRecord): string {
  const v = ride.vehicle;
  if (!v) return "";
  return v.colour ? `${v.colour} ${v.model}` : v.model;
}

/** "a Black Toyota Camry", "an Obsidian black S-Class": the article the first letter calls for. */
export function withArticle(phrase: string): string {
  return `${/^[aeiou]/i.test(phrase) ? "an" : "a"} ${phrase}`;
}

export function crew(ride: RideRecord): Detail[] {
  return [
    ...(ride.driver_name
      ? [{ label: "Chauffeur", value: ride.driver_name }]
      : []),
    ...(ride.vehicle
      ? [
          { label: "Vehicle", value: vehicleName(ride) },
          { label: "Registration", value: ride.vehicle.registration_number },
        ]
      : []),
  ];
}

export function callUs(ride: RideRecord): string {
  return `Questions? Reply to this e-mail or call ${brand.phone} and quote ${ride.reference}.`;
}
