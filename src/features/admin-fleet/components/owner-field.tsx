import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { UserPlus, UserRound } from "lucide-react";
import { useWatch, type Control, type UseFormSetValue } from "react-hook-form";

import { Button } from "@/components/ui/button";
import { Combobox } from "@/components/ui/combobox";
import { FormField } from "@/components/form/form-field";

import { adminFleetQueries } from "../api/queries";
import type { VehicleFormInput } from "../schemas";
import { InviteOwnerDialog } from "./invite-owner-dialog";

const MAX_SUGGESTIONS = 8;

/**
 * The owner's name, typed freely or picked from the owner accounts. Picking links the vehicle to
 * the account (owner_id) and takes its name; editing the name afterwards unlinks it. An owner
 * without an account yet is invited from here, and selected.
 */
export function OwnerField({
  control,
  setValue,
}: {
  control: Control<VehicleFormInput>;
  setValue: UseFormSetValue<VehicleFormInput>;
}) {
  const owners = useQuery(adminFleetQueries.owners());
  const [inviting, setInviting] = useState(false);
  const [name, ownerId] = useWatch({ control, name: ["owner", "ownerId"] });
  const linked = owners.data?.find((account) => account.id === ownerId);
  const typed = name.trim().toLowerCase();
  const options = (owners.data ?? [])
    .filter(
      (account) =>
        !typed ||
        account.full_name.toLowerCase().includes(typed) ||
        account.email.toLowerCase().includes(typed),
    )
    .slice(0, MAX_SUGGESTIONS)
    .map((account) => ({
      value: account.id,
      label: account.full_name,
      description: account.email,
      icon: <UserRound className="size-4" />,
    }));

  const description = ownerId
    ? `Linked to the owner account ${linked?.email ?? ""}: the owner portal shows them this vehicle.`.replace(
        " :",
        ":",
      )
    : "Pick an owner account to give them portal access, or type a name.";

  return (
    <div className="grid content-start gap-1.5">
      <FormField
        control={control}
        name="owner"
        label="Owner"
        required
        description={description}
        render={({ field, controlProps }) => (
          <Combobox
            {...controlProps}
            ref={field.ref}
            name={field.name}
            value={field.value}
            options={options}
            required
            emptyMessage={owners.isPending ? "Loading owners…" : undefined}
            onValueChange={(text) => {
              field.onChange(text);
              if (ownerId && text !== linked?.full_name)
                setValue("ownerId", null, { shouldDirty: true });
            }}
            onOptionSelect={(option) =>
              setValue("ownerId", option.value, { shouldDirty: true })
            }
            onBlur={field.onBlur}
          />
        )}
      />
      <Button
        type="button"
        variant="link"
        size="sm"
        className="h-auto justify-self-start px-0 has-[>svg]:px-0"
        onClick={() => setInviting(true)}
      >
        <UserPlus aria-hidden />
        Invite a new owner
      </Button>
      <InviteOwnerDialog
        open={inviting}
        onOpenChange={setInviting}
        initialName={ownerId ? "" : name}
        onInvited={(owner) => {
          setValue("owner", owner.full_name, {
            shouldDirty: true,
            shouldValidate: true,
          });
          setValue("ownerId", owner.id, { shouldDirty: true });
        }}
      />
    </div>
  );
}
