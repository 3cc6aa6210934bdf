import type { EventStatus } from '@questboard/domain/constants'
import { defaultTimeZone } from '@questboard/domain/countries'
import type { Picture } from '@questboard/domain/picture.schema'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { domainResolver } from '../../../lib/form-errors'
import { eventKeys } from '../../../lib/query-keys'
import type { Game } from '../../../lib/reference-data'
import { emitSignal } from '../../../lib/signals'
import {
  applyServerErrors,
  type FormAlertState,
  failureDetail,
  useFormFeedback,
} from '../../../lib/use-form-feedback'
import { useLocalizedPath } from '../../../lib/use-localized-path'
import { buttonClass } from '../../../ui/button'
import { FormError } from '../../../ui/form-field'
import { type AddressValues, type EventFormValues, eventRequestBody } from '../api/event-form'
import { createEvent, publishEvent, removeCover, updateEvent, uploadCover } from '../api/events'
import { type EventFormOutput, eventFormWithRepeat } from '../api/repeat-form'
import { createSeries, updateSeries } from '../api/series'
import { EventAddressSection } from './event-address-section'
import { EventAdminSection } from './event-admin-section'
import { EventDateSection } from './event-date-section'
import { EventDeleteButton } from './event-delete-dialog'
import { clearEventDraft, saveEventDraft } from './event-draft'
import { TextAreaField } from './event-fields'
import { EventMainSection } from './event-main-section'
import { EventPracticalSection } from './event-practical-section'
import { EventRepeatSection } from './event-repeat-section'
import { FormAlert } from './form-alert'
import styles from './organizer.module.css'
import { PictureField } from './picture-field'
import { type SeriesScope, SeriesScopeField } from './series-scope-field'

export interface EventFormProps {
  /** Null for a new event. */
  eventId: string | null
  status?: EventStatus
  initialValues: EventFormValues
  initialAlert?: FormAlertState | null
  games: readonly Game[]
  storeAddress: AddressValues | null
  isAdmin: boolean
  /** The event's series and its date (venue calendar), when it belongs to one (issue 15 §4). */
  series?: { id: number; date: string } | null
  /** The event's own cover image (issue 13 §7), null when it has none. */
  cover?: Picture | null
}

type Submission = { body: EventFormOutput; publish: boolean }
type Saved = { id: string; published: boolean; count: number; scope: SeriesScope }

/**
 * The event form of event-new and event-edit. A new event is created (as a draft) and the page moves to its
 * edit route; an existing one is updated. Once created, location, game and date are locked (spec §4).
 */
export function EventForm({
  eventId,
  status,
  initialValues,
  initialAlert,
  games,
  storeAddress,
  isAdmin,
  series = null,
  cover = null,
}: EventFormProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const path = useLocalizedPath()
  const queryClient = useQueryClient()
  const editing = eventId !== null
  const storeZone = defaultTimeZone(storeAddress?.country)
  // The schema reads the clock at each validation: "at least one hour from now" is about the moment of saving.
  const resolver = useMemo(
    () =>
      domainResolver<EventFormValues, EventFormOutput>(() =>
        eventFormWithRepeat({ now: new Date(), requireFutureStart: !editing, timezone: storeZone }),
      ),
    [editing, storeZone],
  )
  const [scope, setScope] = useState<SeriesScope>('this')
  const form = useForm<EventFormValues, unknown, EventFormOutput>({
    resolver,
    defaultValues: initialValues,
    shouldFocusError: false,
  })
  const { handleSubmit, setError, getValues, reset, watch, formState } = form
  const feedback = useFormFeedback(initialAlert)
  const { setAlert } = feedback
  const light = watch('event_type') === 'Light'
  // Read while rendering so react-hook-form tracks it: publishing saves first only when something changed.
  const dirty = formState.isDirty

  const submit = useMutation({
    // The form shows its own §8 message and field errors: no generic "api" alert on top.
    meta: { alert: false },
    mutationFn: async ({
      body: { repeat, cover: picture, ...body },
      publish,
    }: Submission): Promise<Saved> => {
      const request = eventRequestBody(body, getValues())
      if (eventId === null && repeat) {
        const created = await createSeries({ ...request, repeat })
        const first = created.events[0]
        if (!first) throw new Error('a series was created without events')
        return { id: String(first.id), published: false, count: created.events.length, scope: 'this' }
      }
      if (eventId === null) {
        return { id: String((await createEvent(request)).id), published: false, count: 1, scope: 'this' }
      }
      // The cover first: a refused file (400 on `cover`) leaves the rest unsaved, as any field error does.
      if (picture instanceof Blob) await uploadCover(eventId, picture as File)
      else if (picture === '') await removeCover(eventId)
      if (series && scope === 'following') {
        await updateSeries(series.id, { ...request, from: series.date, publish })
        return { id: eventId, published: publish, count: 1, scope }
      }
      if (dirty || !publish) await updateEvent(eventId, request)
      if (publish) await publishEvent(eventId)
      return { id: eventId, published: publish, count: 1, scope }
    },
    onSuccess: async ({ id, published, count, scope: savedScope }) => {
      // Every view of the event is stale: its page for any viewer (this form's copy included), the lists, the
      // map and the caller's own events.
      const refreshed = queryClient.invalidateQueries({ queryKey: eventKeys.all })
      clearEventDraft()
      emitSignal('event-form-success')
      if (!editing) {
        navigate(path({ name: 'event-edit', params: { id } }), {
          replace: true,
          state: {
            alert: {
              status: 'success',
              message: count > 1 ? t('eventForm.seriesCreated', { count }) : t('eventForm.created'),
            } satisfies FormAlertState,
          },
        })
        return
      }
      reset({ ...getValues(), cover: undefined })
      const following = savedScope === 'following'
      setAlert({
        status: 'success',
        message: published
          ? t(following ? 'eventForm.seriesPublished' : 'messages.eventPublished')
          : t(following ? 'eventForm.seriesSaved' : 'eventForm.saved'),
      })
      await refreshed
    },
    onError: (error) => {
      if (applyServerErrors(error, setError)) feedback.moveToFirstError()
      setAlert({ status: 'danger', message: t('messages.eventSaveFailed'), detail: failureDetail(error, t) })
      emitSignal('event-form-error')
    },
  })

  const onInvalid = () => {
    setAlert({ status: 'warning', message: t('validation.formIncomplete') })
    emitSignal('event-form-error')
    feedback.moveToFirstError()
  }

  const preview = () => {
    saveEventDraft({ eventId, values: getValues() })
    navigate(path({ name: 'event-preview' }))
  }

  return (
    <FormProvider {...form}>
      <form
        ref={feedback.formRef}
        className={styles.form}
        noValidate
        onSubmit={handleSubmit((body) => submit.mutate({ body, publish: false }), onInvalid)}
      >
        {editing && status && (
          <p>
            <span className={styles.status}>{t(`eventForm.statuses.${status}`)}</span>
          </p>
        )}
        <EventMainSection games={games} locked={editing} />
        <EventAddressSection storeAddress={storeAddress} locked={editing} />
        <EventDateSection locked={editing} />
        {!light && <EventPracticalSection />}
        <fieldset className={styles.section} id="description">
          <legend className={styles.legend}>{t('eventForm.descriptionTitle')}</legend>
          <TextAreaField
            name="additional_info.event_description"
            label={t('eventForm.description')}
            hint={t('eventForm.descriptionHint')}
            required={!light}
            rows={8}
          />
        </fieldset>
        <fieldset className={styles.section} id="cover">
          <legend className={styles.legend}>{t('eventForm.coverTitle')}</legend>
          <p className={styles.sectionLead}>
            {editing ? t('eventForm.coverLead') : t('eventForm.coverAfterCreation')}
          </p>
          {editing && <PictureField<EventFormValues> name="cover" current={cover} />}
        </fieldset>
        {isAdmin && <EventAdminSection />}
        {!editing && <EventRepeatSection />}

        <FormError error={formState.errors.root?.server} />
        <div className={`${styles.actions} ${styles.stickyActions}`}>
          {series && (
            <SeriesScopeField seriesId={series.id} date={series.date} value={scope} onChange={setScope} />
          )}
          <button type="submit" className={buttonClass('primary')} disabled={submit.isPending}>
            {submit.isPending ? t('organizer.saving') : editing ? t('eventForm.save') : t('eventForm.create')}
          </button>
          {editing && status === 'draft' && (
            <button
              type="button"
              className={buttonClass('primary')}
              disabled={submit.isPending}
              onClick={handleSubmit((body) => submit.mutate({ body, publish: true }), onInvalid)}
            >
              {t('eventForm.publish')}
            </button>
          )}
          <button type="button" className={buttonClass('secondary')} onClick={preview}>
            {t('eventForm.preview')}
          </button>
          {editing && (
            <EventDeleteButton
              eventId={eventId}
              eventName={initialValues.name}
              series={series && scope === 'following' ? series : null}
            />
          )}
        </div>
      </form>
      <FormAlert alert={feedback.alert} onClose={feedback.closeAlert} />
    </FormProvider>
  )
}
