import { useId } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { Star } from "lucide-react";
import { Controller, useForm, useWatch } from "react-hook-form";

import { cn } from "@/lib/utils";
import { z } from "@/lib/zod";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field";
import { TextareaField } from "@/components/form/text-field";

import { useRateRide } from "../api/mutations";

const COMMENT_MAX = 500;
const STARS = [1, 2, 3, 4, 5] as const;

/** The database's words (rate_ride), so the browser and the server say the same. */
const rateRideSchema = z.object({
  rating: z
    .number({ error: "Choose from 1 to 5 stars." })
    .int("A rating is a whole number from 1 to 5.")
    .min(1, "A rating is a whole number from 1 to 5.")
    .max(5, "A rating is a whole number from 1 to 5."),
  comment: z
    .string()
    .trim()
    .max(COMMENT_MAX, `A comment can be at most ${COMMENT_MAX} characters.`),
});

type RateRideForm = z.input<typeof rateRideSchema>;

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
  const name = useId();
  const errorId = `${name}-error`;
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
      <Controller
        control={form.control}
        name="rating"
        render={({ field, fieldState }) => (
          <fieldset
            className="grid gap-2"
            aria-describedby={fieldState.error ? errorId : undefined}
          >
            <legend className="mb-1 text-sm font-medium text-foreground/90">
              How was your ride?
            </legend>
            <div className="flex gap-1">
              {STARS.map((value) => {
                const id = `${name}-${value}`;
                const lit = chosen !== undefined && value <= chosen;
                return (
                  <label
                    key={value}
                    htmlFor={id}
                    className="grid size-11 cursor-pointer place-items-center rounded-full transition-colors hover:bg-accent/60 has-focus-visible:ring-[3px] has-focus-visible:ring-ring/60"
                  >
                    <input
                      id={id}
                      ref={value === 1 ? field.ref : undefined}
                      type="radio"
                      name={field.name}
                      value={value}
                      checked={field.value === value}
                      onChange={() => field.onChange(value)}
                      onBlur={field.onBlur}
                      className="sr-only"
                    />
                    <Star
                      aria-hidden
                      className={cn(
                        "size-7 transition-colors",
                        lit
                          ? "fill-primary text-primary"
                          : "text-muted-foreground",
                      )}
                    />
                    <span className="sr-only">{starLabel(value)}</span>
                  </label>
                );
              })}
            </div>
            <FieldError id={errorId} className="text-danger">
              {fieldState.error?.message}
            </FieldError>
          </fieldset>
        )}
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
