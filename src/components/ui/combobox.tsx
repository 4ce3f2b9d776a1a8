import * as React from "react";

import { cn } from "@/lib/utils";
import { Input } from "@/components/ui/input";

export interface ComboboxOption {
  value: string;
  label: string;
  description?: string;
  icon?: React.ReactNode;
}

interface ComboboxProps extends Omit<
  React.ComponentProps<"input">,
  "value" | "onChange" | "onSelect"
> {
  id: string;
  value: string;
  options: readonly ComboboxOption[];
  onValueChange: (text: string) => void;
  onOptionSelect?: (option: ComboboxOption) => void;
  /** Shown in the list while there are no options (e.g. "Searching…"). */
  emptyMessage?: string;
}

/**
 * A text input with a suggestion list (WAI-ARIA combobox, list autocomplete). Free text is kept as
 * typed; choosing an option replaces it with the option's label.
 */
function Combobox({
  id,
  value,
  options,
  onValueChange,
  onOptionSelect,
  emptyMessage,
  className,
  onBlur,
  onKeyDown,
  ...props
}: ComboboxProps) {
  const [open, setOpen] = React.useState(false);
  const [active, setActive] = React.useState(-1);
  const listId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const activeIndex = active < options.length ? active : -1;
  const showList = open && (options.length > 0 || Boolean(emptyMessage));

  function choose(option: ComboboxOption) {
    onValueChange(option.label);
    onOptionSelect?.(option);
    setOpen(false);
    setActive(-1);
  }

  function handleKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    const last = options.length - 1;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      if (last < 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => {
        const from =
          current < 0 || current > last ? (step > 0 ? -1 : 0) : current;
        return (from + step + last + 1) % (last + 1);
      });
    } else if (event.key === "Enter" && open && activeIndex >= 0) {
      event.preventDefault();
      const option = options[activeIndex];
      if (option) choose(option);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  return (
    <div data-slot="combobox" className="relative">
      <Input
        id={id}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={
          showList && activeIndex >= 0 ? optionId(activeIndex) : undefined
        }
        autoComplete="off"
        value={value}
        className={className}
        onChange={(event) => {
          onValueChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onBlur={(event) => {
          setOpen(false);
          setActive(-1);
          onBlur?.(event);
        }}
        onKeyDown={handleKeyDown}
        {...props}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Suggestions"
        hidden={!showList}
        className="absolute inset-x-0 top-full z-40 mt-1.5 max-h-72 overflow-y-auto rounded-xl border border-border bg-popover p-1.5 text-popover-foreground shadow-elevated"
      >
        {options.length === 0 && emptyMessage ? (
          <li
            role="presentation"
            className="px-3 py-2.5 text-sm text-muted-foreground"
          >
            {emptyMessage}
          </li>
        ) : null}
        {options.map((option, index) => (
          <li
            key={option.value}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            // Chosen on mouse-down, which keeps focus in the input (keyboard users choose with Enter).
            onMouseDown={(event) => {
              event.preventDefault();
              choose(option);
            }}
            onMouseMove={() => setActive(index)}
            className={cn(
              "flex cursor-pointer items-center gap-3 rounded-md px-3 py-2.5 text-sm",
              index === activeIndex && "bg-accent text-accent-foreground",
            )}
          >
            {option.icon ? (
              <span aria-hidden="true" className="text-primary">
                {option.icon}
              </span>
            ) : null}
            <span className="min-w-0">
              <span className="block truncate font-medium">{option.label}</span>
              {option.description ? (
                <span className="block truncate text-xs text-muted-foreground">
                  {option.description}
                </span>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export { Combobox };
