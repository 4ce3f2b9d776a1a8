import { createRef } from "react";
import * as TabsPrimitive from "@radix-ui/react-tabs";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { slotPart } from "@/components/ui/slot-part";

describe("slotPart", () => {
  const Panel = slotPart("section", "info-panel", "grid gap-2 p-4");
  const Bare = slotPart("span", "bare-part");

  it("marks the element with its slot and merges the caller's classes after the base", () => {
    render(
      <Panel aria-label="Panel" className="p-6 text-sm" data-extra="yes" />,
    );
    const panel = screen.getByRole("region", { name: "Panel" });
    expect(panel.tagName).toBe("SECTION");
    expect(panel).toHaveAttribute("data-slot", "info-panel");
    expect(panel).toHaveAttribute("data-extra", "yes");
    // The caller's padding replaces the base's, as with `cn` written by hand.
    expect(panel.className).toBe("grid gap-2 p-6 text-sm");
  });

  it("passes className through untouched when it has no base classes", () => {
    render(
      <>
        <Bare>plain</Bare>
        <Bare className="mine">styled</Bare>
      </>,
    );
    expect(screen.getByText("plain")).not.toHaveAttribute("class");
    expect(screen.getByText("styled")).toHaveAttribute("class", "mine");
  });

  it("lets the caller rename the slot and forwards the ref", () => {
    const ref = createRef<HTMLElement>();
    render(<Panel data-slot="renamed" ref={ref} />);
    expect(ref.current).toHaveAttribute("data-slot", "renamed");
  });

  it("wraps a Radix primitive and names the part after its slot", () => {
    const List = slotPart(TabsPrimitive.List, "tabs-list", "flex");
    expect(List.displayName).toBe("TabsList");
    render(
      <TabsPrimitive.Root defaultValue="a">
        <List aria-label="Sections">
          <TabsPrimitive.Trigger value="a">A</TabsPrimitive.Trigger>
        </List>
      </TabsPrimitive.Root>,
    );
    const list = screen.getByRole("tablist", { name: "Sections" });
    expect(list).toHaveAttribute("data-slot", "tabs-list");
    expect(list).toHaveClass("flex");
  });
});
