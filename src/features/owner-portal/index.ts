export { OwnerDashboard } from "./components/owner-dashboard";
export { OwnerLogin } from "./components/owner-login";
export { OwnersOnly } from "./components/owners-only";
export type { OwnerLoginValues } from "./schemas";
