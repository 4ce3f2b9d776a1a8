import { zodResolver } from "@hookform/resolvers/zod";
import { Star } from "lucide-react";
import { useForm, useWatch } from "react-hook-form";

import { cn } from "@/lib/utils";
import { Button } from "@/components/ui/button";
import { ChoiceField } from "@/components/form/choice-field";
import { TextareaField } from "@/components/form/text-field";

import { useRateRide } from "../api/mutations";
import { COMMENT_MAX, rateRideSchema, type RateRideForm } from "../schemas";

const STARS = [1, 2, 3, 4, 5] as const;

function starLabel(value: number) {
  return value === 1 ? "1 star" : `${value} stars`;
}

/** A given rating, read-only: the stars, the words for screen readers, and the comment. */
export function GivenRating({
  rating,
  comment,
  className,
}: {
  rating: number;
  comment?: string | null;
  className?: string;
}) {
  return (
    <div className={cn("grid gap-1.5", className)} data-testid="given-rating">
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <span className="flex" aria-hidden>
          {STARS.map((value) => (
            <Star
              key={value}
              className={cn(
                "size-4",
                value <= rating
                  ? "fill-primary text-primary"
                  : "text-muted-foreground/50",
              )}
            />
          ))}
        </span>
        <span>You rated this ride {rating} out of 5.</span>
      </p>
      {comment ? (
        <p className="text-sm text-pretty text-foreground/90">“{comment}”</p>
      ) : null}
    </div>
  );
}

export interface RateRideProps {
  reference: string;
  /** The ride's manage token; null when the signed-in rider acts from My rides. */
  token: string | null;
  canRate: boolean;
  rating: number | null;
  comment: string | null;
  className?: string;
  /** Called after the rating is saved (a dialog around the form closes). */
  onRated?: () => void;
}

/**
 * Rating a completed ride, once: 1 to 5 stars as a radio group (arrow keys move, each star is
 * named) and an optional comment. Once given, the rating is shown read-only.
 */
export function RateRide({
  reference,
  token,
  canRate,
  rating,
  comment,
  className,
  onRated,
}: RateRideProps) {
  const rate = useRateRide();
  const form = useForm<RateRideForm>({
    resolver: zodResolver(rateRideSchema),
    defaultValues: { rating: undefined, comment: "" },
  });
  const chosen = useWatch({ control: form.control, name: "rating" });

  const saved = rate.data?.rating ?? rating;
  if (saved !== null && saved !== undefined)
    return (
      <GivenRating
        rating={saved}
        comment={rate.data ? rate.data.rating_comment : comment}
        className={className}
      />
    );
  if (!canRate) return null;

  const onSubmit = form.handleSubmit((values) => {
    const parsed = rateRideSchema.parse(values);
    rate.mutate(
      {
        reference,
        token,
        rating: parsed.rating,
        comment: parsed.comment || null,
      },
      { onSuccess: () => onRated?.() },
    );
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className={cn("grid gap-4", className)}
      aria-label={`Rate ride ${reference}`}
    >
      <ChoiceField
        control={form.control}
        name="rating"
        label="How was your ride?"
        variant="icons"
        options={STARS.map((value) => ({
          value,
          label: (
            <>
              <Star
                aria-hidden
                className={cn(
                  "size-7 transition-colors",
                  chosen !== undefined && value <= chosen
                    ? "fill-primary text-primary"
                    : "text-muted-foreground",
                )}
              />
              <span className="sr-only">{starLabel(value)}</span>
            </>
          ),
        }))}
      />
      <TextareaField
        control={form.control}
        name="comment"
        label="Comment (optional)"
        // On the dialog's card the shared error red falls short of AA contrast; the lighter one passes.
        className="[&_[data-slot=field-error]]:text-danger"
        description={`Up to ${COMMENT_MAX} characters.`}
        rows={3}
      />
      <div>
        <Button type="submit" disabled={rate.isPending}>
          {rate.isPending ? "Sending..." : "Submit rating"}
        </Button>
      </div>
    </form>
  );
}
