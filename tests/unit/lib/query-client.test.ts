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

describe("createQueryClient, for screens whose toast is the only sign of a failure", () => {
  afterEach(() => dismissToast());

  /** Every toast raised while `run` goes, in order. */
  async function toastsDuring(run: () => Promise<unknown>) {
    const seen = new Map<string, { title: string; description?: string }>();
    const stop = toastStore.subscribe(() => {
      for (const toast of toastStore.getSnapshot())
        if (toast.open && !seen.has(toast.id)) seen.set(toast.id, toast);
    });
    try {
      await run();
    } finally {
      stop();
    }
    return [...seen.values()].map(({ title, description }) => ({
      title,
      description,
    }));
  }

  const stats = {
    queryKey: ["stats"],
    queryFn: () => Promise.reject(failure),
    retry: false,
    meta: {
      errorTitle: "Error fetching dashboard stats",
      toastFirstLoad: true,
      errorDetail: false,
    },
  };

  it("toasts a failed first load once, with the spec's title alone", async () => {
    const client = createQueryClient();
    const toasts = await toastsDuring(() =>
      expect(client.fetchQuery(stats)).rejects.toBe(failure),
    );
    expect(toasts).toEqual([
      { title: "Error fetching dashboard stats", description: undefined },
    ]);
  });

  it("toasts once per failed fetch, after the query's retries", async () => {
    const client = createQueryClient();
    let calls = 0;
    const toasts = await toastsDuring(() =>
      expect(
        client.fetchQuery({
          ...stats,
          queryFn: () => {
            calls += 1;
            return Promise.reject(failure);
          },
          retry: 2,
          retryDelay: 0,
        }),
      ).rejects.toBe(failure),
    );
    expect(calls).toBe(3);
    expect(toasts).toHaveLength(1);
  });

  it("keeps the server's reason unless the query asks for the title alone", async () => {
    const client = createQueryClient();
    const toasts = await toastsDuring(() =>
      expect(
        client.fetchQuery({
          ...stats,
          queryKey: ["reports"],
          meta: { errorTitle: "Error fetching reports", toastFirstLoad: true },
        }),
      ).rejects.toBe(failure),
    );
    expect(toasts).toEqual([
      {
        title: "Error fetching reports",
        description: "You do not have permission to do that.",
      },
    ]);
  });

  it("toasts a failed background refresh as before, and never when the query opts out", async () => {
    const client = createQueryClient();
    client.setQueryData(["stats"], { activeCars: 12 });
    const background = await toastsDuring(() =>
      expect(client.fetchQuery({ ...stats, staleTime: 0 })).rejects.toBe(
        failure,
      ),
    );
    expect(background).toEqual([
      { title: "Error fetching dashboard stats", description: undefined },
    ]);
    // Without the option, a first load still fails quietly (the screen says so in place).
    const quietFirstLoad = await toastsDuring(() =>
      expect(
        client.fetchQuery({
          ...stats,
          queryKey: ["fleet"],
          meta: { errorTitle: "Error fetching fleet" },
        }),
      ).rejects.toBe(failure),
    );
    expect(quietFirstLoad).toEqual([]);
    const optedOut = await toastsDuring(() =>
      expect(
        client.fetchQuery({
          ...stats,
          queryKey: ["sources"],
          meta: { toast: false, toastFirstLoad: true },
        }),
      ).rejects.toBe(failure),
    );
    expect(optedOut).toEqual([]);
  });
});
