/** The whole-screen "Loading" a gate shows while it reads what decides the page. */
export function LoadingScreen() {
  return (
    <div
      role="status"
      className="grid min-h-dvh place-items-center text-muted-foreground"
    >
      Loading
    </div>
  );
}
