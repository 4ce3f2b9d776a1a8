export { UsersTable } from "./components/users-table";
