import { paths } from "@/config/paths";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { Button } from "@/components/ui/button";

/** The error page: whatever crashed, the visitor gets a way back. */
export function RouteError({ error }: { error: unknown }) {
  const detail =
    import.meta.env.DEV && error instanceof Error ? error.message : null;
  useDocumentTitle("Unexpected Error");

  return (
    <main className="grid min-h-dvh place-items-center px-6 py-16">
      <div className="max-w-lg text-center">
        <p className="text-eyebrow font-semibold text-primary uppercase">
          Something went wrong
        </p>
        <h1 className="mt-4 text-title">Unexpected Application Error!</h1>
        <p className="mt-5 text-lg text-muted-foreground">
          We are sorry — this page could not be displayed. Please try again, or
          head back to the home page.
        </p>
        {detail ? (
          <pre className="mt-6 overflow-x-auto rounded-lg border border-border bg-card p-4 text-left text-xs text-muted-foreground">
            {detail}
          </pre>
        ) : null}
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button onClick={() => window.location.reload()}>Try again</Button>
          <Button asChild variant="outline">
            {/* A full page load, so a broken client state is left behind. */}
            <a href={paths.home.href()}>Back to home</a>
          </Button>
        </div>
      </div>
    </main>
  );
}
