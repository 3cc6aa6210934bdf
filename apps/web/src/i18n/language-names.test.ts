import { LOCALES } from '@questboard/domain/constants'
import { describe, expect, it } from 'vitest'
import { nativeLanguageName } from './language-names'

describe('nativeLanguageName', () => {
  it("is the language's own name for it, capitalized, as Intl knows it", () => {
    for (const locale of LOCALES) {
      const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? ''
      expect(nativeLanguageName(locale)).toBe(name.charAt(0).toLocaleUpperCase(locale) + name.slice(1))
    }
  })
})
