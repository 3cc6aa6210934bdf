/** The demo stores (DESIGN.md, "Demo data"): their accounts, addresses, opening hours and contacts. */
import { DEMO_ACCOUNT_IDS, DEMO_ACCOUNTS } from '@questboard/demo/accounts'
import { WEEKDAYS } from '@questboard/domain/constants'
import { CITIES } from '@questboard/domain/countries'
import type { StoreInformation } from '@questboard/domain/store.schema'

const account = (id: string) => {
  const found = DEMO_ACCOUNTS.find((entry) => entry.id === id)
  if (!found) throw new Error(`no demo account ${id}`)
  return found
}

const cityNamed = (name: string) => {
  const found = CITIES.find((city) => city.name === name)
  if (!found) throw new Error(`no preset city ${name}`)
  return found
}

const weekSchedule = (late: boolean): StoreInformation['schedule'] =>
  Object.fromEntries(
    WEEKDAYS.map((day) => {
      if (day === 'monday')
        return [
          day,
          { closed: true, first_open: null, first_close: null, second_open: null, second_close: null },
        ]
      const lunchBreak = day !== 'saturday' && day !== 'sunday'
      return [
        day,
        {
          closed: false,
          first_open: '10:00',
          first_close: lunchBreak ? '13:00' : '19:00',
          second_open: lunchBreak ? '14:00' : null,
          second_close: lunchBreak ? (late ? '23:00' : '20:00') : null,
        },
      ]
    }),
  )

const STORES: {
  subject: string
  email: string
  nickname: string
  city: string
  street: string
  postcode: string
  website: string
  phone: string
}[] = [
  {
    subject: DEMO_ACCOUNT_IDS.organizer,
    email: account(DEMO_ACCOUNT_IDS.organizer).email,
    nickname: account(DEMO_ACCOUNT_IDS.organizer).nickname,
    city: 'Paris',
    street: '12 rue des Rosiers',
    postcode: '75004',
    website: 'https://donjon-paris.example.com',
    phone: '+33 1 42 00 00 12',
  },
  {
    subject: DEMO_ACCOUNT_IDS.organizer2,
    email: account(DEMO_ACCOUNT_IDS.organizer2).email,
    nickname: account(DEMO_ACCOUNT_IDS.organizer2).nickname,
    city: 'Berlin',
    street: 'Oranienstraße 25',
    postcode: '10999',
    website: 'https://spielburg-berlin.example.com',
    phone: '+49 30 0000 2500',
  },
  {
    subject: 'demo-store-gb',
    email: 'store-london@demo.questboard.test',
    nickname: 'The Dice Vault London',
    city: 'London',
    street: '48 Camden High Street',
    postcode: 'NW1 0LT',
    website: 'https://dicevault.example.com',
    phone: '+44 20 0000 0048',
  },
  {
    subject: 'demo-store-nl',
    email: 'store-amsterdam@demo.questboard.test',
    nickname: 'De Dobbelsteen',
    city: 'Amsterdam',
    street: 'Haarlemmerstraat 81',
    postcode: '1013 EL',
    website: 'https://dobbelsteen.example.com',
    phone: '+31 20 000 0081',
  },
  {
    subject: 'demo-store-es',
    email: 'store-madrid@demo.questboard.test',
    nickname: 'La Guarida del Dado',
    city: 'Madrid',
    street: 'Calle de Fuencarral 45',
    postcode: '28004',
    website: 'https://guarida.example.com',
    phone: '+34 91 000 0045',
  },
  {
    subject: 'demo-store-us',
    email: 'store-nyc@demo.questboard.test',
    nickname: 'Meeple Corner NYC',
    city: 'New York',
    street: '210 Bleecker Street',
    postcode: '10012',
    website: 'https://meeplecorner.example.com',
    phone: '+1 212 000 0210',
  },
  {
    subject: 'demo-store-ca',
    email: 'store-toronto@demo.questboard.test',
    nickname: 'Maple Dice Toronto',
    city: 'Toronto',
    street: '560 Queen Street West',
    postcode: 'M5V 2B5',
    website: 'https://mapledice.example.com',
    phone: '+1 416 000 0560',
  },
]

/** The seven demo stores, one a country: the demo organizers' in Paris and Berlin, under their account ids. */
export function demoStores() {
  return STORES.map((store) => {
    const city = cityNamed(store.city)
    const storeInformation: StoreInformation = {
      store_name: store.nickname,
      address: {
        street: store.street,
        street_2: null,
        city: city.name,
        postcode: store.postcode,
        region: null,
        country: city.country,
      },
      website: store.website,
      phone_number: store.phone,
      store_email: store.email,
      schedule: weekSchedule(store.city === 'Berlin'),
    }
    return {
      subject: store.subject,
      email: store.email,
      nickname: store.nickname,
      country: city.country,
      isPublic: true,
      lpOpted: true,
      storeInformation: storeInformation as Record<string, unknown>,
    }
  })
}
