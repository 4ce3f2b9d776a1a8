import type { FieldValues, Resolver } from "react-hook-form";

/**
 * A resolver whose code (the schema and zod) is downloaded on the first check rather than with the
 * form; `preload` starts that download earlier, once the customer starts filling the form in, so
 * the first submit does not wait for it.
 */
export function deferredResolver<
  Values extends FieldValues,
  Context,
  Output extends FieldValues,
>(load: () => Promise<Resolver<Values, Context, Output>>) {
  let loading: Promise<Resolver<Values, Context, Output>> | undefined;
  function preload() {
    loading ??= load().catch((error: unknown) => {
      // A failed download (a network blip) is tried again on the next check.
      loading = undefined;
      throw error;
    });
    return loading;
  }
  const resolver: Resolver<Values, Context, Output> = async (
    values,
    context,
    options,
  ) => (await preload())(values, context, options);
  return { resolver, preload };
}
