import { describe, expect, it } from 'vitest'
import { toRuntimeConfig } from './runtime-config'

const body = {
  account_url: 'https://account.example.com/',
  oidc_issuer: 'https://account.example.com',
  map_tile_url: 'https://tiles.example.com/{z}/{x}/{y}.png',
  tag_manager_url: '',
}

describe('toRuntimeConfig', () => {
  it("reads the deployment's legal details, keeping their line breaks", () => {
    const config = toRuntimeConfig({
      ...body,
      legal: {
        publisher: 'Example Games SAS\n1 rue de l’Exemple, 75000 Paris',
        publication_director: 'Jane Doe',
        hosting_provider: '',
        contact: 'contact@example.com',
      },
    })
    expect(config).toEqual({
      accountUrl: 'https://account.example.com',
      oidcIssuer: 'https://account.example.com',
      mapTileUrl: 'https://tiles.example.com/{z}/{x}/{y}.png',
      tagManagerUrl: '',
      legal: {
        publisher: 'Example Games SAS\n1 rue de l’Exemple, 75000 Paris',
        publicationDirector: 'Jane Doe',
        hostingProvider: '',
        contact: 'contact@example.com',
      },
    })
  })

  it('leaves every legal detail unset when the API sends none', () => {
    expect(toRuntimeConfig(body).legal).toEqual({
      publisher: '',
      publicationDirector: '',
      hostingProvider: '',
      contact: '',
    })
    expect(toRuntimeConfig({ ...body, legal: { contact: 'contact@example.com' } }).legal).toEqual({
      publisher: '',
      publicationDirector: '',
      hostingProvider: '',
      contact: 'contact@example.com',
    })
  })
})
