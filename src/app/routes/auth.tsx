import { useSearchParams } from "react-router-dom";

import { searchParams as contracts } from "@/config/search-params";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { AuthTabs } from "@/features/auth/components/auth-tabs";
import { safeRedirectPath } from "@/features/auth/redirect";

export function Component() {
  useDocumentTitle("Login or Sign Up");
  const [params] = useSearchParams();
  const { redirectTo, tab } = contracts.auth.parse(params);

  return (
    <section
      aria-labelledby="auth-title"
      className="relative isolate overflow-hidden pt-28 pb-20 md:pt-36 md:pb-28"
    >
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-96 gold-glow"
      />
      <div className="container-page grid max-w-xl justify-items-center gap-8">
        <header className="text-center">
          <p className="mb-3 text-eyebrow font-semibold text-primary uppercase">
            Your account
          </p>
          <h1 id="auth-title" className="text-title text-foreground">
            Welcome to EkoLuxe
          </h1>
          <p className="mt-4 text-pretty text-muted-foreground">
            Log in to manage your rides and reports, or create an account to
            book faster.
          </p>
        </header>
        <div className="w-full max-w-md">
          <AuthTabs
            defaultTab={tab}
            redirectTo={safeRedirectPath(redirectTo)}
          />
        </div>
      </div>
    </section>
  );
}
