export { DashboardPage } from "./components/dashboard-page";
export { dashboardQueries } from "./api/queries";
