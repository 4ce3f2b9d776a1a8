import * as React from "react";
import { Slot } from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";

import { useHydrated } from "@/hooks/use-hydrated";
import { cn } from "@/lib/utils";

const buttonVariants = cva(
  "inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-full text-sm font-medium tracking-wide whitespace-nowrap transition-[color,background-color,border-color,box-shadow,transform] duration-200 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/30 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  {
    variants: {
      variant: {
        default:
          "bg-primary text-primary-foreground shadow-gold hover:bg-primary/90 motion-safe:active:scale-[0.98]",
        destructive:
          "bg-destructive-surface text-destructive-foreground hover:bg-destructive-surface/90 focus-visible:ring-destructive/40",
        outline:
          "border border-primary/50 bg-transparent text-foreground hover:border-primary hover:bg-primary/10",
        secondary: "bg-secondary text-secondary-foreground hover:bg-accent",
        ghost: "text-foreground hover:bg-accent hover:text-accent-foreground",
        link: "rounded-sm text-primary underline-offset-4 hover:underline",
      },
      size: {
        default: "h-10 px-5 has-[>svg]:px-4",
        sm: "h-9 px-4 text-[0.8125rem] has-[>svg]:px-3",
        lg: "h-12 px-7 text-base has-[>svg]:px-6",
        icon: "size-10",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

function Button({
  className,
  variant,
  size,
  asChild = false,
  ...props
}: React.ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & { asChild?: boolean }) {
  const Comp = asChild ? Slot : "button";
  // Until a pre-rendered page is live, its submit buttons would send the form the browser's own way
  // (its fields in the address): they wait, without looking disabled.
  const live = useHydrated();
  const waiting = !live && props.type === "submit";
  return (
    <Comp
      data-slot="button"
      data-variant={variant ?? "default"}
      className={cn(
        buttonVariants({ variant, size, className }),
        waiting && "disabled:opacity-100",
      )}
      {...props}
      {...(waiting && { disabled: true })}
    />
  );
}

export { Button, buttonVariants };
