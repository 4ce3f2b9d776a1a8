import { Users } from "lucide-react";

import { Badge } from "@/components/ui/badge";

import { seatingLabel } from "../seating";

export function SeatingBadge({ capacity }: { capacity: number }) {
  return (
    <Badge variant="gold">
      <Users aria-hidden />
      {seatingLabel(capacity)}
    </Badge>
  );
}
