export { DashboardPage } from "./components/dashboard-page";
export { useRefreshDashboard } from "./hooks/use-refresh-dashboard";
