import { randomUUID } from 'node:crypto'
import type { RealtimePostgresChangesPayload } from '@supabase/supabase-js'
import { describe, expect, it } from 'vitest'
import { runtime, serviceClient } from '../support.ts'
import { channelName, Inbox, rawSocket, realtimeClient, subscribed, userToken } from './realtime-support.ts'

type Change = RealtimePostgresChangesPayload<Record<string, any>>
const service = serviceClient()
let nextItemId = 1000

async function insert(table: string, row: Record<string, unknown>) {
  const { data, error } = await service.from(table).insert(row).select().single()
  if (error) throw error
  return data as Record<string, any>
}

async function listen(
  options: { token?: () => string; event?: '*' | 'INSERT' | 'UPDATE' | 'DELETE'; table?: string; filter?: string } = {},
) {
  const client = await realtimeClient(options.token ? { token: options.token } : {})
  const inbox = new Inbox<Change>()
  const binding = { event: options.event ?? '*', schema: 'public', table: options.table, filter: options.filter }
  await subscribed(client.channel(channelName('changes')).on('postgres_changes' as any, binding, inbox.push))
  return inbox
}

describe('postgres_changes delivery', () => {
  it('sends the hosted frame: ids, typed record, columns, commit timestamp', async () => {
    const ws = await rawSocket({ apikey: runtime().anonKey, vsn: '2.0.0' })
    const topic = `realtime:${channelName('frame')}`
    const bindings = [{ event: 'INSERT', schema: 'public', table: 'rt_events' }, { event: '*', schema: 'public' }]
    ws.send(['1', '1', topic, 'phx_join', { config: { postgres_changes: bindings } }])
    const [, , , , reply] = await ws.frame(topic, 'phx_reply', '1')
    const ids = reply.response.postgres_changes.map((b: { id: number }) => b.id)
    const row = await insert('rt_events', {
      kind: `frame-${randomUUID()}`, amount: 1250.5, counter: 42, flag: true, tags: ['a', 'b'],
      details: { stops: [1, 2] }, happened_at: '2025-01-01T12:00:00.5Z',
    })
    const [joinRef, ref, , event, payload] = await ws.frame(topic, 'postgres_changes')
    expect([joinRef, ref, event]).toEqual([null, null, 'postgres_changes'])
    expect(payload.ids.sort()).toEqual([...ids].sort())
    expect(payload.data).toEqual({
      schema: 'public',
      table: 'rt_events',
      commit_timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      type: 'INSERT',
      columns: [
        { name: 'id', type: 'uuid' }, { name: 'kind', type: 'text' }, { name: 'amount', type: 'numeric' },
        { name: 'counter', type: 'int8' }, { name: 'flag', type: 'bool' }, { name: 'tags', type: '_text' },
        { name: 'details', type: 'jsonb' }, { name: 'happened_at', type: 'timestamptz' },
      ],
      record: {
        id: row.id, kind: row.kind, amount: 1250.5, counter: 42, flag: true, tags: ['a', 'b'],
        details: { stops: [1, 2] }, happened_at: '2025-01-01T12:00:00.5+00:00',
      },
      errors: null,
    })
  })

  it('delivers an RLS-protected insert to its owner only, not to another user or anon', async () => {
    const owner = randomUUID()
    const ownerToken = await userToken(owner)
    const otherToken = await userToken()
    const [mine, theirs, anon] = await Promise.all([
      listen({ table: 'rt_notes', token: () => ownerToken }),
      listen({ table: 'rt_notes', token: () => otherToken }),
      listen({ table: 'rt_notes' }),
    ])
    const row = await insert('rt_notes', { owner_id: owner, body: 'for my eyes' })
    const change = await mine.next()
    expect(change).toMatchObject({ eventType: 'INSERT', table: 'rt_notes', new: { id: row.id, owner_id: owner, body: 'for my eyes' }, old: {} })
    await theirs.none()
    await anon.none()
  })

  it('sends deletes of RLS rows to every reader, with only the primary key', async () => {
    const owner = randomUUID()
    const otherToken = await userToken()
    const row = await insert('rt_notes', { owner_id: owner, body: 'short-lived' })
    const theirs = await listen({ table: 'rt_notes', event: 'DELETE', token: () => otherToken })
    await service.from('rt_notes').delete().eq('id', row.id)
    expect(await theirs.next()).toMatchObject({ eventType: 'DELETE', new: {}, old: { id: row.id } })
    expect(Object.keys(theirs.items[0]!.old)).toEqual(['id'])
  })

  it('keeps old rows to the primary key unless the table has REPLICA IDENTITY FULL', async () => {
    const [items, events] = await Promise.all([listen({ table: 'rt_items' }), listen({ table: 'rt_events' })])
    const id = nextItemId++
    await insert('rt_items', { id, name: 'before' })
    await service.from('rt_items').update({ name: 'after' }).eq('id', id)
    await service.from('rt_items').delete().eq('id', id)
    expect(await items.next((c) => c.eventType === 'UPDATE')).toMatchObject({ new: { id, name: 'after' }, old: { id } })
    expect(Object.keys((await items.next((c) => c.eventType === 'UPDATE')).old)).toEqual(['id'])
    expect((await items.next((c) => c.eventType === 'DELETE')).old).toEqual({ id })

    const event = await insert('rt_events', { kind: 'before' })
    await service.from('rt_events').update({ kind: 'after' }).eq('id', event.id)
    await service.from('rt_events').delete().eq('id', event.id)
    expect((await events.next((c) => c.eventType === 'UPDATE')).old).toMatchObject({ id: event.id, kind: 'before', flag: null })
    expect((await events.next((c) => c.eventType === 'DELETE')).old).toMatchObject({ id: event.id, kind: 'after' })
  })

  it('honours the event of each binding, and a schema-wide binding sees every published table', async () => {
    const [inserts, updates, everything] = await Promise.all([
      listen({ table: 'rt_items', event: 'INSERT' }),
      listen({ table: 'rt_items', event: 'UPDATE' }),
      listen({ event: '*' }),
    ])
    const id = nextItemId++
    await insert('rt_items', { id, name: 'evented' })
    await service.from('rt_items').update({ status: 'closed' }).eq('id', id)
    await insert('rt_events', { kind: 'schema-wide' })
    expect((await inserts.next()).eventType).toBe('INSERT')
    expect((await updates.next()).eventType).toBe('UPDATE')
    await everything.next((c) => c.table === 'rt_events')
    expect(everything.items.filter((c) => c.table === 'rt_items').map((c) => c.eventType)).toEqual(['INSERT', 'UPDATE'])
    await inserts.none((c) => c.eventType !== 'INSERT', 100)
    await updates.none((c) => c.eventType !== 'UPDATE', 0)
  })

  it.each([
    ['eq', 'quantity=eq.5', [5]],
    ['neq', 'quantity=neq.5', [3, 7]],
    ['lt', 'quantity=lt.5', [3]],
    ['lte', 'quantity=lte.5', [3, 5]],
    ['gt', 'quantity=gt.5', [7]],
    ['gte', 'quantity=gte.5', [5, 7]],
    ['in', 'quantity=in.(3,7)', [3, 7]],
  ])('filters with %s', async (_op, filter, expected) => {
    const batch = randomUUID()
    const inbox = await listen({ table: 'rt_items', event: 'INSERT', filter })
    const quantities = [3, 5, 7]
    for (const quantity of quantities) await insert('rt_items', { id: nextItemId++, name: batch, quantity })
    await inbox.next((c) => c.new.name === batch && c.new.quantity === expected.at(-1))
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(inbox.items.filter((c) => c.new.name === batch).map((c) => c.new.quantity)).toEqual(expected)
  })

  it('never emits changes of a table outside the publication', async () => {
    const inbox = await listen({ event: '*' })
    await insert('rt_unpublished', { id: nextItemId++, name: 'quiet' })
    await insert('rt_items', { id: nextItemId++, name: 'fence' })
    await inbox.next((c) => c.table === 'rt_items')
    expect(inbox.items.filter((c) => c.table === 'rt_unpublished')).toEqual([])
  })

  it('re-checks visibility with the claims of a refreshed access token', async () => {
    const owner = randomUUID()
    const tokens = { current: await userToken(), owner: await userToken(owner) }
    const client = await realtimeClient({ token: () => tokens.current })
    const inbox = new Inbox<Change>()
    await subscribed(
      client.channel(channelName('refresh')).on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'rt_notes' }, inbox.push),
    )
    await insert('rt_notes', { owner_id: owner, body: 'before refresh' })
    await inbox.none()
    tokens.current = tokens.owner
    await client.realtime.setAuth()
    await new Promise((resolve) => setTimeout(resolve, 100))
    await insert('rt_notes', { owner_id: owner, body: 'after refresh' })
    expect((await inbox.next()).new.body).toBe('after refresh')
    expect(inbox.items).toHaveLength(1)
  })
})
