export { ReportsAdmin } from "./components/reports-admin";
