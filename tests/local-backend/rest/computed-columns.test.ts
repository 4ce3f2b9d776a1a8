import { describe, expect, it } from "vitest";

import { anonClient } from "../support.ts";
import { rest } from "./rest-helpers.ts";

// As PostgREST does: a function taking a table's row type is a computed field of that table,
// selectable, filterable and orderable like a column, but never part of `*`.
describe("REST computed columns", () => {
  const db = anonClient();

  it("selects a computed column by name and alias, but not through *", async () => {
    const { data, error } = await db
      .from("emb_authors")
      .select("id, full_name:emb_full_name, emb_full_name")
      .order("id");
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 1, full_name: "Chinua Achebe", emb_full_name: "Chinua Achebe" },
      { id: 2, full_name: "Wole Soyinka", emb_full_name: "Wole Soyinka" },
      { id: 3, full_name: "Buchi Emecheta", emb_full_name: "Buchi Emecheta" },
    ]);
    const star = await db.from("emb_authors").select("*").eq("id", 1);
    expect(star.data).toEqual([
      { id: 1, first_name: "Chinua", last_name: "Achebe" },
    ]);
  });

  it("filters on a computed column, also inside or=()", async () => {
    const eq = await db
      .from("emb_authors")
      .select("id")
      .eq("emb_full_name", "Wole Soyinka");
    expect(eq.data).toEqual([{ id: 2 }]);
    const pattern = await db
      .from("emb_authors")
      .select("id")
      .or("emb_full_name.ilike.*achebe*,emb_full_name.like.Buchi*")
      .order("id");
    expect(pattern.data).toEqual([{ id: 1 }, { id: 3 }]);
  });

  it("orders by a computed column", async () => {
    const { data } = await db
      .from("emb_authors")
      .select("id")
      .order("emb_full_name", { ascending: false });
    expect(data).toEqual([{ id: 2 }, { id: 1 }, { id: 3 }]);
  });

  it("casts a computed column like any column", async () => {
    const res = await rest("emb_books?select=id,emb_page_band::text&id=eq.4");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([{ id: 4, emb_page_band: "long" }]);
  });

  it("selects, filters and orders computed columns of embedded resources", async () => {
    const { data, error } = await db
      .from("emb_books")
      .select("title, author:author_id!inner(emb_full_name)")
      .eq("author.emb_full_name", "Chinua Achebe")
      .order("title");
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        title: "Anthills of the Savannah",
        author: { emb_full_name: "Chinua Achebe" },
      },
      { title: "Arrow of God", author: { emb_full_name: "Chinua Achebe" } },
      {
        title: "Things Fall Apart",
        author: { emb_full_name: "Chinua Achebe" },
      },
    ]);
    const related = await rest(
      "emb_books?select=id,editor:editor_id(emb_full_name)&editor_id=not.is.null&order=editor(emb_full_name).desc",
    );
    expect(await related.json()).toEqual([
      { id: 1, editor: { emb_full_name: "Wole Soyinka" } },
      { id: 3, editor: { emb_full_name: "Chinua Achebe" } },
      { id: 5, editor: { emb_full_name: "Buchi Emecheta" } },
    ]);
  });

  it("keeps working on a page of rows with embeds (offset and limit)", async () => {
    const { data, error } = await db
      .from("emb_authors")
      .select("emb_full_name, books:emb_books!author_id(title)")
      .order("emb_full_name")
      .order("id", { referencedTable: "books" })
      .range(1, 1);
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        emb_full_name: "Chinua Achebe",
        books: [
          { title: "Things Fall Apart" },
          { title: "Arrow of God" },
          { title: "Anthills of the Savannah" },
        ],
      },
    ]);
  });

  it("returns computed columns from inserts, updates and deletes", async () => {
    const inserted = await db
      .from("emb_drafts")
      .insert({ id: 1, first_name: "Flora", last_name: "Nwapa" })
      .select("id, emb_draft_name");
    expect(inserted.error).toBeNull();
    expect(inserted.data).toEqual([{ id: 1, emb_draft_name: "NWAPA, Flora" }]);
    const updated = await db
      .from("emb_drafts")
      .update({ first_name: "Florence" })
      .eq("emb_draft_name", "NWAPA, Flora")
      .select("emb_draft_name");
    expect(updated.data).toEqual([{ emb_draft_name: "NWAPA, Florence" }]);
    const deleted = await db
      .from("emb_drafts")
      .delete()
      .eq("id", 1)
      .select("emb_draft_name");
    expect(deleted.data).toEqual([{ emb_draft_name: "NWAPA, Florence" }]);
  });

  it("selects, filters and orders computed columns of a function's table rows", async () => {
    const { data, error } = await db
      .rpc("emb_authors_from", { min_id: 2 })
      .select("id, emb_full_name")
      .neq("emb_full_name", "nobody")
      .order("emb_full_name");
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 3, emb_full_name: "Buchi Emecheta" },
      { id: 2, emb_full_name: "Wole Soyinka" },
    ]);
  });

  it("answers an unknown column or computed column with 400 42703", async () => {
    const { error, status } = await db
      .from("emb_authors")
      .select("id")
      .eq("emb_no_such_field", "x");
    expect(status).toBe(400);
    expect(error).toMatchObject({
      code: "42703",
      message: "column emb_authors.emb_no_such_field does not exist",
    });
  });
});
