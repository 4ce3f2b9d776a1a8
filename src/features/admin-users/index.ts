export { InviteUserButton } from "./components/invite-user-dialog";
export { UsersTable } from "./components/users-table";
