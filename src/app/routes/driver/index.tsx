import { useDocumentTitle } from "@/hooks/use-document-title";

export function Component() {
  useDocumentTitle("Your trips");
  return (
    <main id="main" className="mx-auto max-w-md px-4 py-8">
      <h1 className="text-2xl text-foreground">Your trips</h1>
    </main>
  );
}
