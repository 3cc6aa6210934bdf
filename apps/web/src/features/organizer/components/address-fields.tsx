import { COUNTRY_CODES } from '@questboard/domain/countries'
import { get, useFormContext, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useLocale } from '../../../i18n/use-locale'
import { type ControlProps, Field, formClasses } from '../../../ui/form-field'
import { countryName } from './display-names'
import styles from './organizer.module.css'

/**
 * Street, street 2, city, postcode, region and country under `prefix` of the surrounding form. Read-only
 * fields (the store's address under "use my address", or an event's locked location) stay in the form's
 * values but cannot be changed.
 */
export function AddressFields({ prefix, readOnly = false }: { prefix: string; readOnly?: boolean }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const { register, formState } = useFormContext()
  const name = (field: string) => `${prefix}.${field}`
  const error = (field: string) => get(formState.errors, name(field))
  const text = (field: string, label: string, required: boolean, autoComplete?: string) => (
    <Field name={name(field)} label={label} required={required && !readOnly} error={error(field)}>
      {(control) => (
        <input
          {...control}
          {...register(name(field))}
          className={formClasses.input}
          readOnly={readOnly}
          autoComplete={autoComplete}
        />
      )}
    </Field>
  )

  return (
    <div className={styles.grid}>
      <div className={styles.wide}>
        {text('street', t('organizer.address.street'), true, 'address-line1')}
      </div>
      <div className={styles.wide}>
        {text('street_2', t('organizer.address.street2'), false, 'address-line2')}
      </div>
      {text('city', t('organizer.address.city'), true, 'address-level2')}
      {text('postcode', t('organizer.address.postcode'), true, 'postal-code')}
      {text('region', t('organizer.address.region'), false, 'address-level1')}
      <Field
        name={name('country')}
        label={t('organizer.address.country')}
        required={!readOnly}
        error={error('country')}
      >
        {(control) =>
          readOnly ? (
            <CountryReadOnly control={control} prefix={prefix} locale={locale} />
          ) : (
            <select {...control} {...register(name('country'))} className={formClasses.select}>
              <option value="">{t('organizer.address.chooseCountry')}</option>
              {COUNTRY_CODES.map((code) => (
                <option key={code} value={code}>
                  {countryName(code, locale)}
                </option>
              ))}
            </select>
          )
        }
      </Field>
    </div>
  )
}

/** A select cannot be read-only: a locked country shows as text. */
function CountryReadOnly({
  control,
  prefix,
  locale,
}: {
  control: ControlProps
  prefix: string
  locale: string
}) {
  const code = String(useWatch({ name: `${prefix}.country` }) ?? '')
  return <input {...control} className={formClasses.input} readOnly value={countryName(code, locale)} />
}
