/**
 * What the route error boundary reads as a 404 response (react-router's `isRouteErrorResponse`), so an
 * unknown event shows the app's not-found page from inside a screen that found out while rendering.
 */
export function notFoundResponse() {
  return { status: 404, statusText: 'Not Found', internal: false, data: null }
}
