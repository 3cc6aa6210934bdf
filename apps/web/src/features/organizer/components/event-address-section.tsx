import { useEffect } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { RouteLink } from '../../../ui/route-link'
import type { EventFormValues } from '../api/event-form'
import { type AddressValues, timeZonesOf } from '../api/event-form'
import { AddressFields } from './address-fields'
import { CheckField, SelectField } from './event-fields'
import styles from './organizer.module.css'

/**
 * Where the event takes place: the store's own address ("use my address" copies it, read-only), or another
 * one. The country sets the time zone the dates are read in; a country with several zones offers a choice.
 */
export function EventAddressSection({
  storeAddress,
  locked,
}: {
  storeAddress: AddressValues | null
  locked: boolean
}) {
  const { t } = useTranslation()
  const { control, setValue, getValues } = useFormContext<EventFormValues>()
  const useMine = useWatch({ control, name: 'use_my_address' })
  const country = useWatch({ control, name: 'address.country' })
  const zones = timeZonesOf(country)

  // The store's address goes into the event's own fields, so what is shown is what is saved.
  useEffect(() => {
    if (!useMine || locked || !storeAddress) return
    for (const [field, value] of Object.entries(storeAddress)) {
      setValue(`address.${field as keyof AddressValues}`, value, { shouldValidate: false })
    }
  }, [useMine, locked, storeAddress, setValue])

  // A zone of another country makes no sense: a change of country resets it to the new country's default.
  useEffect(() => {
    if (locked) return
    const current = getValues('timezone')
    const next = zones.includes(current) ? current : (zones[0] ?? '')
    if (next !== current) setValue('timezone', next)
  }, [zones, locked, getValues, setValue])

  return (
    <fieldset className={styles.section} id="address">
      <legend className={styles.legend}>{t('eventForm.addressTitle')}</legend>
      <div className={styles.stack}>
        {locked && <p className={styles.note}>{t('eventForm.lockedNote')}</p>}
        {!locked && (
          <CheckField
            name="use_my_address"
            label={t('eventForm.useMyAddress')}
            hint={storeAddress ? t('eventForm.useMyAddressHint') : t('eventForm.useMyAddressMissing')}
            disabled={!storeAddress && !useMine}
          />
        )}
        {!storeAddress && !locked && (
          <p>
            <RouteLink name="profile">{t('eventForm.completeProfile')}</RouteLink>
          </p>
        )}
        <AddressFields prefix="address" readOnly={locked || useMine} />
        {zones.length > 1 && (
          <SelectField
            name="timezone"
            label={t('eventForm.timezone')}
            hint={t('eventForm.timezoneHint')}
            locked={locked}
            options={zones.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }))}
          />
        )}
      </div>
    </fieldset>
  )
}
