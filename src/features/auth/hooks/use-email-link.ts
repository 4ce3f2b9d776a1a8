import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";

import { searchParams } from "@/config/search-params";
import { notify } from "@/lib/toast";

import { useVerifyEmailLink } from "../api/account-mutations";

const contract = searchParams.authConfirm;

/** The link's token, its kind and where it leads; a blank or unreadable part is null. */
function readEmailLink(params: URLSearchParams) {
  const { token_hash, type, redirect_to } = contract.parse(params);
  return { tokenHash: token_hash, type, redirectTo: redirect_to };
}

/**
 * Reads the link an auth e-mail opened, takes its token out of the address bar at once (it works
 * once; history, screenshots and shared screens should not keep it) and verifies it. What stays in
 * the address bar (`type`, `redirect_to`) lets a reload find the same step again.
 */
export function useEmailLink() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [link] = useState(() => readEmailLink(params));
  const verify = useVerifyEmailLink();
  const { mutate } = verify;
  const started = useRef(false);

  const check = useCallback(() => {
    if (!link.tokenHash || !link.type) return;
    const type = link.type;
    mutate(
      { tokenHash: link.tokenHash, type },
      {
        onSuccess: ({ session }) => {
          if (!session || session.needsCode) return;
          if (type === "signup")
            notify(
              "Email confirmed",
              "Your account is ready. You are now signed in.",
            );
          if (type === "magiclink")
            notify("Login Successful", "Welcome back to EkoLuxe.");
        },
      },
    );
  }, [link, mutate]);

  useEffect(() => {
    // Once per page: the development build mounts twice, and the token cannot be spent twice.
    if (started.current || !link.tokenHash) return;
    started.current = true;
    const rest = contract.update(params, { token_hash: null });
    void navigate({ search: `?${rest.toString()}` }, { replace: true });
    check();
  }, [check, link, navigate, params]);

  return { link, verify, retry: check };
}
