import { inlineScriptHashes } from "../security-headers.ts";
import type { SmokeContext } from "./context.ts";
import { builtForOrigin, headerProblems } from "./headers.ts";
import {
  assetPaths,
  entryScripts,
  expectedType,
  isAppHtml,
  publicPagePaths,
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

const FALLBACK_HINT =
  "The host must answer every app path with index.html: Cloudflare Pages does so when dist/ has no " +
  "404.html; Netlify needs the rule `/* /index.html 200` in dist/_redirects.";

/** The page at `path`, or why it is not the app. */
async function appPage(
  siteUrl: string,
  path: string,
): Promise<Answer | string> {
  const answer = await request(`${siteUrl}${path}`);
  const type = answer.headers.get("content-type") ?? "no content type";
  if (answer.status !== 200) return `${path} answered ${answer.status}.`;
  if (!type.startsWith("text/html") || !isAppHtml(answer.text))
    return `${path} answered 200 but not with the app's index.html (${type}).`;
  return answer;
}

async function indexPage(siteUrl: string): Promise<Answer> {
  const page = await appPage(siteUrl, "/");
  if (typeof page === "string") throw new SmokeFailure(page);
  return page;
}

export const pagesStep: Step<SmokeContext> = {
  name: "Public pages",
  async run({ config }) {
    const paths = publicPagePaths();
    const pages = await inBatches(paths, (path) =>
      appPage(config.siteUrl, path),
    );
    const problems = pages.filter((page) => typeof page === "string");
    if (problems.length > 0)
      throw new SmokeFailure([...problems, FALLBACK_HINT].join("\n"));
    return `${paths.length} pages answer 200 with the app's HTML`;
  },
};

export const assetsStep: Step<SmokeContext> = {
  name: "Site files",
  needs: [pagesStep.name],
  async run({ config }) {
    const files = assetPaths((await indexPage(config.siteUrl)).text);
    if (files.length === 0)
      throw new SmokeFailure("index.html names no files under /assets/.");
    let bytes = 0;
    const problems = await inBatches(files, async (file) => {
      const answer = await request(`${config.siteUrl}${file}`);
      const type = answer.headers.get("content-type") ?? "";
      bytes += answer.bytes;
      if (answer.status !== 200) return `${file} answered ${answer.status}.`;
      if (type.startsWith("text/html"))
        return `${file} answered HTML: the file is missing from the upload and the host sent its fallback page.`;
      const want = expectedType(file);
      if (want && !want.test(type))
        return `${file} is served as "${type}"; browsers refuse it as ${file.endsWith(".css") ? "a stylesheet" : "a script"}.`;
      return null;
    });
    const failed = problems.filter((problem) => problem !== null);
    if (failed.length > 0) throw new SmokeFailure(failed.join("\n"));
    return `${files.length} scripts, stylesheets and fonts load (${Math.round(bytes / 1024)} kB)`;
  },
};

/** The root, and a path only the single-page fallback answers. */
const HEADER_PATHS = ["/", "/book-a-ride"];

export const headersStep: Step<SmokeContext> = {
  name: "Security headers",
  needs: [pagesStep.name],
  async run({ config }) {
    const problems: string[] = [];
    for (const path of HEADER_PATHS) {
      const page = await appPage(config.siteUrl, path);
      if (typeof page === "string") throw new SmokeFailure(page);
      const found = headerProblems(
        page.headers,
        config.supabaseUrl,
        inlineScriptHashes(page.text),
      );
      problems.push(...found.map((problem) => `${path}: ${problem}.`));
    }
    if (problems.length > 0)
      throw new SmokeFailure(
        [
          ...problems,
          "The host must send the headers `npm run build` writes to dist/_headers for this project " +
            "(Cloudflare Pages and Netlify read that file; upload dist/ as it is, and turn off " +
            "anything that rewrites the HTML, such as Rocket Loader).",
        ].join("\n"),
      );
    return `dist/_headers is served on ${HEADER_PATHS.join(" and ")}; the policy allows ${config.supabaseUrl}`;
  },
};

export const bundleStep: Step<SmokeContext> = {
  name: "Site built for this project",
  needs: [pagesStep.name],
  async run({ config }) {
    const index = await indexPage(config.siteUrl);
    const scripts = await Promise.all(
      entryScripts(index.text).map(
        async (file) => (await request(`${config.siteUrl}${file}`)).text,
      ),
    );
    const code = [index.text, ...scripts].join("\n");
    const url = new RegExp(
      `${config.supabaseUrl.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}(?![\\w.:-])`,
    );
    if (!url.test(code)) {
      const builtFor = builtForOrigin(
        index.headers.get("content-security-policy"),
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
