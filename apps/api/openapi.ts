/**
 * `tsx openapi.ts`: fails unless the Event API's OpenAPI document is valid and the web app's generated types
 * (apps/web/src/lib/api-types.gen.ts) are those of the routes as they are; `--write` writes the types again.
 * Run by `npm run check` (this workspace's typecheck, before the web app's, which type-checks its API calls
 * against the types).
 */
import { apiContract, checkedInTypes, WEB_API_TYPES, writeTypes } from './src/testing/openapi-contract.ts'

const { types } = await apiContract()
if (process.argv.includes('--write')) {
  await writeTypes(types)
  console.log(`OpenAPI document valid; ${WEB_API_TYPES} written.`)
} else if (types !== (await checkedInTypes())) {
  console.error(
    `${WEB_API_TYPES} is not generated from the routes as they are: run \`npm run openapi -w apps/api\`.`,
  )
  process.exitCode = 1
} else {
  console.log("OpenAPI document valid; the web app's API types are up to date.")
}
