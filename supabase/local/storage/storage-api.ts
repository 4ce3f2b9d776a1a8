import { Hono } from 'hono'
import type { RuntimeContext } from '../context.ts'

export async function createStorageApi(_ctx: RuntimeContext): Promise<Hono> {
  return new Hono()
}
