import { readFile } from "node:fs/promises";
import { createTailwindMerge, twMerge } from "tailwind-merge";
import { beforeAll, describe, expect, it } from "vitest";

import {
  generateClassMergeConfig,
  scanCandidates,
  TARGET,
} from "../../../scripts/class-merge-config.ts";
import { classMergeConfig } from "../../../src/lib/class-merge-config.ts";

// What `cn` in src/lib/utils.ts merges with.
const merge = createTailwindMerge(() => classMergeConfig);

// Real inputs of `cn` in the app, where a later class has to win over an earlier one.
const BUTTON_BASE =
  "inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-full text-sm font-medium tracking-wide whitespace-nowrap transition-[color,background-color,border-color,box-shadow,transform] duration-200 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/30 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4";
const APP_INPUTS: { name: string; input: string; merged: string }[] = [
  {
    name: "Button size sm: its own text size replaces the base one",
    input: `${BUTTON_BASE} bg-primary text-primary-foreground h-9 px-4 text-[0.8125rem] has-[>svg]:px-3`,
    merged: `${BUTTON_BASE.replace(" text-sm", "")} bg-primary text-primary-foreground h-9 px-4 text-[0.8125rem] has-[>svg]:px-3`,
  },
  {
    name: 'Button size lg with className="w-full sm:w-auto"',
    input: `${BUTTON_BASE} bg-primary text-primary-foreground h-12 px-7 text-base has-[>svg]:px-6 w-full sm:w-auto`,
    merged: `${BUTTON_BASE.replace(" text-sm", "")} bg-primary text-primary-foreground h-12 px-7 text-base has-[>svg]:px-6 w-full sm:w-auto`,
  },
  {
    name: "Button variant link: rounded-sm over rounded-full",
    input: `${BUTTON_BASE} rounded-sm text-primary underline-offset-4 hover:underline h-10 px-5 has-[>svg]:px-4`,
    merged: `${BUTTON_BASE.replace(" rounded-full", "")} rounded-sm text-primary underline-offset-4 hover:underline h-10 px-5 has-[>svg]:px-4`,
  },
  {
    name: 'icon Button with className="lg:hidden"',
    input: `${BUTTON_BASE} text-foreground hover:bg-accent size-10 lg:hidden`,
    merged: `${BUTTON_BASE} text-foreground hover:bg-accent size-10 lg:hidden`,
  },
  {
    name: 'outline Button with className="border-dashed"',
    input: "border border-primary/50 bg-transparent h-9 px-4 border-dashed",
    merged: "border border-primary/50 bg-transparent h-9 px-4 border-dashed",
  },
  {
    name: 'HeaderActions with className="hidden lg:flex"',
    input: "flex items-center gap-3 hidden lg:flex",
    merged: "items-center gap-3 hidden lg:flex",
  },
  {
    name: 'Skeleton with className="h-11 w-full"',
    input: "animate-pulse rounded-md bg-muted h-11 w-full",
    merged: "animate-pulse rounded-md bg-muted h-11 w-full",
  },
  {
    name: "a round Skeleton",
    input: "animate-pulse rounded-md bg-muted size-10 rounded-full",
    merged: "animate-pulse bg-muted size-10 rounded-full",
  },
  {
    name: "the site header with the menu open: a border colour over the transparent one",
    input:
      "fixed inset-x-0 top-0 z-50 border-b border-transparent transition-[background-color,border-color,box-shadow] duration-300 border-border bg-background",
    merged:
      "fixed inset-x-0 top-0 z-50 border-b transition-[background-color,border-color,box-shadow] duration-300 border-border bg-background",
  },
  {
    name: "an input given a smaller height, padding and text size",
    input:
      "flex h-11 w-full min-w-0 rounded-lg border border-input px-3.5 py-2 text-base md:text-sm h-9 px-2 text-sm",
    merged:
      "flex w-full min-w-0 rounded-lg border border-input py-2 md:text-sm h-9 px-2 text-sm",
  },
  { name: "padding shorthands", input: "p-4 px-2 py-6 p-3", merged: "p-3" },
  {
    name: "padding sides after a shorthand",
    input: "px-4 pl-2 size-4 w-6",
    merged: "px-4 pl-2 size-4 w-6",
  },
  {
    name: "size over width and height",
    input: "w-6 h-6 size-4",
    merged: "size-4",
  },
  {
    name: "font size over leading",
    input: "leading-tight text-sm",
    merged: "text-sm",
  },
  {
    name: "leading after a font size with its own line height",
    input: "text-sm/6 leading-none",
    merged: "text-sm/6 leading-none",
  },
  {
    name: "border widths",
    input: "border-l border-l-2 border-b last:border-b-0",
    merged: "border-l-2 border-b last:border-b-0",
  },
];

describe("the class merger's config", () => {
  it("is current: generating it again gives the committed module (npm run css:merge-config)", async () => {
    expect(await readFile(TARGET, "utf8")).toBe(
      await generateClassMergeConfig(),
    );
  }, 30_000);

  describe("merges like tailwind-merge's full config", () => {
    let candidates: string[] = [];
    beforeAll(async () => {
      candidates = await scanCandidates();
    });

    it("each class Tailwind finds in the app, alone and with itself", () => {
      expect(candidates.length).toBeGreaterThan(500);
      const differing = candidates.filter(
        (c) =>
          merge(c) !== twMerge(c) ||
          merge(`${c} ${c}`) !== twMerge(`${c} ${c}`),
      );
      expect(differing).toEqual([]);
    });

    // A candidate neither merger treats as a class only passes through: the test above shows
    // both agree on which candidates those are, so pairs of the others are all that can differ.
    it("every ordered pair of those classes", () => {
      const classes = candidates.filter((c) => twMerge(`${c} ${c}`) === c);
      expect(classes).toEqual(
        expect.arrayContaining(["hidden", "lg:flex", "text-sm", "text-base"]),
      );
      const differing: string[] = [];
      for (const a of classes)
        for (const b of classes) {
          const input = `${a} ${b}`;
          if (merge(input) !== twMerge(input)) differing.push(input);
        }
      expect(differing).toEqual([]);
    }, 60_000);

    it.each(APP_INPUTS)("$name", ({ input, merged }) => {
      expect(twMerge(input)).toBe(merged);
      expect(merge(input)).toBe(merged);
    });
  });
});
