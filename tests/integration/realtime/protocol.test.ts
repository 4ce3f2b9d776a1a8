import { describe, expect, it } from 'vitest'
import { runtime } from '../support.ts'
import { channelName, Inbox, rawSocket, realtimeClient, subscribed, userToken } from './realtime-support.ts'

const join = (topic: string, ref: string, config: Record<string, unknown> = {}, token?: string) => [
  ref,
  ref,
  topic,
  'phx_join',
  {
    config: { broadcast: { ack: false, self: false }, presence: { key: '', enabled: false }, postgres_changes: [], private: false, ...config },
    ...(token ? { access_token: token } : {}),
  },
]

describe('realtime phoenix protocol', () => {
  it('answers heartbeats on the phoenix topic (vsn 2.0.0 arrays)', async () => {
    const ws = await rawSocket({ apikey: runtime().anonKey, vsn: '2.0.0' })
    ws.send([null, '7', 'phoenix', 'heartbeat', {}])
    expect(await ws.frame('phoenix', 'phx_reply', '7')).toEqual([null, '7', 'phoenix', 'phx_reply', { status: 'ok', response: {} }])
  })

  it('speaks vsn 1.0.0 object framing for heartbeat, join and leave', async () => {
    const ws = await rawSocket({ apikey: runtime().anonKey, vsn: '1.0.0' })
    const topic = `realtime:${channelName('v1')}`
    ws.send({ topic: 'phoenix', event: 'heartbeat', payload: {}, ref: '1', join_ref: null })
    expect(await ws.inbox.next((m) => m.ref === '1')).toEqual({
      topic: 'phoenix', event: 'phx_reply', payload: { status: 'ok', response: {} }, ref: '1', join_ref: null,
    })
    const [joinRef, , , , payload] = join(topic, '2') as [string, string, string, string, unknown]
    ws.send({ topic, event: 'phx_join', payload, ref: joinRef, join_ref: joinRef })
    expect(await ws.inbox.next((m) => m.ref === '2')).toMatchObject({ topic, event: 'phx_reply', payload: { status: 'ok' }, join_ref: '2' })
    ws.send({ topic, event: 'phx_leave', payload: {}, ref: '3', join_ref: '2' })
    expect(await ws.inbox.next((m) => m.ref === '3')).toMatchObject({ event: 'phx_reply', payload: { status: 'ok' } })
    expect(await ws.inbox.next((m) => m.event === 'phx_close')).toMatchObject({ topic, join_ref: '2' })
  })

  it('replies to a join with the bindings echoed and given ids, then reports the subscription', async () => {
    const ws = await rawSocket({ apikey: runtime().anonKey, vsn: '2.0.0' })
    const topic = `realtime:${channelName('ids')}`
    const bindings = [
      { event: 'INSERT', schema: 'public', table: 'rt_items', filter: 'status=eq.open' },
      { event: '*', schema: 'public', table: 'rt_events' },
    ]
    ws.send(join(topic, '1', { postgres_changes: bindings }))
    const [, , , , reply] = await ws.frame(topic, 'phx_reply', '1')
    expect(reply.status).toBe('ok')
    expect(reply.response.postgres_changes).toEqual([
      { ...bindings[0], id: expect.any(Number) },
      { ...bindings[1], id: expect.any(Number) },
    ])
    expect(reply.response.postgres_changes[0].id).not.toBe(reply.response.postgres_changes[1].id)
    expect(await ws.frame(topic, 'system')).toEqual([
      '1', null, topic, 'system',
      { message: 'Subscribed to PostgreSQL', status: 'ok', extension: 'postgres_changes', channel: topic.slice(9) },
    ])
  })

  it('refuses joins on a socket with an invalid apikey, and reports it to the subscriber', async () => {
    const ws = await rawSocket({ apikey: 'not-a-key', vsn: '2.0.0' })
    const topic = `realtime:${channelName('badkey')}`
    ws.send(join(topic, '1'))
    const [, , , , reply] = await ws.frame(topic, 'phx_reply', '1')
    expect(reply).toEqual({ status: 'error', response: { reason: 'MalformedJWT: The token provided is not a valid JWT' } })

    const client = await realtimeClient({ key: 'sb_publishable_unknown' })
    await expect(subscribed(client.channel(channelName('badkey')))).rejects.toThrow('Invalid API key')
  })

  it('accepts the opaque publishable key in place of the anon JWT', async () => {
    const client = await realtimeClient({ key: runtime().publishableKey })
    await expect(subscribed(client.channel(channelName('publishable')))).resolves.toBeTruthy()
  })

  it('answers events for topics that were never joined with an error', async () => {
    const ws = await rawSocket({ apikey: runtime().anonKey, vsn: '2.0.0' })
    ws.send([null, '5', 'realtime:nobody-here', 'broadcast', { type: 'broadcast', event: 'x', payload: {} }])
    const [, , , , reply] = await ws.frame('realtime:nobody-here', 'phx_reply', '5')
    expect(reply).toEqual({ status: 'error', response: { reason: 'unmatched topic' } })
    ws.send(join('realtime:', '6'))
    const [, , , , empty] = await ws.frame('realtime:', 'phx_reply', '6')
    expect(empty.response.reason).toMatch(/^TopicNameRequired/)
  })

  it('rejects a join whose access token has expired or is forged', async () => {
    const ws = await rawSocket({ apikey: runtime().anonKey, vsn: '2.0.0' })
    ws.send(join('realtime:expired', '1', {}, await userToken(undefined, -30)))
    const [, , , , expired] = await ws.frame('realtime:expired', 'phx_reply', '1')
    expect(expired.response.reason).toMatch(/^InvalidJWTToken: Token has expired \d+ seconds ago$/)
    const forged = (await userToken()).slice(0, -4) + 'AAAA'
    ws.send(join('realtime:forged', '2', {}, forged))
    const [, , , , bad] = await ws.frame('realtime:forged', 'phx_reply', '2')
    expect(bad.response.reason).toBe('JwtSignatureError: Failed to validate JWT signature')
  })

  it('closes the channel with a system error when a pushed access_token has expired', async () => {
    const ws = await rawSocket({ apikey: runtime().anonKey, vsn: '2.0.0' })
    const topic = `realtime:${channelName('refresh')}`
    ws.send(join(topic, '1', {}, await userToken()))
    await ws.frame(topic, 'phx_reply', '1')
    ws.send(['1', '2', topic, 'access_token', { access_token: await userToken(undefined, -5) }])
    const [, , , , system] = await ws.frame(topic, 'system')
    expect(system).toMatchObject({ extension: 'system', status: 'error', message: expect.stringMatching(/^InvalidJWTToken/) })
    expect(await ws.frame(topic, 'phx_close')).toEqual(['1', '1', topic, 'phx_close', {}])
    ws.send(['1', '3', topic, 'broadcast', { type: 'broadcast', event: 'x', payload: {} }])
    expect((await ws.frame(topic, 'phx_reply', '3'))[4].status).toBe('error')
  })

  it('tells supabase-js about an expiring token: system error, then CLOSED', async () => {
    const token = await userToken(undefined, 2)
    const client = await realtimeClient({ token: () => token })
    const system = new Inbox()
    const statuses = new Inbox<string>()
    client.channel(channelName('expiry')).on('system', {}, system.push).subscribe(statuses.push)
    await statuses.next((s) => s === 'SUBSCRIBED')
    expect(await system.next((m) => m.status === 'error', 4000)).toMatchObject({ message: expect.stringMatching(/expired/) })
    await statuses.next((s) => s === 'CLOSED')
  })

  it('reports bindings it cannot subscribe with a postgres_changes system error', async () => {
    const client = await realtimeClient()
    const system = new Inbox()
    const channel = client
      .channel(channelName('badbinding'))
      .on('postgres_changes', { event: '*', schema: 'public', table: 'rt_items', filter: 'nope=eq.1' }, () => undefined)
      .on('postgres_changes', { event: '*', schema: 'public', table: 'no_such_table' }, () => undefined)
      .on('system', {}, system.push)
    await subscribed(channel)
    const message = await system.next()
    expect(message).toMatchObject({ extension: 'postgres_changes', status: 'error' })
    expect(message.message).toContain('invalid column for filter nope')
    expect(message.message).toContain('no_such_table')
  })

  it('leaves on removeChannel: reply ok, then CLOSED', async () => {
    const client = await realtimeClient()
    const statuses = new Inbox<string>()
    const channel = client.channel(channelName('leave'))
    channel.subscribe(statuses.push)
    await statuses.next((s) => s === 'SUBSCRIBED')
    expect(await client.removeChannel(channel)).toBe('ok')
    await statuses.next((s) => s === 'CLOSED')
  })
})
