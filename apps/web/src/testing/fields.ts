/** Reading a form as its user does: fields by their label, and the message shown beside a field. */
import { within } from '@testing-library/react'

/**
 * The input, select or textarea labelled `label` (a required field's label ends with its " *" mark), in
 * `container` (a fieldset, say) or the whole page.
 */
export function field(label: string, container: HTMLElement = document.body): HTMLElement {
  return within(container).getByLabelText((content) => content === label || content === `${label} *`, {
    selector: 'input, select, textarea',
  })
}

/**
 * The error shown beside a field: the last text the field is described by (a hint comes before it), once the
 * field is marked invalid; null for a valid field.
 */
export function errorBeside(element: HTMLElement): string | null {
  if (element.getAttribute('aria-invalid') !== 'true') return null
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? []
  return document.getElementById(ids.at(-1) ?? '')?.textContent ?? null
}
