import type { RuntimeContext } from "../context.ts";
import {
  installCapture,
  NOTIFY_CHANNEL,
  syncCaptureTriggers,
  takeChanges,
} from "./capture.ts";
import { deliverChange } from "./delivery.ts";
import type { Hub } from "./hub.ts";
import { TableInfoCache } from "./table-info.ts";

const BATCH = 200;

/**
 * Drains the capture queue whenever a NOTIFY arrives. Notifications that land while a drain runs
 * only ask for one more pass, so a burst of writes costs a few queue reads, not one per row, and
 * changes reach subscribers in commit order.
 */
export class ChangeFeed {
  readonly tables: TableInfoCache;
  readonly #ctx: RuntimeContext;
  readonly #hub: Hub;
  #draining: Promise<void> | undefined;
  #again = false;
  #closed = false;
  #unlisten: (() => Promise<void>) | undefined;
  #syncing: Promise<unknown> = Promise.resolve();

  constructor(ctx: RuntimeContext, hub: Hub) {
    this.#ctx = ctx;
    this.#hub = hub;
    this.tables = new TableInfoCache(ctx.db);
  }

  async start(): Promise<void> {
    await installCapture(this.#ctx.db);
    this.#ctx.onSchemaChange(async () => {
      if (this.#closed) return;
      await this.#sync();
      this.tables.clear();
    });
    this.#unlisten = await this.#ctx.db.listen(NOTIFY_CHANNEL, () =>
      this.#kick(),
    );
  }

  /** Catches up with publication changes made outside migrations before a channel subscribes. */
  async refresh(): Promise<void> {
    if (await this.#sync()) this.tables.clear();
  }

  /** One sync at a time: concurrent joins on PostgreSQL would otherwise race on the same DDL. */
  #sync(): Promise<boolean> {
    const run = this.#syncing.then(() => syncCaptureTriggers(this.#ctx.db));
    this.#syncing = run.catch(() => undefined);
    return run;
  }

  async close(): Promise<void> {
    this.#closed = true;
    await this.#unlisten?.();
    await this.#draining;
  }

  #kick(): void {
    if (this.#closed) return;
    if (this.#draining) {
      this.#again = true;
      return;
    }
    this.#draining = this.#drain().finally(() => {
      this.#draining = undefined;
    });
  }

  async #drain(): Promise<void> {
    let full = false;
    do {
      this.#again = false;
      const changes = await takeChanges(this.#ctx.db, BATCH).catch(
        (error: unknown) => {
          this.#ctx.log(`realtime: reading changes failed: ${String(error)}`);
          return [];
        },
      );
      for (const change of changes) {
        if (this.#closed) return;
        try {
          await deliverChange(
            this.#ctx.db,
            this.tables,
            this.#hub.channels,
            change,
          );
        } catch (error) {
          this.#ctx.log(
            `realtime: delivering ${change.schema}.${change.table} failed: ${String(error)}`,
          );
        }
      }
      full = changes.length === BATCH;
    } while ((this.#again || full) && !this.#closed);
  }
}
