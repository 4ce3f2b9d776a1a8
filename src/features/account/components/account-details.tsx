import { useQuery } from "@tanstack/react-query";

import { Skeleton } from "@/components/ui/skeleton";

import { accountQueries } from "../api/queries";

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="break-words text-foreground">{value}</dd>
    </div>
  );
}

/** Who is signed in: name and phone from the profile, e-mail from the session. */
export function AccountDetails({
  userId,
  email,
}: {
  userId: string;
  email: string;
}) {
  const profile = useQuery(accountQueries.profile(userId));
  if (profile.isPending)
    return <Skeleton className="h-24 w-full" aria-label="Loading" />;
  const name = profile.data?.full_name.trim() || "Not given";
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      <Detail label="Name" value={profile.isError ? "Not available" : name} />
      <Detail label="E-mail" value={email} />
      {profile.data?.phone ? (
        <Detail label="Phone" value={profile.data.phone} />
      ) : null}
    </dl>
  );
}
