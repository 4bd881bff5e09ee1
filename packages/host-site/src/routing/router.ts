import { createRouter } from '@nanostores/router';
import { routes } from './routes';

/** The location store: intercepts same-origin link clicks and Back, case-insensitive patterns. */
export const $router = createRouter(Object.fromEntries(routes.map((route) => [route.name, route.pattern])), {
  links: true,
});

/** Opens a path; a rejected or failing navigation is ignored silently (R2.26). */
export function go(path: string, { replace = false } = {}): void {
  try {
    $router.open(path, replace);
  } catch {
    // A navigation that fails leaves the visitor where they are, as the spec asks.
  }
}
