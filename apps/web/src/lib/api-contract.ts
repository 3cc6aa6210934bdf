/**
 * The Event API's calls typed by its OpenAPI document (issue 16): `api-types.gen.ts` is generated from the
 * routes (`npm run openapi -w apps/api`), so when the API and the web app disagree on a path, a path
 * parameter, a body or an answer, `tsc` (`npm run check`) fails here or where the answer is used.
 */
import { type ApiRequest, apiFetch } from './api'
import type { paths } from './api-types.gen'

/** A path of the Event API as its document names it, e.g. `/api/events/{id}/`. */
export type ApiPath = keyof paths
export type ApiMethod = 'get' | 'post' | 'put' | 'patch' | 'delete'

type Operation<Path extends ApiPath, Method extends ApiMethod> = NonNullable<paths[Path][Method]>
type JsonOf<Answer> = Answer extends { content: { 'application/json': infer Body } } ? Body : undefined
type Success = 200 | 201 | 202 | 204

/** The JSON the operation answers on success (`null` or undefined for an answer without a body). */
export type ApiAnswer<Path extends ApiPath, Method extends ApiMethod> =
  Operation<Path, Method> extends { responses: infer Answers }
    ? JsonOf<Answers[Extract<keyof Answers, Success>]>
    : never

/** The JSON body the operation takes. */
export type ApiBody<Path extends ApiPath, Method extends ApiMethod> =
  Operation<Path, Method> extends { requestBody: { content: { 'application/json': infer Body } } }
    ? Body
    : never

type PathParams<Path extends ApiPath, Method extends ApiMethod> =
  Operation<Path, Method> extends { parameters: { path: infer Params } } ? Params : never

export type ApiCall<Path extends ApiPath, Method extends ApiMethod> = Omit<ApiRequest, 'body' | 'method'> &
  ([PathParams<Path, Method>] extends [never]
    ? { params?: undefined }
    : { params: { [Name in keyof PathParams<Path, Method>]: string | number } }) &
  ([ApiBody<Path, Method>] extends [never] ? { body?: undefined } : { body: ApiBody<Path, Method> })

/**
 * `apiFetch` for one operation of the document: `apiCall('/api/events/{id}/', 'put', { params: { id }, body })`
 * fills the path's parameters, sends the body the operation takes and resolves to the answer it documents.
 */
export function apiCall<Path extends ApiPath, Method extends ApiMethod>(
  path: Path,
  method: Method,
  { params, ...request }: ApiCall<Path, Method>,
): Promise<ApiAnswer<Path, Method>> {
  const values: Record<string, string | number> = params ?? {}
  const url = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(values[name])))
  return apiFetch<ApiAnswer<Path, Method>>(url, { ...request, method: method.toUpperCase() })
}
