import { Check } from "lucide-react";

import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
} from "@/components/ui/card";

import type { Offering } from "../content/types";

export function OfferingCard({
  offering,
  heading: Heading = "h3",
  priority = false,
}: {
  offering: Offering;
  /** The card's heading level: h2 where no section heading sits above the cards. */
  heading?: "h2" | "h3";
  /** The first card in view: its illustration is fetched at once, not when scrolled to. */
  priority?: boolean;
}) {
  const { title, summary, points, illustration } = offering;
  return (
    <Card className="group h-full gap-5 overflow-hidden pt-0 transition-colors hover:border-primary/50">
      <img
        src={illustration}
        alt=""
        width={320}
        height={180}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding="async"
        className="aspect-[16/9] w-full border-b border-border/70 bg-muted object-cover"
      />
      <CardHeader>
        <Heading className="font-display text-xl leading-snug text-foreground">
          {title}
        </Heading>
        <CardDescription>{summary}</CardDescription>
      </CardHeader>
      <CardContent className="mt-auto">
        <ul className="grid gap-2 text-sm text-foreground">
          {points.map((point) => (
            <li key={point} className="flex items-start gap-2">
              <Check
                className="mt-0.5 size-4 shrink-0 text-primary"
                aria-hidden
              />
              {point}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
