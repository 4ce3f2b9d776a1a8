import * as React from "react";

import { cn } from "@/lib/utils";

/** A part made by `slotPart`: it takes exactly its element's props, `ref` included. */
type SlotPart<T extends React.ElementType> = ((
  props: React.ComponentProps<T>,
) => React.JSX.Element) & { displayName: string };

/** "dialog-title" → "DialogTitle": a part's slot is its exported name in kebab-case. */
function partName(slot: string) {
  return slot.replace(/(?:^|-)(\w)/g, (_, letter: string) =>
    letter.toUpperCase(),
  );
}

/**
 * A part with no behaviour of its own: `element` (a tag or a Radix primitive) marked
 * `data-slot={slot}`, with every prop passed through. With `baseClassName`, the caller's
 * `className` is merged after the base so it wins a conflict; without it, `className` passes
 * through untouched, so a bare part never renders an empty `class`.
 *
 * Parts that add anything (icons, portals, close buttons, variants, fixed attributes) stay
 * hand-written beside these so their markup reads at a glance.
 */
function slotPart<T extends React.ElementType>(
  element: T,
  slot: string,
  baseClassName?: string,
): SlotPart<T> {
  // A generic element type cannot take JSX props in TypeScript; its props are typed at the edge.
  const Element: React.ElementType = element;
  const Part = (props: React.ComponentProps<T>) => {
    if (baseClassName === undefined)
      return <Element data-slot={slot} {...props} />;
    const { className, ...rest } = props as { className?: string };
    return (
      <Element
        data-slot={slot}
        className={cn(baseClassName, className)}
        {...rest}
      />
    );
  };
  Part.displayName = partName(slot);
  return Part;
}

export { slotPart };
export type { SlotPart };
