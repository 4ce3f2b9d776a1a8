/**
 * Traces a view's columns to the table columns they show, from the view's stored query tree
 * (`pg_rewrite.ev_action`), as PostgREST does to give views their base tables' foreign keys.
 * Only the top-level target list counts: columns computed by expressions have no origin.
 */

export interface ViewColumnOrigin {
  /** The view column's name and position (attnum). */
  column: string;
  position: number;
  /** The relation (oid) and column (attnum) it shows. */
  originOid: string;
  originColumn: number;
}

/** Node-tree tokens: brackets, or words with their backslash escapes resolved. */
function tokenize(text: string): string[] {
  const tokens: string[] = [];
  let word = "";
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === "\\" && i + 1 < text.length) {
      word += text[++i];
      inWord = true;
    } else if (/\s/.test(ch) || "(){}".includes(ch)) {
      if (inWord) tokens.push(word);
      word = "";
      inWord = false;
      if (ch !== " " && !/\s/.test(ch)) tokens.push(ch);
    } else {
      word += ch;
      inWord = true;
    }
  }
  if (inWord) tokens.push(word);
  return tokens;
}

export function viewColumnOrigins(action: string): ViewColumnOrigin[] {
  const tokens = tokenize(action);
  const origins: ViewColumnOrigin[] = [];
  let depth = 0;
  // The view's query is `({QUERY …})`: its own fields sit at depth 2, its target entries at 4.
  let inTargets = false;
  let entry: Record<string, string> | null = null;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token === "(" || token === "{") {
      depth++;
      if (inTargets && depth === 4 && tokens[i + 1] === "TARGETENTRY")
        entry = {};
      continue;
    }
    if (token === ")" || token === "}") {
      if (inTargets && depth === 4 && entry) {
        const origin = toOrigin(entry);
        if (origin) origins.push(origin);
        entry = null;
      }
      depth--;
      if (inTargets && depth === 2) break;
      continue;
    }
    if (depth === 2 && token === ":targetList") inTargets = true;
    else if (entry && depth === 4 && token.startsWith(":")) {
      const next = tokens[i + 1];
      if (next !== undefined && !"(){}".includes(next)) {
        entry[token.slice(1)] = next;
        i++;
      }
    }
  }
  return origins;
}

function toOrigin(entry: Record<string, string>): ViewColumnOrigin | null {
  const originOid = entry.resorigtbl;
  if (!originOid || originOid === "0" || entry.resjunk === "true") return null;
  if (entry.resname === undefined || entry.resname === "<>") return null;
  return {
    column: entry.resname,
    position: Number(entry.resno),
    originOid,
    originColumn: Number(entry.resorigcol),
  };
}
