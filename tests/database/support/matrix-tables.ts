import { randomUUID } from "node:crypto";

import { tag, type Actor, type User } from "./actors.ts";
import { ensureDriverAccount } from "./driver-accounts.ts";
import {
  freeInsuranceSlot,
  insuranceDocument,
} from "./driver-document-rows.ts";
import {
  bookingRow,
  contactRow,
  createAuditEntry,
  createVehicle,
  driverRow,
  ensureFareRule,
  insertRow,
  maintenanceRow,
  outboxRow,
  placeRow,
  positionRow,
  reportRow,
  vehicleRow,
} from "./fixture-rows.ts";
import { periodRow, reportSourceRow } from "./report-fixtures.ts";

/**
 * The permission matrix: for each table, what each actor may select, insert, update and delete.
 * A list names the fixture rows the actor sees (select) or changes (update, delete); "denied"
 * means PostgreSQL refuses with 42501; "allowed" means the insert lands.
 */
export type Rows = Record<string, string>;
export type Visible = string[] | "denied";
/** [select, insert, update, delete] */
export type Cell = [Visible, "allowed" | "denied", Visible, Visible];

export interface Context {
  ids: Record<User, string>;
  /** Long-lived vehicles of the owner and of the other owner, for child rows. */
  vehicles: { owner: string; otherOwner: string };
}

export interface TableSpec {
  pk: string;
  /** Creates the rows a cell works on, by label. */
  rows: (ctx: Context) => Promise<Rows>;
  /** Rows that exist outside the test (profiles, fare rules): restored after updates, never deleted. */
  fixed?: boolean;
  newRow: (ctx: Context) => Promise<Record<string, unknown>>;
  /** Columns that find an inserted row again. */
  key: string[];
  patch: Record<string, string | number>;
  expect: Record<Actor, Cell>;
}

const D = "denied";
const nobody: Cell = [D, D, D, D];
const adminOnly = (label: string): Partial<Record<Actor, Cell>> => ({
  customer: [[], D, [], []],
  otherCustomer: [[], D, [], []],
  owner: [[], D, [], []],
  otherOwner: [[], D, [], []],
  admin: [[label], "allowed", [label], [label]],
  driver: [[], D, [], []],
  otherDriver: [[], D, [], []],
});
/** The drivers row and vehicle of each driver actor (created again after a cell deletes them). */
const driverAccounts = async ({ ids }: Context) => ({
  driver: await ensureDriverAccount(ids.driver),
  otherDriver: await ensureDriverAccount(ids.otherDriver),
});
const all = [
  "ownerVehicle",
  "otherOwnerVehicle",
  "driverVehicle",
  "otherDriverVehicle",
];
const everyBooking = [
  "customerBooking",
  "otherCustomerBooking",
  "guestBooking",
  "driverBooking",
  "otherDriverBooking",
];
const everyPosition = ["position", "driverPosition", "otherDriverPosition"];
const one = async (label: string, id: Promise<string>) => ({
  [label]: await id,
});
/** A payment needs a completed booking to pay for. */
const paymentRow = async () => ({
  booking_id: await insertRow("bookings", {
    ...bookingRow(null),
    status: "completed",
  }),
  amount_kobo: 500_000,
  received_by: `Matrix Cashier ${tag()}`,
});

const paystackEventRow = () => ({
  event: "charge.success",
  event_key: `matrix-${tag()}`,
  payload: {},
});

const bankAccountRow = (ownerId: string) => ({
  owner_id: ownerId,
  bank_code: "058",
  bank_name: "Guaranty Trust Bank",
  account_number: "0123456789",
  account_name: "Matrix Owner",
  recipient_code: `RCP_${tag()}`,
});

/** A closed month of its own, for payouts to belong to. */
const closedPeriod = () => insertRow("report_periods", periodRow(), "period");

const payoutRow = (period: string, ownerId: string) => ({
  period,
  owner_id: ownerId,
  owner_name: "Matrix Owner",
  amount_kobo: 1_000_000,
  method: "paystack_transfer",
  reference: `PO-MATRIX-${tag()}`,
});

/** A rating of a completed booking of the given customer. */
const ratingRow = async (userId: string) => {
  const bookingId = await insertRow("bookings", {
    ...bookingRow(userId),
    status: "completed",
  });
  return insertRow(
    "ride_ratings",
    { booking_id: bookingId, rating: 4, comment: "Matrix rating" },
    "booking_id",
  );
};
const everyRating = ["customerRating", "otherCustomerRating"];

/** A driver's consent to location sharing, recorded for `userId`. */
const consentRow = (userId: string) =>
  insertRow("location_consents", {
    user_id: userId,
    policy_version: `matrix-${tag()}`,
  });
const everyConsent = ["driverConsent", "otherDriverConsent"];

export const MATRIX: Record<string, TableSpec> = {
  profiles: {
    pk: "id",
    fixed: true,
    rows: async ({ ids }) => ({ ...ids }),
    newRow: async () => ({ id: randomUUID(), full_name: "Forged" }),
    key: ["id"],
    patch: { full_name: "Matrix Update" },
    expect: {
      anon: nobody,
      customer: [["customer"], D, ["customer"], D],
      otherCustomer: [["otherCustomer"], D, ["otherCustomer"], D],
      owner: [["owner"], D, ["owner"], D],
      otherOwner: [["otherOwner"], D, ["otherOwner"], D],
      driver: [["driver"], D, ["driver"], D],
      otherDriver: [["otherDriver"], D, ["otherDriver"], D],
      admin: [
        [
          "customer",
          "otherCustomer",
          "owner",
          "otherOwner",
          "admin",
          "driver",
          "otherDriver",
        ],
        D,
        [
          "customer",
          "otherCustomer",
          "owner",
          "otherOwner",
          "admin",
          "driver",
          "otherDriver",
        ],
        D,
      ],
    },
  },
  places: {
    pk: "id",
    rows: () => one("place", insertRow("places", placeRow())),
    newRow: async () => placeRow(),
    key: ["slug"],
    patch: { area: "Matrix Area" },
    expect: {
      anon: [["place"], D, D, D],
      customer: [["place"], D, [], []],
      otherCustomer: [["place"], D, [], []],
      owner: [["place"], D, [], []],
      otherOwner: [["place"], D, [], []],
      driver: [["place"], D, [], []],
      otherDriver: [["place"], D, [], []],
      admin: [["place"], "allowed", ["place"], ["place"]],
    },
  },
  fare_rules: {
    pk: "service_type",
    fixed: true,
    rows: async () => {
      await ensureFareRule("standard");
      return { standard: "standard" };
    },
    newRow: async () => ({
      service_type: "standard",
      base_kobo: 1,
      per_km_kobo: 1,
      per_min_kobo: 1,
      minimum_kobo: 1,
    }),
    key: ["service_type", "base_kobo"],
    patch: { minimum_kobo: 777_700 },
    expect: {
      anon: [["standard"], D, D, D],
      customer: [["standard"], D, [], D],
      otherCustomer: [["standard"], D, [], D],
      owner: [["standard"], D, [], D],
      otherOwner: [["standard"], D, [], D],
      driver: [["standard"], D, [], D],
      otherDriver: [["standard"], D, [], D],
      admin: [["standard"], D, ["standard"], D],
    },
  },
  fleets: {
    pk: "id",
    rows: async (ctx) => {
      const accounts = await driverAccounts(ctx);
      return {
        ownerVehicle: await createVehicle(ctx.ids.owner),
        otherOwnerVehicle: await createVehicle(ctx.ids.otherOwner),
        driverVehicle: accounts.driver.vehicleId,
        otherDriverVehicle: accounts.otherDriver.vehicleId,
      };
    },
    newRow: async () => vehicleRow(),
    key: ["registration_number"],
    patch: { description: "Matrix update" },
    expect: {
      anon: nobody,
      customer: [[], D, [], []],
      otherCustomer: [[], D, [], []],
      owner: [["ownerVehicle"], D, [], []],
      otherOwner: [["otherOwnerVehicle"], D, [], []],
      driver: [["driverVehicle"], D, [], []],
      otherDriver: [["otherDriverVehicle"], D, [], []],
      admin: [all, "allowed", all, all],
    },
  },
  drivers: {
    pk: "id",
    rows: async (ctx) => {
      const accounts = await driverAccounts(ctx);
      return {
        driver: await insertRow("drivers", driverRow()),
        driverAccount: accounts.driver.driverId,
        otherDriverAccount: accounts.otherDriver.driverId,
      };
    },
    newRow: async () => driverRow(),
    key: ["name"],
    patch: { trips: 7 },
    expect: {
      anon: nobody,
      ...adminOnly("driver"),
      driver: [["driverAccount"], D, [], []],
      otherDriver: [["otherDriverAccount"], D, [], []],
      admin: [
        ["driver", "driverAccount", "otherDriverAccount"],
        "allowed",
        ["driver", "driverAccount", "otherDriverAccount"],
        ["driver", "driverAccount", "otherDriverAccount"],
      ],
    } as Record<Actor, Cell>,
  },
  driver_documents: {
    pk: "id",
    rows: () => one("document", insuranceDocument()),
    newRow: freeInsuranceSlot,
    key: ["driver_id", "kind"],
    patch: { expires_on: "2031-01-31" },
    expect: { anon: nobody, ...adminOnly("document") } as Record<Actor, Cell>,
  },
  bookings: {
    pk: "id",
    rows: async (ctx) => {
      const { ids } = ctx;
      const accounts = await driverAccounts(ctx);
      const assigned = (driverId: string) =>
        insertRow("bookings", { ...bookingRow(null), driver_id: driverId });
      return {
        customerBooking: await insertRow("bookings", bookingRow(ids.customer)),
        otherCustomerBooking: await insertRow(
          "bookings",
          bookingRow(ids.otherCustomer),
        ),
        guestBooking: await insertRow("bookings", bookingRow(null)),
        driverBooking: await assigned(accounts.driver.driverId),
        otherDriverBooking: await assigned(accounts.otherDriver.driverId),
      };
    },
    newRow: async ({ ids }) => bookingRow(ids.customer),
    key: ["idempotency_key"],
    patch: { notes: "Matrix update" },
    expect: {
      anon: nobody,
      customer: [["customerBooking"], D, [], []],
      otherCustomer: [["otherCustomerBooking"], D, [], []],
      owner: [[], D, [], []],
      otherOwner: [[], D, [], []],
      driver: [["driverBooking"], D, [], []],
      otherDriver: [["otherDriverBooking"], D, [], []],
      admin: [everyBooking, D, everyBooking, everyBooking],
    },
  },
  revenue_reports: {
    pk: "id",
    rows: async ({ vehicles }) => ({
      ownerReport: await insertRow(
        "revenue_reports",
        reportRow(vehicles.owner),
      ),
      otherOwnerReport: await insertRow(
        "revenue_reports",
        reportRow(vehicles.otherOwner),
      ),
    }),
    newRow: async ({ vehicles }) => reportRow(vehicles.owner),
    key: ["vehicle_id", "period"],
    patch: { expenses_kobo: 4242 },
    expect: {
      anon: nobody,
      customer: [[], D, [], []],
      otherCustomer: [[], D, [], []],
      owner: [["ownerReport"], D, [], []],
      otherOwner: [["otherOwnerReport"], D, [], []],
      driver: [[], D, [], []],
      otherDriver: [[], D, [], []],
      admin: [
        ["ownerReport", "otherOwnerReport"],
        "allowed",
        ["ownerReport", "otherOwnerReport"],
        ["ownerReport", "otherOwnerReport"],
      ],
    },
  },
  report_periods: {
    pk: "period",
    rows: () =>
      one("period", insertRow("report_periods", periodRow(), "period")),
    newRow: async () => periodRow(),
    key: ["period"],
    patch: { commission_rate_bps: 1 },
    expect: {
      anon: nobody,
      customer: [[], D, D, D],
      otherCustomer: [[], D, D, D],
      owner: [["period"], D, D, D],
      otherOwner: [["period"], D, D, D],
      driver: [[], D, D, D],
      otherDriver: [[], D, D, D],
      admin: [["period"], D, D, D],
    },
  },
  revenue_report_sources: {
    pk: "id",
    rows: async ({ vehicles }) => ({
      ownerSource: await insertRow(
        "revenue_report_sources",
        reportSourceRow(vehicles.owner),
      ),
      otherOwnerSource: await insertRow(
        "revenue_report_sources",
        reportSourceRow(vehicles.otherOwner),
      ),
    }),
    newRow: async ({ vehicles }) => reportSourceRow(vehicles.owner),
    key: ["label"],
    patch: { amount_kobo: 1 },
    expect: {
      anon: nobody,
      customer: [[], D, D, D],
      otherCustomer: [[], D, D, D],
      // Owners read their trace through report_sources(), without the trips' routes.
      owner: [[], D, D, D],
      otherOwner: [[], D, D, D],
      driver: [[], D, D, D],
      otherDriver: [[], D, D, D],
      admin: [["ownerSource", "otherOwnerSource"], D, D, D],
    },
  },
  operator_settings: {
    pk: "id",
    fixed: true,
    rows: async () => ({ settings: "true" }),
    newRow: async () => ({ id: false, commission_rate_bps: 1 }),
    key: ["id"],
    patch: { commission_rate_bps: 1999 },
    expect: {
      anon: nobody,
      customer: [[], D, [], D],
      otherCustomer: [[], D, [], D],
      owner: [[], D, [], D],
      otherOwner: [[], D, [], D],
      driver: [[], D, [], D],
      otherDriver: [[], D, [], D],
      admin: [["settings"], D, ["settings"], D],
    },
  },
  maintenance_logs: {
    pk: "id",
    rows: ({ vehicles }) =>
      one("log", insertRow("maintenance_logs", maintenanceRow(vehicles.owner))),
    newRow: async ({ vehicles }) => maintenanceRow(vehicles.owner),
    key: ["details"],
    patch: { details: "Matrix update" },
    expect: { anon: nobody, ...adminOnly("log") } as Record<Actor, Cell>,
  },
  contact_submissions: {
    pk: "id",
    rows: () =>
      one("submission", insertRow("contact_submissions", contactRow())),
    newRow: async () => contactRow(),
    key: ["name"],
    patch: { subject: "Matrix update" },
    expect: {
      anon: [D, "allowed", D, D],
      customer: [[], "allowed", D, []],
      otherCustomer: [[], "allowed", D, []],
      owner: [[], "allowed", D, []],
      otherOwner: [[], "allowed", D, []],
      driver: [[], "allowed", D, []],
      otherDriver: [[], "allowed", D, []],
      admin: [["submission"], "allowed", D, ["submission"]],
    },
  },
  vehicle_positions: {
    pk: "vehicle_id",
    rows: async (ctx) => {
      const accounts = await driverAccounts(ctx);
      const at = (vehicleId: string) =>
        insertRow("vehicle_positions", positionRow(vehicleId), "vehicle_id");
      return {
        position: await at(await createVehicle()),
        driverPosition: await at(accounts.driver.vehicleId),
        otherDriverPosition: await at(accounts.otherDriver.vehicleId),
      };
    },
    newRow: async () => positionRow(await createVehicle()),
    key: ["vehicle_id"],
    patch: { heading: 42 },
    expect: {
      anon: nobody,
      ...adminOnly("position"),
      driver: [["driverPosition"], D, [], []],
      otherDriver: [["otherDriverPosition"], D, [], []],
      admin: [everyPosition, "allowed", everyPosition, everyPosition],
    } as Record<Actor, Cell>,
  },
  audit_log: {
    pk: "id",
    rows: () => one("entry", createAuditEntry()),
    newRow: async () => ({
      action: "insert",
      table_name: "fleets",
      row_id: randomUUID(),
    }),
    key: ["row_id"],
    patch: { row_id: "forged" },
    expect: {
      anon: nobody,
      customer: [[], D, D, D],
      otherCustomer: [[], D, D, D],
      owner: [[], D, D, D],
      otherOwner: [[], D, D, D],
      driver: [[], D, D, D],
      otherDriver: [[], D, D, D],
      admin: [["entry"], D, D, D],
    },
  },
  payments: {
    pk: "id",
    rows: async () => one("payment", insertRow("payments", await paymentRow())),
    newRow: paymentRow,
    key: ["received_by"],
    patch: { received_by: "Matrix update" },
    expect: { anon: nobody, ...adminOnly("payment") } as Record<Actor, Cell>,
  },
  // Money (issue 21): webhook events, payout accounts and payouts are written only through the
  // functions that hold the Paystack key; owners read their own account and payouts.
  paystack_events: {
    pk: "id",
    rows: () => one("event", insertRow("paystack_events", paystackEventRow())),
    newRow: async () => paystackEventRow(),
    key: ["event_key"],
    patch: { outcome: "forged" },
    expect: {
      anon: nobody,
      customer: [[], D, D, D],
      otherCustomer: [[], D, D, D],
      owner: [[], D, D, D],
      otherOwner: [[], D, D, D],
      driver: [[], D, D, D],
      otherDriver: [[], D, D, D],
      admin: [["event"], D, D, D],
    },
  },
  owner_bank_accounts: {
    pk: "owner_id",
    rows: async ({ ids }) => ({
      own: await insertRow(
        "owner_bank_accounts",
        bankAccountRow(ids.owner),
        "owner_id",
      ),
      other: await insertRow(
        "owner_bank_accounts",
        bankAccountRow(ids.otherOwner),
        "owner_id",
      ),
    }),
    newRow: async ({ ids }) => bankAccountRow(ids.owner),
    key: ["owner_id"],
    patch: { account_name: "Forged Name" },
    expect: {
      anon: nobody,
      customer: [[], D, D, D],
      otherCustomer: [[], D, D, D],
      owner: [["own"], D, D, D],
      otherOwner: [["other"], D, D, D],
      driver: [[], D, D, D],
      otherDriver: [[], D, D, D],
      admin: [["own", "other"], D, D, D],
    },
  },
  owner_payouts: {
    pk: "id",
    rows: async ({ ids }) => {
      const period = await closedPeriod();
      return {
        own: await insertRow("owner_payouts", payoutRow(period, ids.owner)),
        other: await insertRow(
          "owner_payouts",
          payoutRow(period, ids.otherOwner),
        ),
      };
    },
    newRow: async ({ ids }) => payoutRow(await closedPeriod(), ids.owner),
    key: ["reference"],
    patch: { status: "succeeded" },
    expect: {
      anon: nobody,
      customer: [[], D, D, D],
      otherCustomer: [[], D, D, D],
      owner: [["own"], D, D, D],
      otherOwner: [["other"], D, D, D],
      driver: [[], D, D, D],
      otherDriver: [[], D, D, D],
      admin: [["own", "other"], D, D, D],
    },
  },
  email_outbox: {
    pk: "id",
    rows: () => one("email", insertRow("email_outbox", outboxRow())),
    newRow: async () => outboxRow(),
    key: ["subject"],
    patch: { subject: "Matrix update" },
    expect: {
      anon: nobody,
      customer: [[], D, D, D],
      otherCustomer: [[], D, D, D],
      owner: [[], D, D, D],
      otherOwner: [[], D, D, D],
      driver: [[], D, D, D],
      otherDriver: [[], D, D, D],
      admin: [["email"], D, D, D],
    },
  },
  // Ride links and ratings (issue 11): the tokens are read only by the ride functions and the
  // service role; ratings are added only by rate_ride, read by their rider and administrators.
  ride_links: {
    pk: "booking_id",
    // The booking's own trigger made the link: the rows are the bookings' links.
    rows: async () => ({
      link: await insertRow("bookings", bookingRow(null)),
    }),
    newRow: async () => ({
      booking_id: await insertRow("bookings", bookingRow(null)),
      manage_token: "0".repeat(32),
      share_token: "1".repeat(32),
    }),
    key: ["manage_token"],
    patch: { share_token: "2".repeat(32) },
    expect: {
      anon: nobody,
      customer: nobody,
      otherCustomer: nobody,
      owner: nobody,
      otherOwner: nobody,
      driver: nobody,
      otherDriver: nobody,
      admin: nobody,
    },
  },
  location_consents: {
    pk: "id",
    rows: async ({ ids }) => ({
      driverConsent: await consentRow(ids.driver),
      otherDriverConsent: await consentRow(ids.otherDriver),
    }),
    // user_id left to its default, auth.uid(): each actor inserts a consent of their own.
    newRow: async () => ({ policy_version: `matrix-${tag()}` }),
    key: ["policy_version"],
    patch: { policy_version: "matrix-update" },
    expect: {
      anon: nobody,
      customer: [[], D, D, D],
      otherCustomer: [[], D, D, D],
      owner: [[], D, D, D],
      otherOwner: [[], D, D, D],
      driver: [["driverConsent"], "allowed", D, D],
      otherDriver: [["otherDriverConsent"], "allowed", D, D],
      admin: [everyConsent, D, D, D],
    },
  },
  ride_ratings: {
    pk: "booking_id",
    rows: async ({ ids }) => ({
      customerRating: await ratingRow(ids.customer),
      otherCustomerRating: await ratingRow(ids.otherCustomer),
    }),
    newRow: async ({ ids }) => ({
      booking_id: await insertRow("bookings", {
        ...bookingRow(ids.customer),
        status: "completed",
      }),
      rating: 5,
      comment: `Matrix rating ${tag()}`,
    }),
    key: ["comment"],
    patch: { comment: "Matrix update" },
    expect: {
      anon: nobody,
      customer: [["customerRating"], D, [], []],
      otherCustomer: [["otherCustomerRating"], D, [], []],
      owner: [[], D, [], []],
      otherOwner: [[], D, [], []],
      driver: [[], D, [], []],
      otherDriver: [[], D, [], []],
      admin: [everyRating, D, everyRating, everyRating],
    },
  },
};
