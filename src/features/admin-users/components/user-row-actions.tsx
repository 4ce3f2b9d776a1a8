import {
  KeyRound,
  MoreHorizontal,
  Pencil,
  Trash2,
  UserCheck,
  UserX,
} from "lucide-react";

import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";

import { isActive, type ManagedUser } from "../types";

export interface UserRowHandlers {
  onEdit: (user: ManagedUser) => void;
  onResetPassword: (user: ManagedUser) => void;
  onSetActive: (user: ManagedUser, active: boolean) => void;
  onDelete: (user: ManagedUser) => void;
}

export const SELF_NOTE =
  "This is your account: you cannot deactivate or delete it, or change its role.";

/** A row's menu; on the signed-in admin's own row the locking actions are disabled, with why. */
export function UserRowActions({
  user,
  isSelf,
  handlers,
}: {
  user: ManagedUser;
  isSelf: boolean;
  handlers: UserRowHandlers;
}) {
  const active = isActive(user);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={`Actions for ${user.email}`}
        >
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="max-w-72">
        {isSelf && (
          <DropdownMenuLabel className="text-xs font-normal text-muted-foreground">
            {SELF_NOTE}
          </DropdownMenuLabel>
        )}
        <DropdownMenuItem onSelect={() => handlers.onEdit(user)}>
          <Pencil className="size-4" aria-hidden />
          Edit
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => handlers.onResetPassword(user)}>
          <KeyRound className="size-4" aria-hidden />
          Reset password
        </DropdownMenuItem>
        <DropdownMenuItem
          disabled={isSelf && active}
          onSelect={() => handlers.onSetActive(user, !active)}
        >
          {active ? (
            <UserX className="size-4" aria-hidden />
          ) : (
            <UserCheck className="size-4" aria-hidden />
          )}
          {active ? "Deactivate" : "Activate"}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          variant="destructive"
          disabled={isSelf}
          onSelect={() => handlers.onDelete(user)}
        >
          <Trash2 className="size-4" aria-hidden />
          Delete
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
