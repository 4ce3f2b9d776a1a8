import { useDocumentTitle } from "@/hooks/use-document-title";
import { DriverApp } from "@/features/driver-app";

import LogoutButton from "../../layouts/logout-button";

export function Component() {
  useDocumentTitle("Your trips");
  return <DriverApp signOut={<LogoutButton />} />;
}
