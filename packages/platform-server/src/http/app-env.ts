import type { Context } from 'hono';

/** The Hono environment of the platform app: nothing travels in context variables. */
export type AppEnv = { Bindings: Record<string, unknown> };
export type AppContext = Context<AppEnv>;
