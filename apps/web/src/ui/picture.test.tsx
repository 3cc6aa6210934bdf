// @vitest-environment happy-dom
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { picture } from '../testing/pictures'
import { PictureFrame } from './picture'

describe('the picture frame', () => {
  it('lets the browser pick a width, sized before it loads, fetched lazily and decoded off the main thread', () => {
    const { container } = render(
      <PictureFrame picture={picture()} sizes="24rem" alt="Cover image of Spring league" />,
    )
    const image = container.querySelector('img') as HTMLImageElement
    expect(image.getAttribute('srcset')).toBe(
      'https://events.example.com/media/pictures/cover-400.webp 400w, ' +
        'https://events.example.com/media/pictures/cover-800.webp 800w, ' +
        'https://events.example.com/media/pictures/cover-1200.webp 1200w',
    )
    expect(image.getAttribute('src')).toBe('https://events.example.com/media/pictures/cover-800.webp')
    expect(image.getAttribute('sizes')).toBe('24rem')
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['1200', '675'])
    expect(image.getAttribute('loading')).toBe('lazy')
    expect(image.getAttribute('decoding')).toBe('async')
    expect(image.getAttribute('alt')).toBe('Cover image of Spring league')
  })

  it('fetches the page’s main picture at once, first', () => {
    const { container } = render(<PictureFrame picture={picture()} sizes="22rem" alt="" priority />)
    const image = container.querySelector('img') as HTMLImageElement
    expect(image.getAttribute('loading')).toBe('eager')
    expect(image.getAttribute('fetchpriority')).toBe('high')
  })

  it('keeps its frame, with no image, when there is no picture', () => {
    const { container } = render(<PictureFrame picture={null} sizes="24rem" alt="" />)
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('[data-picture="none"]')).not.toBeNull()
  })

  it('shows a small picture from its only width', () => {
    const small = {
      width: 300,
      height: 169,
      variants: [{ url: '/media/small-300.webp', width: 300, height: 169 }],
    }
    const { container } = render(<PictureFrame picture={small} sizes="24rem" alt="" />)
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/media/small-300.webp')
  })
})
