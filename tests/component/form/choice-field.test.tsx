import { zodResolver } from "@hookform/resolvers/zod";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";

import { z } from "@/lib/zod";
import { ChoiceField } from "@/components/form/choice-field";

const seats = ["Front", "Back", "Either"] as const;

const schema = z.object({
  seat: z.enum(seats, { error: "Choose a seat." }),
  stars: z.number({ error: "Choose from 1 to 3 stars." }),
});
type Values = z.input<typeof schema>;

function ChoiceForm({ onValid }: { onValid: (values: Values) => void }) {
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { seat: undefined, stars: undefined },
  });
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <ChoiceField
        control={form.control}
        name="seat"
        label="Where would you like to sit?"
        description="We will do our best."
        required
        options={seats.map((seat) => ({ value: seat, label: seat }))}
      />
      <ChoiceField
        control={form.control}
        name="stars"
        label="How many stars?"
        variant="icons"
        options={[1, 2, 3].map((value) => ({
          value,
          label: <span className="sr-only">{`${value} stars`}</span>,
        }))}
      />
      <button type="submit">Save</button>
    </form>
  );
}

function renderForm() {
  const onValid = vi.fn();
  render(<ChoiceForm onValid={onValid} />);
  return { onValid, user: userEvent.setup() };
}

const group = (name: string) => screen.getByRole("group", { name });

describe("ChoiceField", () => {
  it("is a group named by its legend, one named radio per option, described by its note", () => {
    renderForm();
    const seat = group("Where would you like to sit?");
    expect(
      within(seat)
        .getAllByRole("radio")
        .map((radio) => radio.getAttribute("value")),
    ).toEqual(["Front", "Back", "Either"]);
    expect(within(seat).getByRole("radio", { name: "Back" })).not.toBeChecked();
    expect(seat).toHaveAccessibleDescription("We will do our best.");
    // The asterisk marks the legend for the eye only.
    expect(within(seat).getByText("*")).toHaveAttribute("aria-hidden");
    expect(
      within(group("How many stars?")).getByRole("radio", { name: "2 stars" }),
    ).toHaveAttribute("value", "2");
  });

  it("shows the schema's error under an unanswered group, describes the group with it and focuses its first radio", async () => {
    const { onValid, user } = renderForm();
    await user.click(screen.getByRole("button", { name: "Save" }));
    const seat = group("Where would you like to sit?");
    expect(await within(seat).findByRole("alert")).toHaveTextContent(
      "Choose a seat.",
    );
    expect(seat).toHaveAccessibleDescription(
      "We will do our best. Choose a seat.",
    );
    expect(within(seat).getByRole("radio", { name: "Front" })).toHaveFocus();
    expect(
      within(group("How many stars?")).getByRole("alert"),
    ).toHaveTextContent("Choose from 1 to 3 stars.");
    expect(onValid).not.toHaveBeenCalled();
  });

  it("works from the keyboard and reports each option's value in its own type", async () => {
    const { onValid, user } = renderForm();
    await user.tab();
    const seat = group("Where would you like to sit?");
    expect(within(seat).getByRole("radio", { name: "Front" })).toHaveFocus();
    await user.keyboard("[Space][ArrowDown]");
    expect(within(seat).getByRole("radio", { name: "Back" })).toBeChecked();
    await user.tab();
    const stars = group("How many stars?");
    expect(within(stars).getByRole("radio", { name: "1 stars" })).toHaveFocus();
    await user.keyboard("[Space][ArrowRight][ArrowRight]");
    expect(within(stars).getByRole("radio", { name: "3 stars" })).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onValid).toHaveBeenCalledOnce();
    expect(onValid.mock.calls[0]![0]).toEqual({ seat: "Back", stars: 3 });
  });

  it("chooses when the option's label is clicked, and says which card is chosen", async () => {
    const { user } = renderForm();
    const seat = group("Where would you like to sit?");
    await user.click(within(seat).getByText("Either"));
    const either = within(seat).getByRole("radio", { name: "Either" });
    expect(either).toBeChecked();
    expect(either.closest("label")).toHaveClass("border-primary");
    expect(
      within(seat).getByRole("radio", { name: "Front" }).closest("label"),
    ).not.toHaveClass("border-primary");
  });
});
