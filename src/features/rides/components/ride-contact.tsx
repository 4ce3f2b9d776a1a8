import { MessageCircle, Phone } from "lucide-react";

import { formatNigerianPhone } from "@/lib/phone";

import type { RideView } from "../types";

const linkClass =
  "inline-flex h-11 items-center justify-center gap-2 rounded-full border border-primary/50 px-5 text-sm font-medium text-foreground outline-none hover:border-primary hover:bg-primary/10 focus-visible:ring-[3px] focus-visible:ring-ring/60";

/**
 * Call or WhatsApp the chauffeur, on the rider's own link only. The database sends the number to
 * a manage link alone (ride_status), and only while the ride is confirmed or under way; the access
 * check here keeps the buttons off a share link even so.
 */
export function RideContact({ ride }: { ride: RideView }) {
  const phone = ride.driver_phone;
  if (ride.access !== "manage" || !phone) return null;
  const who = ride.driver_name ?? "your chauffeur";
  // wa.me takes the number in international form, digits only.
  const digits = phone.replace(/\D/g, "");
  return (
    <div className="grid grid-cols-2 gap-3 sm:col-span-2 sm:flex">
      <a
        href={`tel:${phone}`}
        aria-label={`Call ${who} on ${formatNigerianPhone(phone)}`}
        className={linkClass}
      >
        <Phone className="size-4 text-primary" aria-hidden="true" />
        Call
      </a>
      <a
        href={`https://wa.me/${digits}`}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`WhatsApp ${who}`}
        className={linkClass}
      >
        <MessageCircle className="size-4 text-primary" aria-hidden="true" />
        WhatsApp
      </a>
    </div>
  );
}
