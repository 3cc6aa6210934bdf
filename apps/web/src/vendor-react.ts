// React, evaluated first after the boot screen is painted, in a task of its own (boot.ts).
export { createElement } from 'react'
export { createRoot } from 'react-dom/client'
