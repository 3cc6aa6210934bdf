/** The stores feature: a public store's page (its route module is loaded by the router). */
export { useStore } from './api/get-store'
