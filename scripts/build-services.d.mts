export const COMPILED_PACKAGES: string[]

/** Compiles the services' TypeScript to each package's dist/; answers how many files. */
export function buildServices(): number
