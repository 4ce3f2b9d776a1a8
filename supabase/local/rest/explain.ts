import { baseHeaders, inTransaction, type RestRequest } from "./request.ts";

/**
 * The `application/vnd.pgrst.plan` answer: the request's own statement under EXPLAIN, with the
 * format and options the media type names (as PostgREST's explainF does). Text plans are their
 * lines joined by newlines; JSON plans are EXPLAIN's JSON array. `analyze` runs the statement.
 */
export async function explainResponse(
  req: RestRequest,
  statement: string,
  values: unknown[],
  readOnly: boolean,
): Promise<Response> {
  const plan = req.media.plan;
  if (!plan) throw new Error("explainResponse needs the plan media type");
  const options = [`format ${plan.format}`, ...plan.options].join(", ");
  const rows = await inTransaction(
    req,
    readOnly,
    async (tx) =>
      (
        await tx.query<Record<string, unknown>>(
          `explain (${options}) ${statement}`,
          values,
        )
      ).rows,
  );
  const cells = rows.map((row) => Object.values(row)[0]);
  const body =
    plan.format === "json"
      ? JSON.stringify(
          typeof cells[0] === "string" ? JSON.parse(cells[0]) : cells[0],
        )
      : cells.map(String).join("\n");
  return new Response(body, {
    status: 200,
    headers: baseHeaders(req, req.media.contentType),
  });
}
