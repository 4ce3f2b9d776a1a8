import { Hono } from 'hono'
import type { RuntimeContext } from '../context.ts'

export async function createFunctionsApi(_ctx: RuntimeContext): Promise<Hono> {
  return new Hono()
}
