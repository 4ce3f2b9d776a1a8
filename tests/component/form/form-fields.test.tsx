import { zodResolver } from "@hookform/resolvers/zod";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";

import { z } from "@/lib/zod";
import { DateField } from "@/components/form/date-field";
import { FileField } from "@/components/form/file-field";
import { FormField } from "@/components/form/form-field";
import { NumberField } from "@/components/form/number-field";
import { SelectField } from "@/components/form/select-field";
import { TextareaField, TextField } from "@/components/form/text-field";

const schema = z.object({
  name: z.string().min(1, "Name is required."),
  password: z.string().min(8, "Use at least 8 characters."),
  notes: z.string().min(1, "Notes are required."),
  status: z.string().min(1, "Choose a status."),
  expiry: z.string().min(1, "Pick an expiry date."),
  seats: z.string().regex(/^\d+$/, "Enter the number of seats."),
  licence: z.custom<File | null>(
    (value) => value instanceof File,
    "Attach the licence.",
  ),
  code: z.string().min(1, "Code is required."),
});
type Values = z.input<typeof schema>;

const blank: Values = {
  name: "",
  password: "",
  notes: "",
  status: "",
  expiry: "",
  seats: "",
  licence: null,
  code: "",
};

const statuses = [
  { value: "available", label: "Available" },
  { value: "maintenance", label: "Maintenance" },
];

function KitForm({ onValid }: { onValid: (values: Values) => void }) {
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: blank,
  });
  const { control } = form;
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => onValid(values))}>
      <TextField
        control={control}
        name="name"
        label="Name"
        required
        description="As on the licence"
        autoComplete="name"
      />
      <TextField
        control={control}
        name="password"
        label="Password"
        type="password"
      />
      <TextareaField
        control={control}
        name="notes"
        label="Notes"
        description="Anything dispatch should know"
      />
      <SelectField
        control={control}
        name="status"
        label="Status"
        options={statuses}
        placeholder="Choose a status"
      />
      <DateField control={control} name="expiry" label="Expiry" />
      <NumberField
        control={control}
        name="seats"
        label="Seats"
        min={1}
        description="Passengers, not counting the driver"
      />
      <FileField
        control={control}
        name="licence"
        label="Licence"
        description="PDF up to 5MB"
        prompt="Drop the licence here"
      />
      <FormField
        control={control}
        name="code"
        id="fleet-code"
        label="Code"
        render={({ field, controlProps }) => (
          <input
            {...controlProps}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
          />
        )}
      />
      <button type="submit">Save</button>
    </form>
  );
}

function renderKit() {
  const onValid = vi.fn();
  render(<KitForm onValid={onValid} />);
  return { onValid, user: userEvent.setup() };
}

const control = (label: string) =>
  screen.getByLabelText(label, { selector: "input, textarea, button" });

describe("form-field kit", () => {
  it("labels every kind of field and links its description", () => {
    renderKit();
    for (const label of [
      "Name",
      "Password",
      "Notes",
      "Status",
      "Expiry",
      "Seats",
      "Licence",
      "Code",
    ]) {
      expect(control(label)).toBeInTheDocument();
      expect(control(label)).toHaveAttribute("aria-invalid", "false");
    }
    expect(control("Name")).toHaveAccessibleDescription("As on the licence");
    expect(control("Name")).toBeRequired();
    expect(control("Notes")).toHaveAccessibleDescription(
      "Anything dispatch should know",
    );
    expect(control("Seats")).toHaveAccessibleDescription(
      "Passengers, not counting the driver",
    );
    expect(control("Licence")).toHaveAccessibleDescription("PDF up to 5MB");
    expect(control("Expiry")).toHaveAttribute("type", "date");
    expect(control("Seats")).toHaveAttribute("type", "number");
    expect(control("Code")).toHaveAttribute("id", "fleet-code");
    expect(control("Status")).toHaveAttribute("role", "combobox");
  });

  it("flags every field invalid and describes it with its hint and error", async () => {
    const { user, onValid } = renderKit();
    await user.click(screen.getByRole("button", { name: "Save" }));
    const errors: Record<string, string> = {
      Name: "As on the licence Name is required.",
      Password: "Use at least 8 characters.",
      Notes: "Anything dispatch should know Notes are required.",
      Status: "Choose a status.",
      Expiry: "Pick an expiry date.",
      Seats: "Passengers, not counting the driver Enter the number of seats.",
      Licence: "PDF up to 5MB Attach the licence.",
      Code: "Code is required.",
    };
    for (const [label, description] of Object.entries(errors)) {
      expect(control(label)).toHaveAttribute("aria-invalid", "true");
      expect(control(label)).toHaveAccessibleDescription(description);
    }
    expect(onValid).not.toHaveBeenCalled();
  });

  it("reports every field's value to the form", async () => {
    const { user, onValid } = renderKit();
    await user.type(control("Name"), "Ada Obi");
    await user.type(control("Password"), "correct horse");
    await user.click(screen.getByRole("button", { name: "Show" }));
    expect(control("Password")).toHaveAttribute("type", "text");
    await user.type(control("Notes"), "Airport runs only");
    await user.click(control("Status"));
    await user.click(
      within(await screen.findByRole("listbox")).getByRole("option", {
        name: "Maintenance",
      }),
    );
    await user.type(control("Expiry"), "2027-03-31");
    await user.type(control("Seats"), "4");
    const licence = new File(["%PDF-1.7"], "licence.pdf", {
      type: "application/pdf",
    });
    await user.upload(control("Licence") as HTMLInputElement, licence);
    await user.type(control("Code"), "EKO-7");
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(onValid).toHaveBeenCalledWith({
      name: "Ada Obi",
      password: "correct horse",
      notes: "Airport runs only",
      status: "maintenance",
      expiry: "2027-03-31",
      seats: "4",
      licence,
      code: "EKO-7",
    });
    expect(control("Name")).toHaveAttribute("aria-invalid", "false");
    expect(control("Name")).toHaveAccessibleDescription("As on the licence");
  });
});
