import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";

import { serviceClient } from "../support.ts";
import { insertRow, listenChanges, type Change } from "./realtime-support.ts";

// How fast a change arrives is the bench's to measure and budget (bench/realtime-latency.ts); a
// timing bound here would fail on a busy machine for no fault of the code. What can fail for a
// real reason is whether every committed change arrives, once, in the order it was committed.

/** An INSERT's note; other events carry none. */
const noteOf = (change: Change) =>
  change.eventType === "INSERT" ? String(change.new.note) : "";

const notesOf = (items: Change[], run: string) =>
  items.map(noteOf).filter((note) => note.startsWith(run));

describe("realtime delivery to an anon subscriber", () => {
  it("delivers every committed insert once, in commit order", async () => {
    const inbox = await listenChanges({ event: "INSERT", table: "rt_latency" });
    const run = randomUUID();
    const notes = Array.from({ length: 30 }, (_, i) => `${run}-${i}`);
    // One at a time: each insert has committed before the next is sent.
    for (const note of notes) await insertRow("rt_latency", { note });
    await inbox.next((change) => noteOf(change) === notes.at(-1));
    expect(notesOf(inbox.items, run)).toEqual(notes);
  });

  it("delivers the rows of one multi-row insert in the order they were written", async () => {
    const inbox = await listenChanges({ event: "INSERT", table: "rt_latency" });
    const run = randomUUID();
    const notes = Array.from({ length: 10 }, (_, i) => `${run}-${i}`);
    const { error } = await serviceClient()
      .from("rt_latency")
      .insert(notes.map((note) => ({ note })));
    if (error) throw error;
    await inbox.next((change) => noteOf(change) === notes.at(-1));
    expect(notesOf(inbox.items, run)).toEqual(notes);
  });
});
