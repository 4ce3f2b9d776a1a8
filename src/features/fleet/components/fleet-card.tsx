import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
} from "@/components/ui/card";

import type { PublicVehicle } from "../types";
import { ImageCarousel } from "./image-carousel";
import { SeatingBadge } from "./seating-badge";

export const DESCRIPTION_FALLBACK =
  "A well-kept, air-conditioned vehicle driven by a verified EkoLuxe chauffeur.";

interface FleetCardProps {
  vehicle: PublicVehicle;
  priority?: boolean;
}

export function FleetCard({ vehicle, priority }: FleetCardProps) {
  const description = vehicle.description?.trim() || DESCRIPTION_FALLBACK;
  return (
    <Card className="h-full gap-5 overflow-hidden pt-0 transition-colors hover:border-primary/50">
      <ImageCarousel
        images={vehicle.images}
        label={vehicle.model}
        priority={priority}
        className="border-b border-border/70"
      />
      <CardHeader className="gap-3">
        <h3 className="font-display text-xl leading-snug text-foreground">
          {vehicle.model}
        </h3>
        <SeatingBadge capacity={vehicle.seating_capacity} />
      </CardHeader>
      <CardContent>
        <CardDescription>{description}</CardDescription>
      </CardContent>
    </Card>
  );
}
