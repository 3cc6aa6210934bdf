/** The Questboard mark: a die face in the brand colours. Decorative: the link around it is labelled. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#fbbf24" />
      <path d="M16 5 26 11v10l-10 6-10-6V11z" fill="#1e1b4b" />
      <path d="M16 5v22M6 11l10 6 10-6" stroke="#fbbf24" strokeWidth="1.6" fill="none" />
    </svg>
  )
}
