/** Where the CPU went during a measured run: each service process, the load processes, PostgreSQL, the machine. */
import os from 'node:os'
import { cpuSeconds, machineCpuSeconds, postgresCpuSeconds, type Service } from './processes.ts'
import { int } from './report.ts'

export interface CpuSplit {
  label: string
  /** Share of one core, by process name. */
  perProcess: Record<string, number>
  /** Every `postgres` process of the machine (shared server: other work included), share of one core. */
  postgres: number
  /** The load processes (their own accounting), share of one core. */
  load: number
  /** The whole machine, share of all its cores. */
  machineBusy: number
  /** What the machine spent beyond the processes above (other work on the shared machine), share of one core. */
  others: number
  seconds: number
}

/** Every split measured in this run, for the summary of how shared the machine was. */
export const splits: CpuSplit[] = []

/** How much other work shared the machine during the measured runs (a figure to read the others by). */
export function sharingLine() {
  if (splits.length === 0) return undefined
  const others = splits.map((split) => split.others)
  const average = others.reduce((sum, value) => sum + value, 0) / others.length
  return (
    `Other work on this machine during the measured runs (processes not started by this benchmark): ` +
    `${int(average)} % of one core on average, ${int(Math.max(...others))} % at most, of ${os.cpus().length} cores` +
    (average > 25 ? ' — the figures are those of a shared machine and would be better on a quiet one.' : '.')
  )
}

export function startCpu(label: string, services: Service[]) {
  const before = services.map((service) => cpuSeconds(service.pid))
  const postgresBefore = postgresCpuSeconds()
  const machineBefore = machineCpuSeconds()
  const start = performance.now()
  return (loadCpuSeconds: number): CpuSplit => {
    const elapsed = (performance.now() - start) / 1000
    const machine = machineCpuSeconds()
    const share = (value: number) => Math.max(0, (value / elapsed) * 100)
    const perProcess = Object.fromEntries(
      services.map((service, i) => [service.name, share(cpuSeconds(service.pid) - (before[i] ?? 0))]),
    )
    const postgres = share(postgresCpuSeconds() - postgresBefore)
    const load = share(loadCpuSeconds)
    const machineBusy =
      ((machine.busy - machineBefore.busy) / Math.max(0.001, machine.total - machineBefore.total)) * 100
    const known = Object.values(perProcess).reduce((sum, value) => sum + value, postgres + load)
    const split: CpuSplit = {
      label,
      perProcess,
      postgres,
      load,
      machineBusy,
      others: Math.max(0, machineBusy * os.cpus().length - known),
      seconds: elapsed,
    }
    splits.push(split)
    return split
  }
}

/** One line of where the CPU went; with `requests` (answered), also the CPU milliseconds each one cost. */
export function cpuLine(split: CpuSplit, requests?: { count: number; services: string[]; unit: string }) {
  const parts = Object.entries(split.perProcess)
    .filter(([, value]) => value >= 0.5)
    .map(([name, value]) => `${name} ${int(value)} %`)
  let each = ''
  if (requests && requests.count > 0) {
    const perRequest = (share: number) => ((share / 100) * split.seconds * 1000) / requests.count
    const services = requests.services.reduce((sum, name) => sum + (split.perProcess[name] ?? 0), 0)
    each =
      `; CPU per ${requests.unit}: ${requests.services.join(' + ')} ${perRequest(services).toFixed(2)} ms, ` +
      `PostgreSQL ${perRequest(split.postgres).toFixed(2)} ms, load generator ${perRequest(split.load).toFixed(2)} ms`
  }
  return (
    `CPU during ${split.label} (100 % = one core, ${os.cpus().length} cores): ${parts.join(', ')}, ` +
    `PostgreSQL ${int(split.postgres)} %, load generators ${int(split.load)} %, everything else ${int(split.others)} %; ` +
    `machine busy ${int(split.machineBusy)} % of all cores${each}`
  )
}
