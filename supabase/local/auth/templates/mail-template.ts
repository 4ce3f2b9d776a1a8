import { execute } from "./go-exec.ts";
import { parse } from "./go-parser.ts";
import { fromJson } from "./go-values.ts";
import { escapeTemplate } from "./html-context.ts";

export { TemplateError } from "./go-lexer.ts";

/**
 * A template as GoTrue's mailer holds it: parsed with Go's html/template (templatemailer/
 * template.go imports "html/template", for bodies and subjects alike), so every action is
 * escaped for its place in the HTML.
 */
export interface MailTemplate {
  readonly name: string;
  /** Renders with `data` (JSON-like values, as GoTrue's map[string]any); throws TemplateError. */
  render(data: Record<string, unknown>): string;
}

/** Parses and escapes `text`; throws TemplateError (with Go's wording where Go has one). */
export function compileTemplate(name: string, text: string): MailTemplate {
  const nodes = parse(name, text);
  escapeTemplate(name, nodes);
  return {
    name,
    render: (data) => execute(name, nodes, fromJson(data)),
  };
}
