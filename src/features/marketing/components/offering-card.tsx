import { Check } from "lucide-react";

import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
} from "@/components/ui/card";

import type { Offering } from "../content/types";

export function OfferingCard({ offering }: { offering: Offering }) {
  const { title, summary, points, illustration } = offering;
  return (
    <Card className="group h-full gap-5 overflow-hidden pt-0 transition-colors hover:border-primary/50">
      <img
        src={illustration}
        alt=""
        width={320}
        height={180}
        loading="lazy"
        decoding="async"
        className="aspect-[16/9] w-full border-b border-border/70 bg-muted object-cover"
      />
      <CardHeader>
        <h3 className="font-display text-xl leading-snug text-foreground">
          {title}
        </h3>
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
