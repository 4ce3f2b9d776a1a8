import { Scanner, type Field } from './scanner.ts'

export type SelectItem =
  | { kind: 'star' }
  | { kind: 'column'; field: Field; alias?: string; cast?: string }
  | {
      kind: 'embed'
      name: string
      alias?: string
      hint?: string
      inner: boolean
      spread: boolean
      items: SelectItem[]
    }

export type EmbedItem = Extract<SelectItem, { kind: 'embed' }>

/** Parses `select=` (`*`, `alias:col->a::text`, `alias:rel!hint!inner(…)`, `...rel(…)`). */
export function parseSelect(text: string): SelectItem[] {
  const s = new Scanner(text, 'select parameter')
  if (text === '') return [{ kind: 'star' }]
  const items = parseItems(s)
  if (!s.done) throw s.fail('expecting "," or end of input')
  return items
}

function parseItems(s: Scanner): SelectItem[] {
  const items: SelectItem[] = []
  if (s.startsWith(')')) return items
  do items.push(parseItem(s))
  while (s.eat(','))
  return items
}

function parseItem(s: Scanner): SelectItem {
  if (s.eat('*')) return { kind: 'star' }
  if (s.eat('...')) return parseEmbed(s, s.fieldName(), undefined, true)
  let name = s.fieldName()
  let alias: string | undefined
  if (s.startsWith(':') && !s.startsWith('::')) {
    s.pos++
    alias = name
    name = s.fieldName()
  }
  if (s.startsWith('!') || s.startsWith('(')) return parseEmbed(s, name, alias, false)
  const field = { name, json: s.jsonPath() }
  let cast: string | undefined
  if (s.eat('::')) {
    cast = s.until(',)').trim()
    if (!/^[\p{L}\p{N}_ $]+$/u.test(cast)) throw s.fail('expecting letter or digit')
  }
  return { kind: 'column', field, alias, cast }
}

function parseEmbed(s: Scanner, name: string, alias: string | undefined, spread: boolean): SelectItem {
  let hint: string | undefined
  let inner = false
  while (s.eat('!')) {
    const param = s.fieldName()
    if (param === 'inner') inner = true
    else if (param !== 'left') hint = param
  }
  s.expect('(')
  const items = parseItems(s)
  s.expect(')')
  return { kind: 'embed', name, alias, hint, inner, spread, items }
}
