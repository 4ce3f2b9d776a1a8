import { LogOut } from "lucide-react";

import { Button } from "@/components/ui/button";

import { QueryBoundary } from "../query-boundary";
import { useLogout } from "./use-logout";

interface LogoutButtonProps {
  onAction?: () => void;
}

function LogoutAction({ onAction }: LogoutButtonProps) {
  const { logout, isPending } = useLogout();
  return (
    <Button
      variant="ghost"
      size="sm"
      disabled={isPending}
      onClick={() => {
        onAction?.();
        logout();
      }}
    >
      <LogOut aria-hidden />
      Logout
    </Button>
  );
}

/** Loaded only for signed-in visitors, so the nav bar needs no query client at first paint. */
export default function LogoutButton(props: LogoutButtonProps) {
  return (
    <QueryBoundary>
      <LogoutAction {...props} />
    </QueryBoundary>
  );
}
