import { Hono } from 'hono'
import type { RuntimeContext } from '../context.ts'

export async function createRestApi(_ctx: RuntimeContext): Promise<Hono> {
  return new Hono()
}
