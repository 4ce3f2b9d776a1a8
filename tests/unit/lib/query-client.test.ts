import { afterEach, describe, expect, it } from "vitest";

import { createQueryClient } from "@/lib/query-client";
import { dismissToast, toastStore } from "@/lib/toast";

const failure = { code: "42501", message: "permission denied" };

function latestToast() {
  return toastStore.getSnapshot()[0];
}

describe("createQueryClient", () => {
  afterEach(() => dismissToast());

  it("toasts a failed mutation under its spec title", async () => {
    const client = createQueryClient();
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(failure),
      meta: { errorTitle: "Booking Failed" },
    });
    await expect(mutation.execute(undefined)).rejects.toBe(failure);
    expect(latestToast()).toMatchObject({
      title: "Booking Failed",
      description: "You do not have permission to do that.",
      variant: "destructive",
    });
  });

  it("stays quiet when a mutation opts out", async () => {
    const client = createQueryClient();
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(failure),
      meta: { toast: false },
    });
    await expect(mutation.execute(undefined)).rejects.toBe(failure);
    expect(latestToast()?.open).not.toBe(true);
  });

  it("toasts a failed query only when data was already on screen", async () => {
    const client = createQueryClient();
    const options = {
      queryKey: ["probe"],
      queryFn: () => Promise.reject(failure),
      retry: false,
      meta: { errorTitle: "Error fetching fleet" },
    };
    await expect(client.fetchQuery(options)).rejects.toBe(failure);
    expect(latestToast()?.open).not.toBe(true);

    client.setQueryData(["probe"], ["cached row"]);
    await expect(client.fetchQuery({ ...options, staleTime: 0 })).rejects.toBe(
      failure,
    );
    expect(latestToast()).toMatchObject({
      title: "Error fetching fleet",
      open: true,
    });
  });
});
