/** What anonymise_account did, as it answers. */
export interface Anonymised {
  cancelled_bookings: number;
  anonymised_bookings: number;
  unlinked_drivers: number;
  unlinked_vehicles: number;
}

/**
 * What the handler changes with the service role once it knows who is asking; backed by the
 * database and the auth admin API in production (supabase-store.ts), by a fake in the handler
 * tests. A refusal the caller caused is thrown as an HttpError; anything else as a plain Error.
 */
export interface AccountStore {
  /** Active administrators besides this user (admin_count_other_admins). */
  countOtherAdmins(userId: string): Promise<number>;
  /** anonymise_account: what financial records keep is anonymised, the rest deleted. */
  anonymise(userId: string): Promise<Anonymised>;
  /** Deletes the auth user (sessions, identities, factors go with it). */
  deleteUser(userId: string): Promise<void>;
}
