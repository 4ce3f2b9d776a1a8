import { useMutation } from "@tanstack/react-query";

import { invokeFunction } from "@/lib/edge-functions";
import { notify } from "@/lib/toast";

import { useRefreshDrivers } from "./mutations";

export interface InviteDriverInput {
  driverId: string;
  email: string;
}

function inviteDriver({ driverId, email }: InviteDriverInput) {
  return invokeFunction<{ user_id: string }>("admin-users", {
    action: "invite_driver",
    driver_id: driverId,
    email,
  });
}

/** Gives a driver a login to the driver app; the card then shows it as linked. */
export function useInviteDriver() {
  const refresh = useRefreshDrivers();
  return useMutation({
    mutationFn: inviteDriver,
    meta: { errorTitle: "Invitation Failed" },
    onSuccess: (_data, { email }) => {
      notify(
        "Invitation Sent",
        `The invitation to the driver app is on its way to ${email}.`,
      );
      return refresh();
    },
  });
}
