import type { Server } from 'node:http'
import type { RuntimeContext } from '../context.ts'

export async function attachRealtime(_server: Server, _ctx: RuntimeContext): Promise<{ close(): Promise<void> }> {
  return { close: async () => undefined }
}
