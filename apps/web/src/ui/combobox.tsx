import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react'
import styles from './combobox.module.css'

interface ComboboxProps<Option> extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  id: string
  value: string
  onTextChange: (text: string) => void
  options: readonly Option[]
  optionKey: (option: Option) => string
  renderOption: (option: Option) => ReactNode
  onChoose: (option: Option) => void
  /** The list's accessible name (the field's label). */
  listLabel: string
}

/**
 * An editable combobox with a list of suggestions (the ARIA 1.2 combobox pattern): typing opens the list,
 * Down and Up move through it (focus stays in the field, `aria-activedescendant` names the option), Enter
 * chooses, Escape closes; a click chooses too.
 */
export function Combobox<Option>({
  id,
  value,
  onTextChange,
  options,
  optionKey,
  renderOption,
  onChoose,
  listLabel,
  ...inputProps
}: ComboboxProps<Option>) {
  const listId = useId()
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const expanded = open && options.length > 0

  const choose = (option: Option) => {
    onChoose(option)
    setOpen(false)
    setActive(-1)
  }

  return (
    <div className={styles.combobox}>
      <input
        {...inputProps}
        id={id}
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        value={value}
        onChange={(event) => {
          onTextChange(event.target.value)
          setOpen(true)
          setActive(-1)
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault()
            setOpen(true)
            if (options.length === 0) return
            const step = event.key === 'ArrowDown' ? 1 : -1
            setActive((current) => (current + step + options.length) % options.length)
          } else if (event.key === 'Enter' && expanded) {
            // An open list takes Enter: it chooses the highlighted option (the first if none) and never submits.
            event.preventDefault()
            const option = options[Math.max(active, 0)]
            if (option !== undefined) choose(option)
          } else if (event.key === 'Escape' && open) {
            event.preventDefault()
            setOpen(false)
          }
        }}
      />
      <div id={listId} role="listbox" aria-label={listLabel} className={styles.listbox} hidden={!expanded}>
        {options.map((option, index) => (
          <div
            key={optionKey(option)}
            id={`${listId}-${index}`}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            className={styles.option}
            // Chosen on mouse down, before the field's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault()
              choose(option)
            }}
          >
            {renderOption(option)}
          </div>
        ))}
      </div>
    </div>
  )
}
