import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { i18n } from '../i18n/i18n'
import { pushAlert } from '../lib/alerts'
import { apiAlertFor } from '../lib/api-alert'

/** Spec §8's response rule, once for every query and mutation (a call opts out with `meta.alert: false`). */
function raiseApiAlert(error: unknown, meta: Parameters<typeof apiAlertFor>[1]) {
  const alert = apiAlertFor(error, meta)
  if (alert) {
    pushAlert({
      status: 'danger',
      title: alert.title,
      message: alert.message,
      object: { httpStatus: alert.httpStatus },
    })
  }
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => raiseApiAlert(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) => raiseApiAlert(error, mutation.meta),
    }),
    defaultOptions: {
      queries: { retry: 1, staleTime: 30_000 },
    },
  })
}

const queryClient = createQueryClient()

export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </I18nextProvider>
  )
}
