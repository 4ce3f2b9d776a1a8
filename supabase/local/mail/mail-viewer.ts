import { Hono } from 'hono'
import type { RuntimeContext } from '../context.ts'

export async function createMailViewer(ctx: RuntimeContext): Promise<Hono> {
  const app = new Hono()
  app.get('/api/messages', async (c) => c.json(await ctx.mail.list({ to: c.req.query('to') })))
  return app
}
