import type { Database } from "../db/database.ts";

export interface MailMessage {
  from: string;
  to: string[];
  subject: string;
  html?: string;
  text?: string;
  /** Free-form origin tag, e.g. "auth.recovery" or "function.send-email". */
  source?: string;
}

export interface StoredMail extends MailMessage {
  id: string;
  created_at: string;
}

/** Every e-mail the local stack sends lands here instead of leaving the machine. */
export interface MailSink {
  send(message: MailMessage): Promise<StoredMail>;
  list(options?: { to?: string; limit?: number }): Promise<StoredMail[]>;
  get(id: string): Promise<StoredMail | undefined>;
  clear(): Promise<void>;
}

const COLUMNS = `id::text, "from", "to", subject, html, text, source,
  to_char(created_at at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at`;

export async function createMailSink(db: Database): Promise<MailSink> {
  await db.exec(`
    create table if not exists supabase_local.mail (
      id uuid primary key default gen_random_uuid(),
      "from" text not null,
      "to" text[] not null,
      subject text not null,
      html text,
      text text,
      source text,
      created_at timestamptz not null default clock_timestamp()
    )`);
  return {
    send: async (m) => {
      const { rows } = await db.query<StoredMail>(
        `insert into supabase_local.mail ("from", "to", subject, html, text, source)
         values ($1, $2, $3, $4, $5, $6) returning ${COLUMNS}`,
        [
          m.from,
          m.to,
          m.subject,
          m.html ?? null,
          m.text ?? null,
          m.source ?? null,
        ],
      );
      return rows[0] as StoredMail;
    },
    list: async ({ to, limit = 50 } = {}) =>
      (
        await db.query<StoredMail>(
          `select ${COLUMNS} from supabase_local.mail
           where $1::text is null or exists (select 1 from unnest("to") t where lower(t) = lower($1))
           order by created_at desc limit $2`,
          [to ?? null, limit],
        )
      ).rows,
    get: async (id) =>
      (
        await db.query<StoredMail>(
          `select ${COLUMNS} from supabase_local.mail where id::text = $1`,
          [id],
        )
      ).rows[0],
    clear: async () => {
      await db.exec("truncate supabase_local.mail");
    },
  };
}
