import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { ImageCarousel } from "@/features/fleet/components/image-carousel";

const images = ["/fleet/a.svg", "/fleet/b.svg", "/fleet/c.svg"];

describe("ImageCarousel", () => {
  it("shows Image Coming Soon and no controls without images", () => {
    render(<ImageCarousel images={[]} label="Toyota Camry" />);
    expect(screen.getByText("Image Coming Soon")).toBeInTheDocument();
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("shows a single image without previous and next controls", () => {
    render(<ImageCarousel images={["/fleet/a.svg"]} label="Toyota Camry" />);
    const image = screen.getByRole("img", { name: "Toyota Camry" });
    expect(image).toHaveAttribute("src", "/fleet/a.svg");
    expect(image).toHaveAttribute("width", "800");
    expect(image).toHaveAttribute("height", "500");
    expect(image).toHaveAttribute("loading", "lazy");
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    expect(
      document.querySelector("[aria-roledescription=carousel]"),
    ).toBeNull();
  });

  it("cycles through several images with labelled previous and next buttons", async () => {
    const user = userEvent.setup();
    render(<ImageCarousel images={images} label="Lexus LX 600" priority />);
    const carousel = screen.getByRole("group", { name: "Lexus LX 600 photos" });
    expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
    expect(screen.getByRole("group", { name: "1 of 3" })).toHaveAttribute(
      "aria-roledescription",
      "slide",
    );
    const image = () => screen.getByRole("img");
    expect(image()).toHaveAttribute("src", "/fleet/a.svg");
    expect(image()).toHaveAttribute("loading", "eager");
    expect(image()).toHaveAccessibleName("Lexus LX 600, image 1 of 3");

    const next = screen.getByRole("button", {
      name: "Next image of Lexus LX 600",
    });
    const previous = screen.getByRole("button", {
      name: "Previous image of Lexus LX 600",
    });

    await user.click(next);
    expect(image()).toHaveAttribute("src", "/fleet/b.svg");
    expect(screen.getByRole("group", { name: "2 of 3" })).toBeInTheDocument();
    await user.click(next);
    await user.click(next);
    expect(image()).toHaveAttribute("src", "/fleet/a.svg");

    await user.click(previous);
    expect(image()).toHaveAttribute("src", "/fleet/c.svg");
    expect(image()).toHaveAccessibleName("Lexus LX 600, image 3 of 3");

    previous.focus();
    await user.keyboard("{Enter}");
    expect(image()).toHaveAttribute("src", "/fleet/b.svg");
  });

  it("follows the arrow keys from its controls and swipes on touch screens", async () => {
    const user = userEvent.setup();
    render(<ImageCarousel images={images} label="Lexus LX 600" />);
    const image = () => screen.getByRole("img");
    screen.getByRole("button", { name: "Next image of Lexus LX 600" }).focus();
    await user.keyboard("{ArrowRight}");
    expect(image()).toHaveAttribute("src", "/fleet/b.svg");
    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(image()).toHaveAttribute("src", "/fleet/c.svg");

    const carousel = screen.getByRole("group", { name: "Lexus LX 600 photos" });
    fireEvent.touchStart(carousel, { touches: [{ clientX: 300 }] });
    fireEvent.touchEnd(carousel, { changedTouches: [{ clientX: 200 }] });
    expect(image()).toHaveAttribute("src", "/fleet/a.svg");
    fireEvent.touchStart(carousel, { touches: [{ clientX: 200 }] });
    fireEvent.touchEnd(carousel, { changedTouches: [{ clientX: 215 }] });
    expect(image()).toHaveAttribute("src", "/fleet/a.svg");
    fireEvent.touchStart(carousel, { touches: [{ clientX: 100 }] });
    fireEvent.touchEnd(carousel, { changedTouches: [{ clientX: 220 }] });
    expect(image()).toHaveAttribute("src", "/fleet/c.svg");
  });
});
