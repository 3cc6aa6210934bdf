import fc from 'fast-check'

/**
 * Generated bad input for the security suite (issue 12): what an attacker or a broken client sends to an
 * endpoint. Each service's test enumerates its own endpoints and asserts no answer is a 5xx.
 */

/** Ids that are not digits only, or name nothing: the spec's `+325`, ` 325`, `3.25e2`, `0x1f` among them. */
export const BAD_IDS = [
  '+325',
  ' 325',
  '325 ',
  '3.25e2',
  '0x1f',
  '-1',
  '0',
  '00',
  '1e3',
  'NaN',
  'Infinity',
  '99999999999999999999',
  '2147483648',
  '１２３',
  '12abc',
  '\ud800',
  '%',
  '..',
  'null',
  '[]',
]

/** Text no field expects: lone surrogates, NUL and controls, markup, a huge string, numbers spelled oddly. */
export const badText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '\ud800',
    'a\udfffb',
    '\udc00\ud800',
    '\u0000',
    '\u0007\u001b[2J',
    '',
    '   ',
    '<script>alert(1)</script>',
    "'; DROP TABLE users; --",
    '../../../etc/passwd',
    '%00',
    '{{7*7}}',
    '1e309',
    '-0',
    'true',
    '2024-02-30T25:61:00',
    '🎲'.repeat(50),
    'x'.repeat(100_001),
    ...BAD_IDS,
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 2000, minLength: 300 }),
)

/** A value of any type where the endpoint expects another. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: badText },
  fc.integer(),
  fc.double(),
  fc.constantFrom(null, true, false, 9e99, -1, 0, 2 ** 31, Number.MAX_SAFE_INTEGER + 2),
  fc.array(badText, { maxLength: 3 }),
  fc.dictionary(badText, badText, { maxKeys: 3 }),
  fc.anything({ maxDepth: 2 }),
)

/** A path segment as a client would put it in a URL (a lone surrogate as the bytes of its UTF-8 form). */
export function pathSegment(text: string): string {
  let encoded = ''
  for (const character of text) {
    encoded += /\p{Surrogate}/u.test(character) ? '%ED%A0%80' : encodeURIComponent(character)
  }
  return encoded
}

export interface EndpointShape {
  /** The path parameters' names (`id` in `/api/events/{id}/`). */
  params: string[]
  /** The query parameters the endpoint declares (others are generated too). */
  query: string[]
  /** The body's top-level fields when it takes one. */
  body: string[]
}

export interface BadRequest {
  params: Record<string, string>
  query: string
  contentType: string | undefined
  payload: string | undefined
}

const rawQuery = fc.constantFrom('%ED%A0%80', '%', '%zz', '%00', '%FF%FE', '1%2B1', '%20325', 'a[b]=c', '')

const rawBodies = fc.constantFrom(
  '{',
  '[',
  '{"a":',
  'null',
  '"\\ud800"',
  '{"\\ud800":1}',
  '\u0000',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"x":1}}}',
  `{"a":"${'x'.repeat(200_000)}"}`,
  `[${'['.repeat(5000)}${']'.repeat(5000)}]`,
  'a=1&b=2',
  '--boundary\r\nContent-Disposition: form-data; name="x"\r\n\r\n\ud800\r\n--boundary--',
)

/**
 * One bad request for an endpoint of that shape: bad ids and path values, bad query values (declared
 * parameters and unknown ones, some of them raw bytes that are not UTF-8), and a body of the wrong types,
 * not JSON at all, or under the wrong content type.
 */
export function badRequest(shape: EndpointShape): fc.Arbitrary<BadRequest> {
  const paramValue = fc.oneof(
    fc.constantFrom(...BAD_IDS),
    badText.map((text) => text.slice(0, 300)),
  )
  const params = fc.record(
    Object.fromEntries(shape.params.map((name) => [name, paramValue.map(pathSegment)])),
  )
  const queryNames = fc.oneof(
    { weight: 3, arbitrary: shape.query.length ? fc.constantFrom(...shape.query) : fc.constant('page') },
    fc.constantFrom('page', 'page_size', 'id', 'search', '__proto__'),
  )
  const query = fc
    .array(
      fc.tuple(
        queryNames,
        fc.oneof(
          badText.map((text) => pathSegment(text.slice(0, 3000))),
          rawQuery,
        ),
      ),
      {
        maxLength: 4,
      },
    )
    .map((pairs) => pairs.map(([name, value]) => `${name}=${value}`).join('&'))
  const jsonBody = fc.oneof(
    {
      weight: 3,
      arbitrary: fc
        .dictionary(shape.body.length ? fc.constantFrom(...shape.body) : badText, badValue, { maxKeys: 6 })
        .map((value) => JSON.stringify(value)),
    },
    fc.anything({ maxDepth: 3 }).map((value) => JSON.stringify(value) ?? 'null'),
    rawBodies,
  )
  const body: fc.Arbitrary<[string | undefined, string | undefined]> = fc.oneof(
    { weight: 6, arbitrary: fc.tuple(fc.constant('application/json'), jsonBody) },
    fc.tuple(
      fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml'),
      rawBodies,
    ),
    fc.tuple(fc.constant('multipart/form-data; boundary=boundary'), rawBodies),
    fc.constant<[undefined, undefined]>([undefined, undefined]),
  )
  return fc.record({ params, query, body }).map(({ params, query, body: [contentType, payload] }) => ({
    params,
    query,
    contentType,
    payload,
  }))
}

/** `/api/events/{id}/` with the request's params put in. */
export function fillPath(template: string, params: Record<string, string>): string {
  return template.replace(/\{(\w+)\}|:(\w+)/g, (_match, brace, colon) => params[brace ?? colon] ?? '1')
}
