import type { RouteDefinition } from '../routing/routes';

/** What every page gets from the router: its route and the query of the current URL. */
export interface PageProps {
  route: RouteDefinition | null;
  search: Record<string, string>;
  /** The URL's hash without its '#' (a promotion's code on /promotions). */
  hash?: string;
}
