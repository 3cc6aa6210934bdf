import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import SwaggerParser from '@apidevtools/swagger-parser'
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript'
import { REPO_ROOT } from '../config.ts'
import { buildTestApp } from './build-test-app.ts'

/** The web app's types of the Event API, generated from its OpenAPI document (checked in, never edited). */
export const WEB_API_TYPES = path.join(REPO_ROOT, 'apps/web/src/lib/api-types.gen.ts')

/** The document type of swagger-parser (openapi-types'), which openapi-typescript's OpenAPI3 also describes. */
type SwaggerDocument = Exclude<Parameters<typeof SwaggerParser.dereference>[0], string>

const HEADER =
  "// Generated from the Event API's OpenAPI document by openapi-typescript: do not edit.\n" +
  '// `npm run openapi -w apps/api` writes it again; `npm run check` and the api tests fail when it is stale.\n\n'

/**
 * The Event API's OpenAPI document as the routes declare it (issue 16: every route declares its body, query,
 * params and responses), validated against the OpenAPI specification (an invalid one throws), and the
 * TypeScript types openapi-typescript generates from it.
 */
export async function apiContract(): Promise<{ document: OpenAPI3; types: string }> {
  const app = await buildTestApp()
  let document: OpenAPI3
  try {
    document = app.swagger() as OpenAPI3
  } finally {
    await app.close()
  }
  // The validator dereferences the document it is given: it gets its own copy.
  await SwaggerParser.validate(structuredClone(document) as SwaggerDocument)
  // A field with a default is one a client may leave out (openapi-typescript makes it required by default).
  const types = HEADER + astToString(await openapiTS(document, { defaultNonNullable: false }))
  return { document, types }
}

/** The checked-in types, or '' when there are none yet. */
export async function checkedInTypes(): Promise<string> {
  return readFile(WEB_API_TYPES, 'utf8').catch(() => '')
}

export async function writeTypes(types: string): Promise<void> {
  await writeFile(WEB_API_TYPES, types)
}
