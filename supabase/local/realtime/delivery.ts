import type { Database } from "../db/database.ts";
import type { Identity } from "../keys.ts";
import { matchesTarget, type Binding } from "./bindings.ts";
import type { CapturedChange } from "./capture.ts";
import { push, type Channel } from "./channel.ts";
import { evaluateFilters } from "./filters.ts";
import {
  oldIdentity,
  readableColumns,
  type TableInfo,
  type TableInfoCache,
} from "./table-info.ts";
import { accessFor } from "./visibility.ts";

type Row = Record<string, unknown>;
interface Target {
  channel: Channel;
  bindings: Binding[];
}

/**
 * Sends one captured change to every channel with a matching binding whose caller may see it:
 * per distinct role and claims, RLS is asked with a keyed SELECT under those credentials, as
 * hosted Realtime's apply_rls does. Deletes skip that check and carry only the key under RLS.
 */
export async function deliverChange(
  db: Database,
  tables: TableInfoCache,
  channels: Iterable<Channel>,
  change: CapturedChange,
) {
  const targets: Target[] = [];
  for (const channel of channels) {
    const bindings = channel.bindings.filter((b) =>
      matchesTarget(b, change.schema, change.table, change.type),
    );
    if (bindings.length > 0) targets.push({ channel, bindings });
  }
  if (targets.length === 0) return;
  const info = await tables.get(change.schema, change.table);
  if (!info) return;
  const old = oldIdentity(info, change.oldRecord);
  const subject = change.type === "DELETE" ? old : (change.record ?? {});
  const filters = new Map(
    targets.flatMap((t) =>
      t.bindings.flatMap((b) => b.filters.map((f) => [f.key, f] as const)),
    ),
  );
  const passing =
    filters.size > 0
      ? await evaluateFilters(db, info, [...filters.values()], subject).catch(
          () => new Set<string>(),
        )
      : new Set<string>();

  const groups = new Map<string, { identity: Identity; targets: Target[] }>();
  for (const { channel, bindings } of targets) {
    const visible = bindings.filter((b) =>
      b.filters.every((f) => passing.has(f.key)),
    );
    if (visible.length === 0) continue;
    const key = JSON.stringify([
      channel.identity.role,
      channel.identity.claims,
    ]);
    const group = groups.get(key) ?? {
      identity: channel.identity,
      targets: [],
    };
    group.targets.push({ channel, bindings: visible });
    groups.set(key, group);
  }
  for (const { identity, targets: members } of groups.values()) {
    const access = await accessFor(db, info, change, identity);
    if (access === false) continue;
    for (const { channel, bindings } of members) {
      if (typeof access === "string") {
        const { schema, table, type } = change;
        sendChange(channel, bindings, {
          schema,
          table,
          type,
          errors: [access],
        });
        continue;
      }
      const bySelect = new Map<string, Binding[]>();
      for (const b of bindings) {
        const key = JSON.stringify(b.select ?? null);
        bySelect.set(key, [...(bySelect.get(key) ?? []), b]);
      }
      for (const group of bySelect.values()) {
        const data = payloadFor(
          info,
          change,
          old,
          identity.role,
          group[0]!.select,
        );
        sendChange(channel, group, data);
      }
    }
  }
}

function payloadFor(
  info: TableInfo,
  change: CapturedChange,
  old: Row,
  role: string,
  select: string[] | undefined,
): Row {
  const columns = readableColumns(info, role, select);
  const names = new Set(columns.map((c) => c.name));
  const pick = (row: Row, keep: (name: string) => boolean = () => true) =>
    Object.fromEntries(
      Object.entries(row).filter(([name]) => names.has(name) && keep(name)),
    );
  const data: Row = {
    schema: change.schema,
    table: change.table,
    commit_timestamp: change.commitTimestamp,
    type: change.type,
    columns: columns.map(({ name, type }) => ({ name, type })),
  };
  if (change.type !== "DELETE") data.record = pick(change.record ?? {});
  if (change.type === "UPDATE") data.old_record = pick(old);
  if (change.type === "DELETE") {
    const keys = new Set(info.columns.filter((c) => c.pk).map((c) => c.name));
    data.old_record = pick(old, (name) => !info.rls || keys.has(name));
  }
  data.errors = null;
  return data;
}

function sendChange(channel: Channel, bindings: Binding[], data: Row) {
  const ids = [...new Set(bindings.map((b) => b.id))];
  if (ids.length > 0) push(channel, "postgres_changes", { ids, data }, null);
}
