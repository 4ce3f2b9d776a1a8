import { randomUUID } from 'node:crypto'
import { createClient, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js'
import { SignJWT } from 'jose'
import { afterEach } from 'vitest'
import WebSocket from 'ws'
import { runtime } from '../support.ts'

const SECRET = new TextEncoder().encode('super-secret-jwt-token-with-at-least-32-characters-long')
const noSession = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false }
const open: { removeAllChannels(): Promise<unknown> }[] = []
const sockets: WebSocket[] = []

afterEach(async () => {
  await Promise.all(open.splice(0).map((c) => c.removeAllChannels()))
  for (const socket of sockets.splice(0)) socket.terminate()
})

/** An access token as the auth server issues it; the user needs no auth.users row. */
export function userToken(sub: string = randomUUID(), expiresInSeconds = 3600): Promise<string> {
  return new SignJWT({ sub, role: 'authenticated', aud: 'authenticated' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + expiresInSeconds)
    .sign(SECRET)
}

/**
 * A browser-like client; with a token it acts as that user through supabase-js's `accessToken`
 * option (`token()` is read on every refresh, so tests can swap it). Realtime auth is resolved
 * before returning so the first join already carries the token.
 */
export async function realtimeClient(
  options: { token?: () => string; key?: string; vsn?: '1.0.0' | '2.0.0' } = {},
): Promise<SupabaseClient> {
  const { apiUrl, anonKey } = runtime()
  const token = options.token
  const client = createClient(apiUrl, options.key ?? anonKey, {
    auth: noSession,
    realtime: options.vsn ? { vsn: options.vsn } : {},
    ...(token ? { accessToken: async () => token() } : {}),
  })
  await client.realtime.setAuth()
  open.push(client)
  return client
}

export function channelName(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}`
}

/** Subscribes and resolves on SUBSCRIBED; rejects with the client's error otherwise. */
export function subscribed(channel: RealtimeChannel): Promise<RealtimeChannel> {
  return new Promise((resolve, reject) => {
    channel.subscribe((status, error) => {
      if (status === 'SUBSCRIBED') resolve(channel)
      else if (status !== 'CLOSED') reject(error ?? new Error(status))
    })
  })
}

/** Collects callback arguments; `next` waits for a matching one, `none` asserts silence. */
export class Inbox<T = any> {
  readonly items: T[] = []
  #waiters: { match: (item: T) => boolean; resolve: (item: T) => void }[] = []

  readonly push = (item: T): void => {
    this.items.push(item)
    for (const waiter of [...this.#waiters]) {
      if (!waiter.match(item)) continue
      this.#waiters.splice(this.#waiters.indexOf(waiter), 1)
      waiter.resolve(item)
    }
  }

  next(match: (item: T) => boolean = () => true, timeoutMs = 3000): Promise<T> {
    const found = this.items.find(match)
    if (found !== undefined) return Promise.resolve(found)
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`nothing matching arrived within ${timeoutMs} ms`)), timeoutMs)
      this.#waiters.push({ match, resolve: (item) => (clearTimeout(timer), resolve(item)) })
    })
  }

  async none(match: (item: T) => boolean = () => true, waitMs = 400): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, waitMs))
    const found = this.items.filter(match)
    if (found.length > 0) throw new Error(`unexpected: ${JSON.stringify(found)}`)
  }
}

export type RawFrame = [string | null, string | null, string, string, any]

/** A bare websocket speaking vsn 2.0.0 (arrays) or 1.0.0 (objects), to check frames exactly. */
export async function rawSocket(params: Record<string, string>) {
  const { apiUrl } = runtime()
  const url = `${apiUrl.replace(/^http/, 'ws')}/realtime/v1/websocket?${new URLSearchParams(params)}`
  const socket = new WebSocket(url)
  sockets.push(socket)
  const inbox = new Inbox<any>()
  socket.on('message', (data, isBinary) => inbox.push(isBinary ? data : JSON.parse(String(data))))
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject))
  return {
    inbox,
    socket,
    send: (frame: unknown) => socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
    /** Next v2 frame for `topic` with `event` (and `ref`, when given). */
    frame: (topic: string, event: string, ref?: string, timeoutMs?: number): Promise<RawFrame> =>
      inbox.next((f) => Array.isArray(f) && f[2] === topic && f[3] === event && (ref === undefined || f[1] === ref), timeoutMs),
  }
}
