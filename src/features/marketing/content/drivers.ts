import { CalendarClock, LifeBuoy, Users, Wallet } from "lucide-react";

import type { Feature } from "./types";

export const driverBenefits: readonly Feature[] = [
  {
    icon: Wallet,
    title: "Earn more per trip",
    description:
      "Premium fares and a fair commission, paid out weekly to your bank account.",
  },
  {
    icon: CalendarClock,
    title: "Flexible hours",
    description:
      "Drive the shifts that suit you, mornings on the island or late runs to the airport.",
  },
  {
    icon: Users,
    title: "Quality clients",
    description:
      "Business travellers, hotel guests and corporate riders who book ahead.",
  },
  {
    icon: LifeBuoy,
    title: "Support that answers",
    description:
      "Training when you join and a Lagos support team on call for every trip.",
  },
];
