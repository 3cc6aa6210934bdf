import type { StoreForm } from '@questboard/domain/store.schema'
import { storeFormSchema } from '@questboard/domain/store.schema'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { FormProvider, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { domainResolver } from '../../../lib/form-errors'
import { emitSignal } from '../../../lib/signals'
import { applyServerErrors, failureDetail, useFormFeedback } from '../../../lib/use-form-feedback'
import { buttonClass } from '../../../ui/button'
import { CheckboxField, Field, FormError, formClasses } from '../../../ui/form-field'
import { type Profile, profileQueryKey, saveProfile } from '../api/profile'
import {
  PROFILE_ERROR_RENAMES,
  type ProfileFormValues,
  profileFormData,
  profileFormValues,
} from '../api/profile-form'
import { AddressFields } from './address-fields'
import { FormAlert } from './form-alert'
import { NoShowRuleField } from './no-show-rule-field'
import { OpeningHours } from './opening-hours'
import styles from './organizer.module.css'
import { LogoField, PictureField } from './picture-field'

const resolver = domainResolver<ProfileFormValues, StoreForm>(storeFormSchema)

export function ProfileForm({
  profile,
  fallback,
}: {
  profile: Profile
  fallback: { nickname: string; email: string }
}) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const form = useForm<ProfileFormValues, unknown, StoreForm>({
    resolver,
    defaultValues: profileFormValues(profile),
    shouldFocusError: false,
  })
  const { register, handleSubmit, setError, formState, reset, getValues } = form
  const feedback = useFormFeedback()

  const save = useMutation({
    // The form shows its own §8 message and field errors: no generic "api" alert on top.
    meta: { alert: false },
    mutationFn: (values: StoreForm) => saveProfile(profileFormData(values)),
    onSuccess: async () => {
      feedback.setAlert({ status: 'success', message: t('messages.profileUpdated') })
      emitSignal('user-form-success')
      reset({ ...getValues(), store_logo: undefined, store_photo: undefined })
      await queryClient.invalidateQueries({ queryKey: profileQueryKey })
    },
    onError: (error) => {
      if (applyServerErrors(error, setError, PROFILE_ERROR_RENAMES)) feedback.moveToFirstError()
      feedback.setAlert({
        status: 'danger',
        message: t('messages.profileUpdateFailed'),
        detail: failureDetail(error, t),
      })
      emitSignal('user-form-error')
    },
  })

  const onInvalid = () => {
    feedback.setAlert({ status: 'warning', message: t('validation.formIncomplete') })
    emitSignal('user-form-error')
    feedback.moveToFirstError()
  }

  const info = 'store_information' as const
  const text = (
    field: 'store_name' | 'website' | 'phone_number' | 'store_email',
    label: string,
    options: { required?: boolean; type?: string; autoComplete?: string; hint?: string } = {},
  ) => (
    <Field
      name={`${info}.${field}`}
      label={label}
      hint={options.hint}
      required={options.required}
      error={formState.errors.store_information?.[field]}
    >
      {(aria) => (
        <input
          {...aria}
          {...register(`${info}.${field}`)}
          type={options.type ?? 'text'}
          autoComplete={options.autoComplete}
          className={formClasses.input}
        />
      )}
    </Field>
  )

  return (
    <FormProvider {...form}>
      <form
        ref={feedback.formRef}
        className={styles.form}
        noValidate
        onSubmit={handleSubmit((values) => save.mutate(values), onInvalid)}
      >
        <fieldset className={styles.section} id="personal-information">
          <legend className={styles.legend}>{t('profile.personalTitle')}</legend>
          <p className={styles.sectionLead}>{t('profile.personalLead')}</p>
          <div className={styles.grid}>
            <Field name="nickname" label={t('profile.nickname')}>
              {(aria) => (
                <input
                  {...aria}
                  className={formClasses.input}
                  readOnly
                  value={profile.nickname || fallback.nickname}
                />
              )}
            </Field>
            <Field name="email" label={t('profile.email')}>
              {(aria) => (
                <input
                  {...aria}
                  className={formClasses.input}
                  readOnly
                  value={profile.email || fallback.email}
                />
              )}
            </Field>
          </div>
        </fieldset>

        <fieldset className={styles.section} id="store-address">
          <legend className={styles.legend}>{t('profile.addressTitle')}</legend>
          <div className={styles.stack}>
            {text('store_name', t('profile.storeName'), { required: true, autoComplete: 'organization' })}
            <AddressFields prefix="store_information.address" />
          </div>
        </fieldset>

        <fieldset className={styles.section} id="opening-hours">
          <legend className={styles.legend}>{t('profile.hoursTitle')}</legend>
          <p className={styles.sectionLead}>{t('profile.hoursLead')}</p>
          <OpeningHours />
        </fieldset>

        <fieldset className={styles.section} id="contact">
          <legend className={styles.legend}>{t('profile.contactTitle')}</legend>
          <div className={styles.grid}>
            {text('website', t('profile.website'), {
              type: 'url',
              autoComplete: 'url',
              hint: t('profile.websiteHint'),
            })}
            {text('phone_number', t('profile.phone'), { type: 'tel', autoComplete: 'tel' })}
            {text('store_email', t('profile.storeEmail'), { type: 'email', autoComplete: 'email' })}
          </div>
        </fieldset>

        <fieldset className={styles.section} id="logo">
          <legend className={styles.legend}>{t('profile.logoTitle')}</legend>
          <LogoField currentUrl={profile.logo_url ?? profile.store_logo} />
        </fieldset>

        <fieldset className={styles.section} id="photo">
          <legend className={styles.legend}>{t('profile.photoTitle')}</legend>
          <p className={styles.sectionLead}>{t('profile.photoLead')}</p>
          <PictureField<ProfileFormValues> name="store_photo" current={profile.store_photo ?? null} />
        </fieldset>

        <fieldset className={styles.section} id="visibility">
          <legend className={styles.legend}>{t('profile.visibilityTitle')}</legend>
          <div className={styles.stack}>
            <CheckboxField name="is_public" label={t('profile.isPublic')} hint={t('profile.isPublicHint')}>
              {(aria) => (
                <input
                  {...aria}
                  {...register('is_public')}
                  type="checkbox"
                  className={formClasses.checkboxInput}
                />
              )}
            </CheckboxField>
            <CheckboxField
              name="lp_opted"
              label={t('profile.lpOpted')}
              hint={t('profile.lpOptedHint')}
              error={formState.errors.lp_opted}
            >
              {(aria) => (
                <input
                  {...aria}
                  {...register('lp_opted')}
                  type="checkbox"
                  className={formClasses.checkboxInput}
                />
              )}
            </CheckboxField>
          </div>
        </fieldset>

        <NoShowRuleField />

        <FormError error={formState.errors.root?.server} />
        <div className={`${styles.actions} ${styles.stickyActions}`}>
          <button type="submit" className={buttonClass('primary')} disabled={save.isPending}>
            {save.isPending ? t('organizer.saving') : t('profile.save')}
          </button>
        </div>
      </form>
      <FormAlert alert={feedback.alert} onClose={feedback.closeAlert} />
    </FormProvider>
  )
}
