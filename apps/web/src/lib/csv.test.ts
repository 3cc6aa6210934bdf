import { describe, expect, it } from 'vitest'
import { toCsv } from './csv'

describe('toCsv', () => {
  it('writes a header and rows separated by commas and CRLF', () => {
    expect(
      toCsv([
        ['No.', 'Nickname'],
        [1, 'Aline'],
      ]),
    ).toBe('No.,Nickname\r\n1,Aline\r\n')
  })

  it('quotes fields with a comma, a quote, a line break or surrounding spaces, doubling quotes', () => {
    expect(toCsv([['a,b', 'say "hi"', 'two\nlines', ' padded', 'plain']])).toBe(
      '"a,b","say ""hi""","two\nlines"," padded",plain\r\n',
    )
  })

  it('keeps a spreadsheet from running a nickname as a formula', () => {
    expect(toCsv([['=HYPERLINK("x")', '+1', '-2', '@SUM(A1)', 'safe=1']])).toBe(
      `"'=HYPERLINK(""x"")",'+1,'-2,'@SUM(A1),safe=1\r\n`,
    )
    // Numbers the app writes itself (positions) stay numbers, negative or not.
    expect(toCsv([[-3]])).toBe('-3\r\n')
  })
})
