import type { ReactNode } from "react";
import { cva } from "class-variance-authority";
import {
  Controller,
  type FieldPath,
  type FieldValues,
  type PathValue,
} from "react-hook-form";

import { cn } from "@/lib/utils";
import { FieldDescription, FieldError } from "@/components/ui/field";

import { describedBy } from "./described-by";
import { useFieldIds } from "./field-ids";
import type { FormFieldShellProps } from "./form-field";

export interface ChoiceOption<V extends string | number> {
  value: V;
  /** The option's name: its words, or a picture with visually hidden words. */
  label: ReactNode;
}

// Each option is a native radio inside its label, so the browser gives the group its keyboard
// (Tab into the group, arrows to move and choose) and clicking anywhere on the label chooses.
const choiceVariants = {
  legend: cva("text-sm font-medium text-foreground/90", {
    variants: { variant: { cards: "mb-2", icons: "mb-1" } },
  }),
  list: cva("", {
    variants: { variant: { cards: "grid gap-2", icons: "flex gap-1" } },
  }),
  option: cva(
    "cursor-pointer transition-colors hover:bg-accent/60 has-focus-visible:ring-[3px] has-focus-visible:ring-ring/60",
    {
      variants: {
        variant: {
          cards:
            "flex items-center gap-3 rounded-xl border border-border px-3.5 py-3 text-sm",
          icons: "grid size-11 place-items-center rounded-full",
        },
        // Plain classes, merged over the card's own, rather than `has-checked:`: a variant would
        // outrank `hover:` and change how the chosen card looks under the pointer.
        checked: { true: "", false: "" },
      },
      compoundVariants: [
        {
          variant: "cards",
          checked: true,
          className: "border-primary bg-primary/5",
        },
      ],
    },
  ),
  input: cva("", {
    variants: {
      variant: { cards: "size-4 accent-primary", icons: "sr-only" },
    },
  }),
};

export type ChoiceFieldProps<
  T extends FieldValues,
  N extends FieldPath<T> = FieldPath<T>,
> = FormFieldShellProps<T, N> & {
  options: readonly ChoiceOption<Extract<PathValue<T, N>, string | number>>[];
  /**
   * `cards`: a column of bordered rows, each a visible radio and its words. `icons`: a row of
   * round targets whose label draws the choice (the radio itself is visually hidden).
   */
  variant?: "cards" | "icons";
};

/**
 * One choice from a short fixed list as a radio group: a fieldset named by its legend (`label`),
 * a native radio per option, and the error under the group, which it describes.
 */
export function ChoiceField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  label,
  description,
  required,
  id: givenId,
  error,
  className,
  options,
  variant = "cards",
}: ChoiceFieldProps<T, N>) {
  const { id, descriptionId, errorId } = useFieldIds(givenId);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const message = fieldState.error?.message ?? error;
        return (
          <fieldset
            className={cn("grid gap-2", className)}
            aria-describedby={describedBy(
              description ? descriptionId : undefined,
              message ? errorId : undefined,
            )}
          >
            <legend className={choiceVariants.legend({ variant })}>
              {label}
              {required ? (
                <>
                  {" "}
                  <span aria-hidden className="text-primary">
                    *
                  </span>
                </>
              ) : null}
            </legend>
            <div className={choiceVariants.list({ variant })}>
              {options.map((option, index) => {
                const optionId = `${id}-${index}`;
                const checked = field.value === option.value;
                return (
                  <label
                    key={option.value}
                    htmlFor={optionId}
                    className={cn(choiceVariants.option({ variant, checked }))}
                  >
                    <input
                      id={optionId}
                      // The first radio takes focus when the form points at an unanswered group.
                      ref={index === 0 ? field.ref : undefined}
                      type="radio"
                      name={field.name}
                      value={option.value}
                      checked={checked}
                      onChange={() => field.onChange(option.value)}
                      onBlur={field.onBlur}
                      className={choiceVariants.input({ variant })}
                    />
                    {option.label}
                  </label>
                );
              })}
            </div>
            {description ? (
              <FieldDescription id={descriptionId}>
                {description}
              </FieldDescription>
            ) : null}
            <FieldError id={errorId}>{message}</FieldError>
          </fieldset>
        );
      }}
    />
  );
}
