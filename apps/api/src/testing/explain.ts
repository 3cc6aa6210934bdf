import type { Database } from '../db/database.ts'

interface QueryText {
  sql: string
  params: unknown[]
}

/**
 * The plan PostgreSQL chooses for a query a repository builds (`builder.toSQL()`), with its parameters
 * bound: what the API really runs, not a hand-written copy. Both drivers' clients take `query(text, params)`.
 */
export async function explain(db: Database, { sql, params }: QueryText, analyze = false): Promise<string> {
  const client = (
    db as unknown as {
      $client: { query(text: string, params: unknown[]): Promise<{ rows: Record<string, string>[] }> }
    }
  ).$client
  const { rows } = await client.query(`EXPLAIN ${analyze ? '(ANALYZE, BUFFERS) ' : ''}${sql}`, params)
  return rows.map((row) => row['QUERY PLAN']).join('\n')
}
