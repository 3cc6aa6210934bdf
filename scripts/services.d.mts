import type { ChildProcess } from 'node:child_process'

export const repoRoot: string

export interface RunningServices {
  webUrl: string
  accountUrl: string
  children: (ChildProcess & { serviceName: string })[]
  stop(): Promise<void>
}

export function startServices(options: {
  port: number
  accountPort: number
  env?: Record<string, string | undefined>
  quiet?: boolean
  /** Run the compiled JavaScript in dist/ (`npm run build`); NODE_ENV=production's default. */
  compiled?: boolean
}): Promise<RunningServices>

export function serviceCommand(name: 'account' | 'api', compiled: boolean): string[]
