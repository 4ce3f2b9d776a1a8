import { paths } from "@/config/paths";

import type { AppRole } from "./session";

const ROLE_HOME: Record<AppRole, string> = {
  admin: paths.admin.dashboard.href(),
  owner: paths.ownerPortal.href(),
  driver: paths.driver.href(),
  customer: paths.home.href(),
};

export function homeForRole(role: AppRole): string {
  return ROLE_HOME[role];
}

/** Only a path on this site: no scheme, no protocol-relative `//host`, no backslash tricks. */
export function safeRedirectPath(value: string | null | undefined) {
  if (!value || !value.startsWith("/") || /^\/[/\\]/.test(value)) return null;
  const hasControlOrBackslash = [...value].some(
    (char) => char === "\\" || char.charCodeAt(0) < 0x20,
  );
  return hasControlOrBackslash ? null : value;
}

function mayVisit(role: AppRole, path: string): boolean {
  const under = (root: string) => path === root || path.startsWith(`${root}/`);
  if (under(paths.admin.root.href())) return role === "admin";
  if (under(paths.ownerPortal.href())) return role === "owner";
  if (under(paths.driver.href())) return role === "driver";
  // The sign-in and e-mail link pages are never where anyone means to end up.
  return !under(paths.auth.path) && !path.startsWith(`${paths.auth.path}?`);
}

/**
 * Where a successful login (or an e-mailed link) lands: the requested page when the role may see
 * it, else the role's home. The home page itself is no request: it is where every link points by
 * default, and an admin asking for "/" still means the back office.
 */
export function destinationAfterLogin(
  role: AppRole,
  redirectTo?: string | null,
): string {
  const requested = safeRedirectPath(redirectTo);
  return requested && requested !== paths.home.path && mayVisit(role, requested)
    ? requested
    : homeForRole(role);
}

/** An e-mail link's `redirect_to` (an absolute URL) as a path, when it points at this site. */
export function pathOnThisSite(
  value: string | null | undefined,
  origin: string = window.location.origin,
): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  return url.origin === origin
    ? safeRedirectPath(`${url.pathname}${url.search}${url.hash}`)
    : null;
}
