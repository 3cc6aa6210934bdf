import { LOGO_MAX_BYTES } from '@questboard/domain/constants'
import { PICTURE_MAX_BYTES, type Picture } from '@questboard/domain/picture.schema'
import { type ReactNode, useEffect, useRef } from 'react'
import { Controller, type FieldValues, type Path, useFormContext, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { buttonClass } from '../../../ui/button'
import { Field } from '../../../ui/form-field'
import { PictureFrame } from '../../../ui/picture'
import type { ProfileFormValues } from '../api/profile-form'
import styles from './organizer.module.css'
import { useObjectUrl } from './use-object-url'

/** The preview shows in the form's column, at most this wide. */
const PREVIEW_SIZES = '(min-width: 40rem) 24rem, calc(100vw - 4rem)'

/**
 * A picture of a form (issue 13 §7: an event's cover, a store's photo): the current one, or the file about to
 * replace it, in the pictures' 16:9 frame (how cards and pages crop it); a file picker; and remove. The value
 * is absent (keep), a File (replace) or '' (remove), as the API takes it.
 */
export function PictureField<Values extends FieldValues>({
  name,
  current,
}: {
  name: Path<Values>
  /** The stored picture, null when there is none. */
  current: Picture | null
}) {
  const { t } = useTranslation()
  return (
    <ImageField<Values>
      name={name}
      stored={current !== null}
      accept="image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp"
      texts={{
        choose: t('pictureField.choose'),
        hint: t('pictureField.hint', { size: PICTURE_MAX_BYTES / 1_000_000 }),
        remove: t('pictureField.remove'),
        willBeRemoved: t('pictureField.willBeRemoved'),
        none: t('pictureField.none'),
      }}
      image={(preview) =>
        preview ? (
          <div className={styles.picturePreview}>
            <img className={styles.picturePreviewImage} src={preview} alt={t('pictureField.previewAlt')} />
          </div>
        ) : (
          <PictureFrame
            picture={current}
            sizes={PREVIEW_SIZES}
            alt={t('pictureField.currentAlt')}
            className={styles.picturePreview}
          />
        )
      }
    />
  )
}

/** The store logo, a picture field of the profile: shown whole (not cropped), JPEG or PNG only. */
export function LogoField({ currentUrl }: { currentUrl: string | null }) {
  const { t } = useTranslation()
  return (
    <ImageField<ProfileFormValues>
      name="store_logo"
      stored={Boolean(currentUrl)}
      accept="image/jpeg,image/png,.jpg,.jpeg,.png"
      texts={{
        choose: t('profile.logoChoose'),
        hint: t('profile.logoHint', { size: LOGO_MAX_BYTES / 1_000_000 }),
        remove: t('profile.logoDelete'),
        willBeRemoved: t('profile.logoWillBeDeleted'),
        none: t('profile.noLogo'),
      }}
      image={(preview) => (
        <img
          className={styles.logoImage}
          src={preview ?? currentUrl ?? ''}
          alt={t('profile.logoPreviewAlt')}
        />
      )}
    />
  )
}

/**
 * The one piece both fields are: the image shown (`image`, given the chosen file's preview address, or null for
 * the stored one), or why there is none; remove; and the file picker.
 */
function ImageField<Values extends FieldValues>({
  name,
  stored,
  accept,
  texts,
  image,
}: {
  name: Path<Values>
  /** Whether an image is stored: removing it then sends '' at the save. */
  stored: boolean
  accept: string
  texts: { choose: string; hint: string; remove: string; willBeRemoved: string; none: string }
  image: (preview: string | null) => ReactNode
}) {
  const { control, setValue, getFieldState, formState } = useFormContext<Values>()
  const input = useRef<HTMLInputElement | null>(null)
  const value: unknown = useWatch({ control, name })
  const preview = useObjectUrl(value)
  const removing = value === ''
  const shown = !removing && (preview !== null || stored)

  // Once saved (the form reset to "keep"), the picker forgets the file it showed.
  useEffect(() => {
    if (value === undefined && input.current) input.current.value = ''
  }, [value])

  return (
    <div className={styles.stack}>
      <div className={styles.picture}>
        {shown ? (
          image(preview)
        ) : (
          <p className={styles.sectionLead}>{removing ? texts.willBeRemoved : texts.none}</p>
        )}
        {shown && (
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={() => {
              // A chosen file that replaced nothing is only forgotten; a stored image is removed at the save.
              setValue(name, (stored ? '' : undefined) as never, { shouldDirty: true, shouldValidate: true })
              if (input.current) input.current.value = ''
            }}
          >
            {texts.remove}
          </button>
        )}
      </div>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Field
            name={name}
            label={texts.choose}
            hint={texts.hint}
            error={getFieldState(name, formState).error}
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
                accept={accept}
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
