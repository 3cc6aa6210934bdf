/**
 * A registration's check-in code (issue 14): six characters of Crockford's base 32 (digits and capitals without
 * I, L, O, U), so a code read aloud or typed from a screen has one meaning. Typed codes are forgiving as
 * Crockford's are: case, spaces and hyphens do not matter, O reads as 0 and I or L as 1. The server draws the
 * codes (unique within the event); the QR code holds the same six characters.
 */
export const CHECK_IN_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
export const CHECK_IN_CODE_LENGTH = 6

const CHECK_IN_CODE = new RegExp(`^[${CHECK_IN_CODE_ALPHABET}]{${CHECK_IN_CODE_LENGTH}}$`)

/** The code as stored, or null when the text cannot be one. */
export function normalizeCheckInCode(text: string): string | null {
  const code = text.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1')
  return CHECK_IN_CODE.test(code) ? code : null
}

/**
 * A fresh code drawn from Web Crypto (browsers and Node alike): the registration draws it before its mail is
 * written, so the confirmation can show it (the database draws again only when the event already has it).
 */
export function newCheckInCode(): string {
  // 32 symbols: a byte modulo 32 is unbiased.
  const bytes = crypto.getRandomValues(new Uint8Array(CHECK_IN_CODE_LENGTH))
  return Array.from(bytes, (byte) => CHECK_IN_CODE_ALPHABET[byte % 32]).join('')
}

/** The code as people read it: two groups of three (`K7M-Q2P`); typed back with or without the hyphen. */
export function formatCheckInCode(code: string): string {
  return `${code.slice(0, 3)}-${code.slice(3)}`
}
