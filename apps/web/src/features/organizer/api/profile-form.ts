/**
 * The store profile between the API (`GET`/`POST /api/users/me/`) and the profile form: the form edits the
 * opening hours with the `is_<day>` / `break_<day>` flags of store.schema.ts, the API stores the schedule.
 */
import { WEEKDAYS, type Weekday } from '@questboard/domain/constants'
import { normalizeCountry } from '@questboard/domain/countries'
import { DEFAULT_NO_SHOW_RULE, type NoShowRule } from '@questboard/domain/no-shows'
import {
  formFlagsFromSchedule,
  normalizeSchedule,
  type ScheduleFlags,
  type StoreForm,
  scheduleFromForm,
} from '@questboard/domain/store.schema'
import type { Profile } from './profile'

export interface DayTimes {
  first_open: string
  first_close: string
  second_open: string
  second_close: string
}

export type ProfileFormValues = {
  is_public: boolean
  lp_opted: boolean
  no_show_rule: NoShowRule
  /** Absent: keep the logo; a File: replace it; '': delete it. */
  store_logo?: File | ''
  /** The store's photo, the same way. */
  store_photo?: File | ''
  store_information: {
    store_name: string
    address: {
      street: string
      street_2: string
      city: string
      postcode: string
      region: string
      country: string
    }
    website: string
    phone_number: string
    store_email: string
    schedule: Record<Weekday, DayTimes>
  }
} & ScheduleFlags

const text = (value: unknown) => (typeof value === 'string' ? value : '')

export function profileFormValues(profile: Profile | null | undefined): ProfileFormValues {
  const info = profile?.store_information ?? {}
  const address = info.address
  const stored = normalizeSchedule(info.schedule)
  return {
    is_public: profile?.is_public ?? false,
    lp_opted: profile?.lp_opted ?? false,
    no_show_rule: profile?.no_show_rule ?? DEFAULT_NO_SHOW_RULE,
    store_information: {
      store_name: text(info.store_name),
      address: {
        street: text(address?.street),
        street_2: text(address?.street_2),
        city: text(address?.city),
        postcode: text(address?.postcode),
        region: text(address?.region),
        country: normalizeCountry(text(address?.country)) ?? text(address?.country),
      },
      website: text(info.website),
      phone_number: text(info.phone_number),
      store_email: text(info.store_email),
      schedule: Object.fromEntries(
        WEEKDAYS.map((day) => [
          day,
          {
            first_open: text(stored[day].first_open),
            first_close: text(stored[day].first_close),
            second_open: text(stored[day].second_open),
            second_close: text(stored[day].second_close),
          },
        ]),
      ) as Record<Weekday, DayTimes>,
    },
    ...formFlagsFromSchedule(info.schedule),
  }
}

const blankToNull = (value: string | null | undefined) => (value ? value : null)

/** The `store_information` JSON the API stores: optional blanks as null, the schedule in its stored shape. */
export function storeInformationBody(form: StoreForm) {
  const { address, ...info } = form.store_information
  return {
    store_name: info.store_name,
    address: {
      ...address,
      street_2: blankToNull(address.street_2),
      region: blankToNull(address.region),
    },
    website: blankToNull(info.website),
    phone_number: blankToNull(info.phone_number),
    store_email: blankToNull(info.store_email),
    schedule: scheduleFromForm(form),
  }
}

/** The multipart body of `POST /api/users/me/` (`lp_opted` is sent as `lp_opted_in`). */
export function profileFormData(form: StoreForm): FormData {
  const body = new FormData()
  body.set('is_public', String(form.is_public))
  body.set('lp_opted_in', String(form.lp_opted))
  body.set('no_show_rule', form.no_show_rule)
  if (form.store_logo === '' || form.store_logo === null) body.set('store_logo', '')
  else if (form.store_logo instanceof Blob) body.set('store_logo', form.store_logo, form.store_logo.name)
  if (form.store_photo === '' || form.store_photo === null) body.set('store_photo', '')
  else if (form.store_photo instanceof Blob) body.set('store_photo', form.store_photo, form.store_photo.name)
  body.set('store_information', JSON.stringify(storeInformationBody(form)))
  return body
}

/** The API names `lp_opted_in` what the form calls `lp_opted`. */
export const PROFILE_ERROR_RENAMES = { lp_opted_in: 'lp_opted' }
