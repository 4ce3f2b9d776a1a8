import { beforeAll, describe, expect, it } from "vitest";

import {
  anonClient,
  serviceClient,
  uniqueEmail,
} from "../../../local-backend/support.ts";
import {
  createBooking,
  createRoute,
  ensureFareRules,
  type TestPlace,
} from "../../support/fixtures-functions.ts";
import {
  errorBody,
  inbox,
  invoke,
  invokeWithLimits,
  OPS,
  outbox,
  rideLinkFor,
  shown,
  withoutRideLink,
} from "../../support/send-email-runtime.ts";

/** Two days ahead at 13:45 UTC, i.e. 14:45 in Lagos. */
function pickupAt(): string {
  const d = new Date(Date.now() + 2 * 86_400_000);
  d.setUTCHours(13, 45, 0, 0);
  return d.toISOString();
}

const lagosDay = (iso: string) =>
  new Intl.DateTimeFormat("en-GB", {
    timeZone: "Africa/Lagos",
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(new Date(iso));

let route: [TestPlace, TestPlace];

beforeAll(async () => {
  await ensureFareRules();
  route = await createRoute();
});

describe("send-email: new_booking", () => {
  it("mails the customer a confirmation and operations a notice, from the stored booking, and records both", async () => {
    const customerEmail = uniqueEmail("rider");
    const at = pickupAt();
    const receipt = await createBooking(anonClient(), route, {
      p_customer_name: "Adaeze Okafor",
      p_customer_email: customerEmail,
      p_booking_time: at,
      p_service_type: "premium",
    });
    const { data: booking } = await serviceClient()
      .from("bookings")
      .select("pickup_location, dropoff_location, fare_kobo")
      .eq("id", receipt.id)
      .single();
    const naira = new Intl.NumberFormat("en-NG", {
      style: "currency",
      currency: "NGN",
    }).format(Number(booking!.fare_kobo) / 100);

    const { data, error } = await invoke({
      type: "new_booking",
      data: {
        customerName: "Visit http://ignored.example",
        customerEmail: customerEmail.toUpperCase(),
        pickupLocation: "ignored: the stored booking is used",
        reference: receipt.reference,
        fare_kobo: 1,
      },
    });
    expect(error).toBeNull();
    expect(data).toEqual({ sent: 2, skipped: 0 });

    const [mail, ...others] = await inbox(customerEmail);
    expect(others).toHaveLength(0);
    expect(mail!.to).toEqual([customerEmail]);
    expect(mail!.from).toBe(`EkoLuxe <${OPS}>`);
    expect(mail!.source).toBe("function.send-email");
    expect(mail!.subject).toBe(
      `Your EkoLuxe booking ${receipt.reference} is received`,
    );
    for (const body of [mail!.html!, mail!.text!]) {
      expect(body).toContain("Hello Adaeze, thank you");
      expect(body).toContain(receipt.reference);
      expect(body).toContain(naira);
      expect(body).toContain(`${lagosDay(at)} at 14:45 (Lagos time)`);
      expect(body).toContain(booking!.pickup_location);
      expect(body).toContain(booking!.dropoff_location);
      expect(body).toContain("Premium Ride");
      expect(body).not.toContain("ignored");
    }
    expect(mail!.html).toMatch(/^<!doctype html>/);

    const [ops] = (await inbox(OPS)).filter((m) =>
      m.subject.includes(receipt.reference),
    );
    expect(ops!.subject).toBe(
      `New booking ${receipt.reference}: ${booking!.pickup_location} → ${booking!.dropoff_location}`,
    );
    expect(ops!.text).toContain(`E-mail: ${shown(customerEmail)}`);
    expect(ops!.text).toContain("+2348031234567");

    const rows = await outbox(receipt.id);
    expect(rows.map((r) => [r.to_email, r.reply_to]).sort()).toEqual(
      [
        [customerEmail, OPS],
        [OPS, customerEmail],
      ].sort(),
    );
    for (const row of rows) {
      expect(row).toMatchObject({
        type: "new_booking",
        provider: "local",
        status: "sent",
        error: null,
      });
      expect(row.sent_at).not.toBeNull();
    }
  });

  it("sends a booking's e-mails once, even when asked many times at once", async () => {
    const customerEmail = uniqueEmail("again");
    const receipt = await createBooking(anonClient(), route, {
      p_customer_email: customerEmail,
    });
    const body = {
      type: "new_booking",
      data: { reference: receipt.reference, customerEmail },
    };
    const answers = await Promise.all([1, 2, 3, 4].map(() => invoke(body)));
    const sent = answers.reduce((n, a) => n + (a.data?.sent ?? 0), 0);
    expect(sent).toBe(2);
    expect((await invoke(body)).data).toEqual({ sent: 0, skipped: 2 });
    expect(await inbox(customerEmail)).toHaveLength(1);
    expect(await outbox(receipt.id)).toHaveLength(2);
  });

  it("refuses a reference whose booking belongs to another e-mail address, mailing nobody", async () => {
    const customerEmail = uniqueEmail("owner");
    const stranger = uniqueEmail("stranger");
    const receipt = await createBooking(anonClient(), route, {
      p_customer_email: customerEmail,
    });
    const { data, error } = await invoke({
      type: "new_booking",
      data: { reference: receipt.reference, customerEmail: stranger },
    });
    expect(data).toBeNull();
    expect(await errorBody(error)).toEqual({
      status: 404,
      body: {
        error: {
          code: "booking_not_found",
          message: "No booking matches this reference and e-mail address.",
        },
      },
    });
    expect(await inbox(stranger)).toHaveLength(0);
    expect(await inbox(customerEmail)).toHaveLength(0);
    expect(await outbox(receipt.id)).toHaveLength(0);
  });

  it("keeps a link typed as the name out of the customer's confirmation (whose only link is the ride page) and defangs it for operations", async () => {
    const customerEmail = uniqueEmail("spam");
    const receipt = await createBooking(anonClient(), route, {
      p_customer_name: "Visit http://spam.example",
      p_customer_email: customerEmail,
    });
    await invoke({
      type: "new_booking",
      data: { reference: receipt.reference, customerEmail },
    });
    const [mail] = await inbox(customerEmail);
    const rows = await outbox(receipt.id);
    const confirmation = rows.find((r) => r.to_email === customerEmail)!;
    const rideLink = await rideLinkFor(receipt.id);
    for (const body of [
      mail!.html!,
      mail!.text!,
      confirmation.html,
      confirmation.text,
    ]) {
      expect(body).toContain("Hello, thank you for choosing EkoLuxe.");
      expect(body).toContain(rideLink);
      expect(withoutRideLink(body, rideLink)).not.toMatch(
        /Visit|spam|https?:|<a\s/i,
      );
    }
    const notice = rows.find((r) => r.to_email === OPS)!;
    expect(notice.text).toContain("Customer: Visit spam[.]example");
    expect(notice.html).toContain("Visit spam[.]example");
    expect(notice.html + notice.text).not.toMatch(/https?:|spam\.example/);
  });

  it("caps confirmations per address per day (429), while operations still hear of each booking", async () => {
    const customerEmail = uniqueEmail("capped");
    const first = await createBooking(anonClient(), route, {
      p_customer_email: customerEmail,
    });
    const second = await createBooking(anonClient(), route, {
      p_customer_email: customerEmail.toUpperCase(),
    });
    const ask = (reference: string) =>
      invokeWithLimits(
        { type: "new_booking", data: { reference, customerEmail } },
        { confirmationsPerAddressPerDay: 1 },
      );
    expect((await ask(first.reference)).status).toBe(200);
    const refused = await ask(second.reference);
    expect(refused.status).toBe(429);
    const { error } = (await refused.json()) as {
      error: { message: string; code: string };
    };
    expect(error.code).toBe("rate_limited");
    expect(error.message).toMatch(
      /^Too many requests — please try again in 14[34]\d minutes\.$/,
    );
    expect(await inbox(customerEmail)).toHaveLength(1);
    expect((await outbox(second.id)).map((r) => r.to_email)).toEqual([OPS]);
  });
});
