import { describe, expect, it } from "vitest";

import { anonClient } from "../support.ts";
import { rest } from "./rest-helpers.ts";

const db = anonClient();

// As PostgREST's findRel: the target may name a foreign key column of the parent (many-to-one).
describe("REST embedding with a foreign key column as target", () => {
  it("embeds through author_id and editor_id where the table name is ambiguous", async () => {
    const { data, error } = await db
      .from("emb_books")
      .select(
        "title, author:author_id(first_name), editor:editor_id(first_name)",
      )
      .in("id", [1, 2])
      .order("id");
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        title: "Things Fall Apart",
        author: { first_name: "Chinua" },
        editor: { first_name: "Wole" },
      },
      { title: "Arrow of God", author: { first_name: "Chinua" }, editor: null },
    ]);
  });

  it("answers the table name with 300 PGRST201, listing both foreign keys", async () => {
    const { data, error, status } = await db
      .from("emb_books")
      .select("title, emb_authors(first_name)");
    expect(data).toBeNull();
    expect(status).toBe(300);
    expect(error).toEqual({
      code: "PGRST201",
      details: [
        {
          cardinality: "many-to-one",
          embedding: "emb_books with emb_authors",
          relationship:
            "emb_books_author_fkey using emb_books(author_id) and emb_authors(id)",
        },
        {
          cardinality: "many-to-one",
          embedding: "emb_books with emb_authors",
          relationship:
            "emb_books_editor_fkey using emb_books(editor_id) and emb_authors(id)",
        },
      ],
      hint: "Try changing 'emb_authors' to one of the following: 'emb_authors!emb_books_author_fkey', 'emb_authors!emb_books_editor_fkey'. Find the desired relationship in the 'details' key.",
      message:
        "Could not embed because more than one relationship was found for 'emb_books' and 'emb_authors'",
    });
  });

  it("takes the constraint name as target too", async () => {
    const { data } = await db
      .from("emb_books")
      .select("id, emb_books_editor_fkey(last_name)")
      .eq("id", 3);
    expect(data).toEqual([
      { id: 3, emb_books_editor_fkey: { last_name: "Achebe" } },
    ]);
  });
});

// As PostgREST does for a foreign key to its own table: the table name embeds the children
// (one-to-many), the column name the parent (many-to-one), and a hint names the children's column.
describe("REST embedding a self-referencing table", () => {
  it("embeds the parent through the column and the children through the table", async () => {
    const { data, error } = await db
      .from("emb_categories")
      .select("name, parent:parent_id(name), children:emb_categories(name)")
      .order("id")
      .order("id", { referencedTable: "children" });
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        name: "Vehicles",
        parent: null,
        children: [{ name: "Sedans" }, { name: "SUVs" }],
      },
      { name: "Sedans", parent: { name: "Vehicles" }, children: [] },
      {
        name: "SUVs",
        parent: { name: "Vehicles" },
        children: [{ name: "Compact SUVs" }],
      },
      { name: "Compact SUVs", parent: { name: "SUVs" }, children: [] },
    ]);
  });

  it("embeds the children with the column as hint, nested to any depth", async () => {
    const { data, error } = await db
      .from("emb_categories")
      .select(
        "name, subs:emb_categories!parent_id(name, subs:emb_categories!parent_id(name))",
      )
      .eq("id", 1)
      .order("id", { referencedTable: "subs" })
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({
      name: "Vehicles",
      subs: [
        { name: "Sedans", subs: [] },
        { name: "SUVs", subs: [{ name: "Compact SUVs" }] },
      ],
    });
  });

  it("answers a constraint hint on a self reference with 400 PGRST200, as PostgREST does", async () => {
    const res = await rest(
      "emb_categories?select=name,emb_categories!emb_categories_parent_fkey(name)",
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: "PGRST200",
      details:
        "Searched for a foreign key relationship between 'emb_categories' and 'emb_categories' using the hint 'emb_categories_parent_fkey' in the schema 'public', but no matches were found.",
      hint: null,
      message:
        "Could not find a relationship between 'emb_categories' and 'emb_categories' in the schema cache",
    });
  });

  it("filters parents by a to-one self embed", async () => {
    const { data } = await db
      .from("emb_categories")
      .select("name, parent:parent_id!inner(name)")
      .eq("parent.name", "SUVs");
    expect(data).toEqual([{ name: "Compact SUVs", parent: { name: "SUVs" } }]);
  });
});

// As PostgREST does: a view takes part in the foreign keys of the base columns it shows.
describe("REST embedding through views", () => {
  it("embeds a table from a view (many-to-one)", async () => {
    const { data, error } = await db
      .from("emb_book_list")
      .select("title, emb_authors(first_name)")
      .eq("book_id", 3);
    expect(error).toBeNull();
    expect(data).toEqual([
      { title: "The Interpreters", emb_authors: { first_name: "Wole" } },
    ]);
  });

  it("embeds a view from a table, with a hint where the table has two foreign keys", async () => {
    const { data } = await db
      .from("emb_books")
      .select(
        "title, writer:emb_author_names!author_id(name), editor:emb_author_names!editor_id(name)",
      )
      .eq("id", 5);
    expect(data).toEqual([
      {
        title: "Anthills of the Savannah",
        writer: { name: "Chinua Achebe" },
        editor: { name: "Buchi Emecheta" },
      },
    ]);
    const ambiguous = await db
      .from("emb_books")
      .select("title, emb_author_names(name)");
    expect(ambiguous.status).toBe(300);
    expect(ambiguous.error?.code).toBe("PGRST201");
  });

  it("embeds a view from a view, both ways", async () => {
    const { data, error } = await db
      .from("emb_author_names")
      .select("name, emb_book_list(title, emb_author_names(name))")
      .eq("id", 2)
      .order("title", { referencedTable: "emb_book_list" });
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        name: "Wole Soyinka",
        emb_book_list: [
          { title: "Ake", emb_author_names: { name: "Wole Soyinka" } },
          {
            title: "The Interpreters",
            emb_author_names: { name: "Wole Soyinka" },
          },
        ],
      },
    ]);
  });

  it("follows a chain of views down to the table's foreign key", async () => {
    const { data, error } = await db
      .from("emb_long_books")
      .select("title, emb_authors(last_name)")
      .order("book_id");
    expect(error).toBeNull();
    expect(data).toEqual([
      { title: "Arrow of God", emb_authors: { last_name: "Achebe" } },
      { title: "The Interpreters", emb_authors: { last_name: "Soyinka" } },
      { title: "Ake", emb_authors: { last_name: "Soyinka" } },
    ]);
  });

  it("embeds a table's rows in a view (one-to-many) and needs the join columns in the view", async () => {
    const { data } = await db
      .from("emb_author_names")
      .select("name, emb_books!author_id(title)")
      .eq("id", 3);
    expect(data).toEqual([{ name: "Buchi Emecheta", emb_books: [] }]);
    // The view shows no editor column, so it has no relationship through that foreign key.
    const res = await rest(
      "emb_book_list?select=title,emb_authors!editor_id(first_name)",
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "PGRST200" });
  });
});

describe("REST embedding many-to-many through a junction view", () => {
  it("embeds through the view named as hint, as PostgREST gives a view its base table's primary key", async () => {
    const { data, error } = await db
      .from("emb_books")
      .select("title, emb_tags!emb_book_tag_links(label)")
      .eq("id", 4)
      .order("id", { referencedTable: "emb_tags" });
    expect(error).toBeNull();
    expect(data).toEqual([
      { title: "Ake", emb_tags: [{ label: "classic" }, { label: "memoir" }] },
    ]);
  });

  it("answers 300 PGRST201 between the junction table and its view without a hint", async () => {
    const { error, status } = await db
      .from("emb_tags")
      .select("label, emb_books(title)");
    expect(status).toBe(300);
    expect(error).toEqual({
      code: "PGRST201",
      details: [
        {
          cardinality: "many-to-many",
          embedding: "emb_tags with emb_books",
          relationship:
            "emb_book_tag_links using emb_book_tags_tag_id_fkey(tag_id) and emb_book_tags_book_id_fkey(book_id)",
        },
        {
          cardinality: "many-to-many",
          embedding: "emb_tags with emb_books",
          relationship:
            "emb_book_tags using emb_book_tags_tag_id_fkey(tag_id) and emb_book_tags_book_id_fkey(book_id)",
        },
      ],
      hint: "Try changing 'emb_books' to one of the following: 'emb_books!emb_book_tag_links', 'emb_books!emb_book_tags'. Find the desired relationship in the 'details' key.",
      message:
        "Could not embed because more than one relationship was found for 'emb_tags' and 'emb_books'",
    });
  });
});

describe("REST embedding a view over a table in an unexposed schema", () => {
  it("keeps the base table's foreign key, both ways", async () => {
    const { data, error } = await db
      .from("emb_books")
      .select("title, emb_reviews(stars)")
      .eq("id", 4)
      .order("id", { referencedTable: "emb_reviews" });
    expect(error).toBeNull();
    expect(data).toEqual([
      { title: "Ake", emb_reviews: [{ stars: 5 }, { stars: 4 }] },
    ]);
    const back = await db
      .from("emb_reviews")
      .select("id, emb_books(title)")
      .eq("id", 3);
    expect(back.data).toEqual([
      { id: 3, emb_books: { title: "Things Fall Apart" } },
    ]);
  });
});

// As PostgREST's computed relationships: `f(parent) returns setof target` embeds as to-many,
// and as to-one when it is declared `rows 1` (or is not set-returning).
describe("REST embedding computed relationships", () => {
  it("embeds a to-one function as an object, null without a row", async () => {
    const { data, error } = await db
      .from("emb_authors")
      .select("id, longest:emb_longest_book(title, pages)")
      .order("id");
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 1, longest: { title: "Arrow of God", pages: 287 } },
      { id: 2, longest: { title: "Ake", pages: 320 } },
      { id: 3, longest: null },
    ]);
  });

  it("embeds a to-many function as an array, with filters, order and nested embeds", async () => {
    const { data, error } = await db
      .from("emb_authors")
      .select("id, emb_written(title, editor:editor_id(first_name))")
      .in("id", [1, 3])
      .lt("emb_written.pages", 250)
      .order("id")
      .order("pages", { referencedTable: "emb_written" });
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        id: 1,
        emb_written: [
          { title: "Things Fall Apart", editor: { first_name: "Wole" } },
          {
            title: "Anthills of the Savannah",
            editor: { first_name: "Buchi" },
          },
        ],
      },
      { id: 3, emb_written: [] },
    ]);
  });

  it("serves a self-referencing relationship through a function", async () => {
    const { data } = await db
      .from("emb_categories")
      .select("name, emb_parent(name)")
      .eq("id", 4);
    expect(data).toEqual([
      { name: "Compact SUVs", emb_parent: { name: "SUVs" } },
    ]);
  });

  it("orders by a to-one function and spreads it; refuses a related order on a to-many one", async () => {
    const ordered = await rest(
      "emb_authors?select=id,longest:emb_longest_book(pages)&order=longest(pages).desc.nullslast",
    );
    expect(await ordered.json()).toEqual([
      { id: 2, longest: { pages: 320 } },
      { id: 1, longest: { pages: 287 } },
      { id: 3, longest: null },
    ]);
    const spread = await db
      .from("emb_authors")
      .select("id, ...emb_longest_book(title)")
      .eq("id", 2);
    expect(spread.data).toEqual([{ id: 2, title: "Ake" }]);
    const refused = await rest(
      "emb_authors?select=id,emb_written(pages)&order=emb_written(pages)",
    );
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      code: "PGRST118",
      details:
        "'emb_authors' and 'emb_written' do not form a many-to-one or one-to-one relationship",
      hint: null,
      message: "A related order on 'emb_written' is not possible",
    });
  });

  it("embeds from a function's table rows, by foreign key and by function", async () => {
    const { data, error } = await db
      .rpc("emb_authors_from", { min_id: 2 })
      .select("id, longest:emb_longest_book(title), emb_books!author_id(count)")
      .order("id");
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 2, longest: { title: "Ake" }, emb_books: [{ count: 2 }] },
      { id: 3, longest: null, emb_books: [{ count: 0 }] },
    ]);
  });

  it("filters parents by whether a to-many function yields rows", async () => {
    const { data } = await db
      .from("emb_authors")
      .select("id, emb_written!inner(id)")
      .eq("emb_written.pages", 320);
    expect(data).toEqual([{ id: 2, emb_written: [{ id: 4 }] }]);
  });
});
