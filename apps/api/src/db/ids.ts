/** The largest value of PostgreSQL's `integer`, the type of every id column. */
export const MAX_ID = 2_147_483_647

/** Whether an id from a request can name a row at all: a larger one must answer "not found", not a database error. */
export const isStorableId = (id: number) => Number.isInteger(id) && id >= 1 && id <= MAX_ID
