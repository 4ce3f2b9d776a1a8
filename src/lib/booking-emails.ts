import { loadSupabase } from "./load-supabase";

/**
 * Asks send-email to catch the rider up on a booking whose state just changed: the assignment
 * (driver and vehicle), the receipt once completed, or the cancellation notice. The function
 * reads the stored booking and sends only what its state calls for and has not been sent
 * before, so calling this after every successful change (or twice) is safe.
 *
 * Fire and forget, like the new-booking confirmation: the change has already succeeded and the
 * function records its own failures in email_outbox, so a failed e-mail only logs a warning.
 * supabase-js is loaded on demand so public pages do not download it for this.
 */
export function notifyBookingUpdate(reference: string): void {
  void (async () => {
    try {
      const supabase = await loadSupabase();
      const { error } = await supabase.functions.invoke("send-email", {
        body: { type: "booking_update", data: { reference } },
      });
      if (error) console.warn("send-email (booking_update) failed", error);
    } catch (error) {
      console.warn("send-email (booking_update) failed", error);
    }
  })();
}
