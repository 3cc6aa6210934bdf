import { type ErrorBody, toErrorBody } from '@questboard/domain/error-body'
import { formatMessage } from '@questboard/domain/messages'
import { isNoShowRule } from '@questboard/domain/no-shows'
import type { Profile } from '@questboard/domain/profile.schema'
import {
  normalizeSchedule,
  type StoreInformation,
  storeInformationSchema,
} from '@questboard/domain/store.schema'
import { flag } from '@questboard/domain/zod-rules'
import { z } from 'zod'
import { HttpError } from '../http/http-error.ts'
import { IMAGE_TOO_LARGE, ImageRejected, reencodeImage } from '../images/image-upload.ts'
import { type PictureSubmission, readPictureField } from '../pictures/picture-upload.ts'
import { type PictureStore, pictureOrNull } from '../pictures/pictures.ts'
import type { StoredPicture } from '../pictures/stored-picture.ts'
import { newStorageKey, type Storage } from '../plugins/storage.ts'
import { logoUrlOf } from './logo-url.ts'
import type { ProfileChanges, User, UsersRepository } from './users.repository.ts'

/** What a multipart `POST /api/users/me/` carried, before any check; an absent field leaves its value alone. */
export interface ProfileSubmission {
  is_public?: string
  /** One of NO_SHOW_RULES (issue 15 §5). */
  no_show_rule?: string
  lp_opted_in?: string
  /** The JSON string (or what a JSON part already parsed to). */
  store_information?: unknown
  /** A file; `''` deletes the logo; any other text is not a file. */
  store_logo?: { bytes: Buffer; truncated: boolean } | string
  /** The store's photo (issue 13 §7), the same way. */
  store_photo?: PictureSubmission
}

/** A 400: field → messages, nested for store_information's fields (plugins/errors.ts answers it). */
export class ProfileInvalid extends HttpError {
  override name = 'ProfileInvalid'
  constructor(readonly errors: ErrorBody) {
    super(400, errors, 'The profile is not valid')
  }
}

export const PROFILE_MESSAGES = {
  invalid: formatMessage('validation.invalid'),
  choice: formatMessage('validation.choice'),
  required: formatMessage('validation.required'),
  fileInvalid: formatMessage('validation.file'),
  logoType: formatMessage('validation.imageType'),
  logoTooLarge: IMAGE_TOO_LARGE,
} as const

const submittedInformation = z.object({ store_information: storeInformationSchema })

const blankToNull = (value: string | null | undefined) => (value ? value : null)

/** As stored: every address and contact key present (blank = null), the seven weekdays in their stored shape. */
export function normalizeStoreInformation(info: StoreInformation): Record<string, unknown> {
  const { address } = info
  return {
    store_name: info.store_name,
    address: {
      street: address.street,
      street_2: blankToNull(address.street_2),
      city: address.city,
      postcode: address.postcode,
      region: blankToNull(address.region),
      country: address.country,
    },
    website: blankToNull(info.website),
    phone_number: blankToNull(info.phone_number),
    store_email: blankToNull(info.store_email),
    schedule: normalizeSchedule(info.schedule),
  }
}

export function toProfile(user: User, publicUrl: string): Profile {
  const logoUrl = logoUrlOf(user, publicUrl)
  return {
    id: user.id,
    nickname: user.nickname,
    email: user.email,
    is_public: user.isPublic,
    lp_opted: user.lpOpted,
    store_logo: logoUrl,
    logo_url: logoUrl,
    store_photo: pictureOrNull(user.storePhoto, publicUrl),
    store_information: user.storeInformation ?? null,
    no_show_rule: user.noShowRule,
  }
}

type LogoChange = { bytes: Buffer; extension: string } | null | undefined

interface Dependencies {
  users: UsersRepository
  storage: Storage
  pictures: PictureStore
}

/**
 * The store profile (spec §3, §5 Store form). A save is all or nothing: every field is checked (and the logo
 * and photo decoded) before anything is written; the new files are stored, then the row changes in one
 * transaction; the files they replaced go only after that commit.
 */
export function createProfileService({ users, storage, pictures }: Dependencies) {
  function parseFlag(
    value: string,
    field: 'is_public' | 'lp_opted_in',
    changes: ProfileChanges,
    errors: ErrorBody,
  ) {
    const parsed = flag().safeParse(value.trim().toLowerCase())
    if (!parsed.success) errors[field] = [PROFILE_MESSAGES.invalid]
    else if (field === 'is_public') changes.isPublic = parsed.data
    else changes.lpOpted = parsed.data
  }

  function parseInformation(value: unknown, changes: ProfileChanges, errors: ErrorBody) {
    let json = value
    if (typeof value === 'string') {
      if (value.trim() === '') {
        errors.store_information = [PROFILE_MESSAGES.required]
        return
      }
      try {
        json = JSON.parse(value)
      } catch {
        errors.store_information = [PROFILE_MESSAGES.invalid]
        return
      }
    }
    const parsed = submittedInformation.safeParse({ store_information: json })
    if (parsed.success) changes.storeInformation = normalizeStoreInformation(parsed.data.store_information)
    else Object.assign(errors, toErrorBody(parsed.error))
  }

  async function parseLogo(value: ProfileSubmission['store_logo'], errors: ErrorBody): Promise<LogoChange> {
    if (value === undefined) return undefined
    if (typeof value === 'string') {
      if (value.trim() === '') return null
      errors.store_logo = [PROFILE_MESSAGES.fileInvalid]
      return undefined
    }
    if (value.truncated) {
      errors.store_logo = [PROFILE_MESSAGES.logoTooLarge]
      return undefined
    }
    try {
      return await reencodeImage(value.bytes)
    } catch (error) {
      if (!(error instanceof ImageRejected)) throw error
      errors.store_logo = [error.reason === 'type' ? PROFILE_MESSAGES.logoType : PROFILE_MESSAGES.fileInvalid]
      return undefined
    }
  }

  return {
    async update(user: User, submission: ProfileSubmission): Promise<void> {
      const errors: ErrorBody = {}
      const changes: ProfileChanges = {}
      if (submission.is_public !== undefined) parseFlag(submission.is_public, 'is_public', changes, errors)
      if (submission.lp_opted_in !== undefined) {
        parseFlag(submission.lp_opted_in, 'lp_opted_in', changes, errors)
      }
      if (submission.no_show_rule !== undefined) {
        const rule = submission.no_show_rule.trim()
        if (isNoShowRule(rule)) changes.noShowRule = rule
        else errors.no_show_rule = [PROFILE_MESSAGES.choice]
      }
      if (submission.store_information !== undefined) {
        parseInformation(submission.store_information, changes, errors)
      }
      const logo = await parseLogo(submission.store_logo, errors)
      const photo = await readPictureField(submission.store_photo)
      if ('error' in photo) errors.store_photo = [photo.error]
      if (Object.keys(errors).length > 0) throw new ProfileInvalid(errors)

      let newKey: string | undefined
      let newPhoto: StoredPicture | undefined
      const forget = async () => {
        if (newKey) await storage.delete(newKey).catch(() => {})
        await pictures.discard(newPhoto)
      }
      try {
        if (logo) {
          newKey = newStorageKey(`logos/${user.id}`, logo.extension)
          await storage.put(newKey, logo.bytes)
          changes.storeLogo = newKey
        } else if (logo === null) {
          changes.storeLogo = null
        }
        if ('picture' in photo && photo.picture) {
          newPhoto = await pictures.save('store-photos', user.id, photo.picture)
          changes.storePhoto = newPhoto
        } else if ('picture' in photo && photo.picture === null) {
          changes.storePhoto = null
        }
      } catch (error) {
        await forget()
        throw error
      }
      let result: Awaited<ReturnType<UsersRepository['updateProfile']>>
      try {
        result = await users.updateProfile(user.id, changes)
      } catch (error) {
        await forget()
        throw error
      }
      if (!result) {
        await forget()
        return
      }
      // After the commit: a crash here leaves an orphan file, never a key pointing at nothing.
      const previous = result.previousLogo
      if (previous && 'storeLogo' in changes && previous !== changes.storeLogo) {
        await storage.delete(previous).catch(() => {})
      }
      if ('storePhoto' in changes) await pictures.discard(result.previousPhoto)
    },
  }
}

export type ProfileService = ReturnType<typeof createProfileService>
