import { describe, expect, it } from 'vitest'
import { splitTags } from './tagged-text'

describe('splitTags', () => {
  it('cuts a text at its tagged spans, in order', () => {
    expect(splitTags('See our <privacy>privacy policy</privacy>.')).toEqual([
      { text: 'See our ' },
      { tag: 'privacy', text: 'privacy policy' },
      { text: '.' },
    ])
    expect(splitTags('<a>one</a> and <b>two</b>')).toEqual([
      { tag: 'a', text: 'one' },
      { text: ' and ' },
      { tag: 'b', text: 'two' },
    ])
  })

  it('leaves a text without tags, or with an unclosed one, as it is', () => {
    expect(splitTags('Plain text')).toEqual([{ text: 'Plain text' }])
    expect(splitTags('a <b>c')).toEqual([{ text: 'a <b>c' }])
    expect(splitTags('')).toEqual([])
  })
})
