import { $config } from '../stores/config';

/** R9.15: the client type every games call names. */
export const CLIENT_TYPE = 3;

/** What the games reads send about the caller (spec section 7): client type and language. */
export function clientQuery(): { clientType: number; language: string } {
  return { clientType: CLIENT_TYPE, language: $config.get().language };
}
