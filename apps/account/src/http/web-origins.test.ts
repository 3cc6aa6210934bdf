import { describe, expect, it } from 'vitest'
import { webBaseUrls, webOrigins } from './web-origins'

describe('web origins', () => {
  it('admit the 127.0.0.1 twin of a localhost web app only', () => {
    expect(webBaseUrls('http://localhost:8080')).toEqual(['http://localhost:8080', 'http://127.0.0.1:8080'])
    expect(webBaseUrls('https://questboard.example')).toEqual(['https://questboard.example'])
    expect([...webOrigins('http://localhost:8080')]).toEqual([
      'http://localhost:8080',
      'http://127.0.0.1:8080',
    ])
  })
})
