import { notFoundPage } from "../../src/app/page-meta.ts";
import {
  inlineScriptHashes,
  styleAttributeHashes,
} from "../security-headers.ts";
import type { SmokeContext } from "./context.ts";
import {
  builtForOrigin,
  headerProblems,
  styleAttributeProblems,
} from "./headers.ts";
import {
  assetPaths,
  describe,
  entryScripts,
  expectedType,
  isShellHtml,
  prerenderedPagePaths,
  prerenderedProblem,
  SHELL_SAMPLE_PATH,
  shellPagePaths,
  UNKNOWN_PATH,
} from "./html.ts";
import { request, type Answer } from "./http.ts";
import { SmokeFailure, type Step } from "./report.ts";

/** Requests at once when fetching many files. */
const BATCH = 8;

async function inBatches<T, R>(
  items: readonly T[],
  run: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += BATCH)
    results.push(
      ...(await Promise.all(items.slice(start, start + BATCH).map(run))),
    );
  return results;
}

const HOST_HINT =
  "The host must serve dist/ as `npm run build` writes it: upload the folder as it is, so each " +
  "public page is its own file (/our-fleet is our-fleet.html), dist/_redirects answers the " +
  "personal addresses with app.html and status 200, and dist/404.html answers any other address " +
  "with status 404. Cloudflare Pages and Netlify do all three for an upload of dist/; a " +
  "single-page fallback rule of their own (such as `/* /index.html 200`) must not be added.";

/** `path`'s answer, or why it is not an HTML page answered with `status`. */
async function page(
  siteUrl: string,
  path: string,
  status: number,
): Promise<Answer | string> {
  const answer = await request(`${siteUrl}${path}`);
  const type = answer.headers.get("content-type") ?? "no content type";
  if (answer.status !== status)
    return `${path} answered ${answer.status} with ${describe(answer.text)}, expected ${status}.`;
  if (!type.startsWith("text/html"))
    return `${path} answered ${status} with ${type}, not HTML.`;
  return answer;
}

function pagesOf(context: SmokeContext): NonNullable<SmokeContext["pages"]> {
  if (!context.pages) throw new SmokeFailure("The site's pages were not read.");
  return context.pages;
}

export const pagesStep: Step<SmokeContext> = {
  name: "Public pages",
  async run(context) {
    const { siteUrl } = context.config;
    const problems: string[] = [];
    const prerendered = new Map<string, Answer>();
    const shell = new Map<string, Answer>();
    const prerenderedPaths = prerenderedPagePaths();
    const shellPaths = shellPagePaths();
    await inBatches(prerenderedPaths, async (path) => {
      const answer = await page(siteUrl, path, 200);
      if (typeof answer === "string") problems.push(answer);
      else {
        const problem = prerenderedProblem(answer.text, path);
        if (problem) problems.push(`${path} answered 200 with ${problem}.`);
        else prerendered.set(path, answer);
      }
    });
    await inBatches(shellPaths, async (path) => {
      const answer = await page(siteUrl, path, 200);
      if (typeof answer === "string") problems.push(answer);
      else if (!isShellHtml(answer.text))
        problems.push(
          `${path} answered 200 with ${describe(answer.text)}, not the app's shell (app.html).`,
        );
      else shell.set(path, answer);
    });
    const missing = await page(siteUrl, UNKNOWN_PATH, 404);
    if (typeof missing === "string") problems.push(missing);
    else if (prerenderedProblem(missing.text, notFoundPage.path))
      problems.push(
        `${UNKNOWN_PATH} answered 404 with ${describe(missing.text)}, not the site's 404 page (404.html).`,
      );
    if (problems.length > 0)
      throw new SmokeFailure([...problems.sort(), HOST_HINT].join("\n"));
    // In the order the build lists them, `/` first, whatever order the answers came in.
    context.pages = {
      prerendered: new Map(
        prerenderedPaths.map((path) => [path, prerendered.get(path)!]),
      ),
      shell: new Map(shellPaths.map((path) => [path, shell.get(path)!])),
    };
    return (
      `${prerenderedPaths.length} pages answer 200 with their pre-rendered HTML, ` +
      `${shellPaths.length} personal addresses with the app's shell, and ${UNKNOWN_PATH} 404 with the 404 page`
    );
  },
};

export const assetsStep: Step<SmokeContext> = {
  name: "Site files",
  needs: [pagesStep.name],
  async run(context) {
    const { config } = context;
    const { prerendered, shell } = pagesOf(context);
    // The same template underlies every page, but a page may name a file of its own.
    const files = [
      ...new Set(
        [...prerendered.values(), ...shell.values()].flatMap((answer) =>
          assetPaths(answer.text),
        ),
      ),
    ].sort();
    const home = prerendered.get("/")!.text;
    if (!/\be="assets\/[^"]+\.js"/.test(home))
      throw new SmokeFailure(
        'The home page\'s inline script names no entry script (e="assets/….js"): its code never loads.\n' +
          "The host must not rewrite the HTML (turn off minifiers and script optimisers such as Rocket Loader).",
      );
    let bytes = 0;
    const problems = await inBatches(files, async (file) => {
      const answer = await request(`${config.siteUrl}${file}`);
      const type = answer.headers.get("content-type") ?? "";
      bytes += answer.bytes;
      if (answer.status !== 200) return `${file} answered ${answer.status}.`;
      if (type.startsWith("text/html"))
        return `${file} answered HTML: the file is missing from the upload and the host sent a page instead.`;
      const want = expectedType(file);
      if (want && !want.test(type))
        return `${file} is served as "${type}"; browsers refuse it as ${file.endsWith(".css") ? "a stylesheet" : "a script"}.`;
      return null;
    });
    const failed = problems.filter((problem) => problem !== null);
    if (failed.length > 0)
      throw new SmokeFailure(
        [
          ...failed,
          "Upload all of dist/ from the same build as its pages (dist/assets/ included).",
        ].join("\n"),
      );
    return `the ${files.length} scripts, stylesheets and fonts the pages name load (${Math.round(bytes / 1024)} kB)`;
  },
};

export const headersStep: Step<SmokeContext> = {
  name: "Security headers",
  needs: [pagesStep.name],
  async run(context) {
    const { config } = context;
    const { prerendered, shell } = pagesOf(context);
    const checked: [string, Answer][] = [
      ["/", prerendered.get("/")!],
      [SHELL_SAMPLE_PATH, shell.get(SHELL_SAMPLE_PATH)!],
    ];
    const problems: string[] = [];
    for (const [path, answer] of checked)
      problems.push(
        ...headerProblems(answer.headers, config.supabaseUrl, {
          scripts: inlineScriptHashes(answer.text),
          styles: styleAttributeHashes(answer.text),
        }).map((problem) => `${path}: ${problem}.`),
      );
    // The one policy must allow the style attributes of every pre-rendered page (an accordion's
    // sizes on the FAQ), not only the home page's.
    for (const [path, answer] of prerendered)
      if (path !== "/")
        problems.push(
          ...styleAttributeProblems(
            answer.headers,
            styleAttributeHashes(answer.text),
          ).map((problem) => `${path}: ${problem}.`),
        );
    if (problems.length > 0)
      throw new SmokeFailure(
        [
          ...problems,
          "The host must send the headers `npm run build` writes to dist/_headers for this project " +
            "(Cloudflare Pages and Netlify read that file; upload dist/ as it is, from one build, and " +
            "turn off anything that rewrites the HTML, such as Rocket Loader).",
        ].join("\n"),
      );
    return (
      `dist/_headers is served on / and ${SHELL_SAMPLE_PATH}; the policy allows ${config.supabaseUrl} ` +
      `and the style attributes of all ${prerendered.size} pre-rendered pages`
    );
  },
};

export const bundleStep: Step<SmokeContext> = {
  name: "Site built for this project",
  needs: [pagesStep.name],
  async run(context) {
    const { config } = context;
    const shell = pagesOf(context).shell.get(SHELL_SAMPLE_PATH)!;
    const scripts = await Promise.all(
      entryScripts(shell.text).map(
        async (file) => (await request(`${config.siteUrl}${file}`)).text,
      ),
    );
    // The shell's inline script holds the API address and key too (it calls the ride page's RPC).
    const code = [shell.text, ...scripts].join("\n");
    const url = new RegExp(
      `${config.supabaseUrl.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}(?![\\w.:-])`,
    );
    if (!url.test(code)) {
      const builtFor = builtForOrigin(
        shell.headers.get("content-security-policy"),
      );
      throw new SmokeFailure(
        `The site's code does not name ${config.supabaseUrl}${builtFor ? `; it was built for ${builtFor}` : ""}.\n` +
          `Rebuild with VITE_SUPABASE_URL=${config.supabaseUrl} and deploy dist/ again.`,
      );
    }
    if (!code.includes(config.anonKey))
      throw new SmokeFailure(
        "The site's code holds a different API key from the one given here.\n" +
          "Pass the key the site was built with (VITE_SUPABASE_ANON_KEY), or rebuild with this one and deploy dist/ again.",
      );
    return `its code names ${config.supabaseUrl} and this anon key`;
  },
};
