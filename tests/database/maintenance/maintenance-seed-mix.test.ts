import { describe, expect, it } from "vitest";

import { serviceClient } from "../../local-backend/support.ts";
import { must } from "../support/actors.ts";
import { adminClient } from "../support/fixtures-functions.ts";
import { seedCutoff } from "../support/seed-cutoff.ts";

/**
 * The seeded fleet gives the service reminders something to say: most cars on schedule, a few due
 * soon, one or two overdue. A fleet where nearly every car is "Due soon" teaches the operator to
 * ignore the signal.
 */

interface Reminder {
  vehicle_id: string;
  days_remaining: number;
  km_remaining: number | null;
  overdue: boolean;
  due_soon: boolean;
}

describe("the seed's service reminders", () => {
  it("are a believable mix: mostly on schedule, a few due soon, one or two overdue", async () => {
    const seeded = must(
      await serviceClient()
        .from("fleets")
        .select("id")
        .lte("created_at", await seedCutoff()),
    ) as { id: string }[];
    const ids = new Set(seeded.map((f) => f.id));
    const admin = await adminClient();
    const reminders = (
      must(await admin.rpc("service_reminders")) as Reminder[]
    ).filter((r) => ids.has(r.vehicle_id));

    expect(reminders).toHaveLength(seeded.length);
    expect(seeded.length).toBeGreaterThanOrEqual(10);
    const overdue = reminders.filter((r) => r.overdue).length;
    const dueSoon = reminders.filter((r) => r.due_soon).length;
    const onSchedule = reminders.length - overdue - dueSoon;
    expect(overdue).toBeGreaterThanOrEqual(1);
    expect(overdue).toBeLessThanOrEqual(2);
    expect(dueSoon).toBeGreaterThanOrEqual(1);
    expect(dueSoon).toBeLessThanOrEqual(3);
    expect(onSchedule / reminders.length).toBeGreaterThanOrEqual(0.7);
    // Every car has a service on record and an odometer: the km signal is live too.
    for (const r of reminders) expect(r.km_remaining).not.toBeNull();
  });
});
