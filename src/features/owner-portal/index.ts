export { OwnerDashboard } from "./components/owner-dashboard";
export { OwnersOnly } from "./components/owners-only";
export type { OwnerLoginValues } from "./schemas";
