import type { RuntimeContext } from "../context.ts";
import type { Queryable } from "../db/database.ts";
import { fromDatabaseError } from "./errors.ts";
import type { FileStore } from "./file-store.ts";

export interface StorageDeps {
  ctx: RuntimeContext;
  files: FileStore;
}

/** Trusted work (signed URLs, public reads): runs as the database owner, errors mapped like a caller's. */
export async function asService<T>(
  deps: StorageDeps,
  fn: (tx: Queryable) => Promise<T>,
): Promise<T> {
  try {
    return await deps.ctx.db.transaction(fn);
  } catch (error) {
    throw fromDatabaseError(error);
  }
}
