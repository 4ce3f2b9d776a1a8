import { slotPart } from "@/components/ui/slot-part";

const Card = slotPart(
  "div",
  "card",
  "flex flex-col gap-6 rounded-2xl border border-border/80 bg-card py-6 text-card-foreground shadow-soft",
);

const CardHeader = slotPart(
  "div",
  "card-header",
  "@container/card-header grid auto-rows-min grid-rows-[auto_auto] items-start gap-2 px-6 has-data-[slot=card-action]:grid-cols-[1fr_auto] [.border-b]:pb-6",
);

const CardTitle = slotPart(
  "div",
  "card-title",
  "font-display text-xl leading-snug",
);

const CardDescription = slotPart(
  "div",
  "card-description",
  "text-sm leading-relaxed text-muted-foreground",
);

const CardAction = slotPart(
  "div",
  "card-action",
  "col-start-2 row-span-2 row-start-1 self-start justify-self-end",
);

const CardContent = slotPart("div", "card-content", "px-6");

const CardFooter = slotPart(
  "div",
  "card-footer",
  "flex items-center px-6 [.border-t]:pt-6",
);

export {
  Card,
  CardHeader,
  CardFooter,
  CardTitle,
  CardAction,
  CardDescription,
  CardContent,
};
