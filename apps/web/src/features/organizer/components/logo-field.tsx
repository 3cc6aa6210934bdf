import { LOGO_MAX_BYTES } from '@questboard/domain/constants'
import { useEffect, useRef, useState } from 'react'
import { Controller, useFormContext, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { buttonClass } from '../../../ui/button'
import { Field } from '../../../ui/form-field'
import type { ProfileFormValues } from '../api/profile-form'
import styles from './organizer.module.css'

/** A preview address for a chosen file, released when the file changes or the field goes away. */
function useObjectUrl(file: unknown): string | null {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    if (!(file instanceof Blob)) {
      setUrl(null)
      return
    }
    const created = URL.createObjectURL(file)
    setUrl(created)
    return () => URL.revokeObjectURL(created)
  }, [file])
  return url
}

/** The store logo: the current one (or the file about to replace it), a file picker, and delete. */
export function LogoField({ currentUrl }: { currentUrl: string | null }) {
  const { t } = useTranslation()
  const { control, setValue, formState } = useFormContext<ProfileFormValues>()
  const input = useRef<HTMLInputElement | null>(null)
  const value = useWatch({ control, name: 'store_logo' })
  const preview = useObjectUrl(value)
  const shown = value === '' ? null : (preview ?? currentUrl)
  const megabytes = LOGO_MAX_BYTES / 1_000_000

  return (
    <div className={styles.stack}>
      <div className={styles.logo}>
        {shown ? (
          <img className={styles.logoImage} src={shown} alt={t('profile.logoPreviewAlt')} />
        ) : (
          <p className={styles.sectionLead}>
            {value === '' ? t('profile.logoWillBeDeleted') : t('profile.noLogo')}
          </p>
        )}
        {shown && (
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={() => {
              setValue('store_logo', currentUrl ? '' : undefined, { shouldDirty: true, shouldValidate: true })
              if (input.current) input.current.value = ''
            }}
          >
            {t('profile.logoDelete')}
          </button>
        )}
      </div>
      <Controller
        control={control}
        name="store_logo"
        render={({ field }) => (
          <Field
            name="store_logo"
            label={t('profile.logoChoose')}
            hint={t('profile.logoHint', { size: megabytes })}
            error={formState.errors.store_logo}
          >
            {(aria) => (
              <input
                {...aria}
                ref={(element) => {
                  input.current = element
                  field.ref(element)
                }}
                name={field.name}
                type="file"
                accept="image/jpeg,image/png,.jpg,.jpeg,.png"
                onBlur={field.onBlur}
                onChange={(event) => field.onChange(event.target.files?.[0] ?? undefined)}
              />
            )}
          </Field>
        )}
      />
    </div>
  )
}
