import { ApiError, type ResponseOf } from '@lobbykit/api-client';
import { registerSettings, validationRules } from '@lobbykit/api-client/first-paint';
import { getClient } from '../client/configure';
import { errorMessage } from '../i18n/error-message';
import { $config } from '../stores/config';
import { $startup, pageRefusal } from '../stores/startup';
import { afterStartup } from './startup';

/** The merchant's validation rules and register settings, as the platform answered them. */
export type RegistrationReads = [
  rules: ResponseOf<typeof validationRules>,
  settings: ResponseOf<typeof registerSettings>,
];

let reads: { merchant: string; promise: Promise<RegistrationReads> } | null = null;

/**
 * The two reads the register form needs before it can show its fields (R7.13), once per merchant:
 * the rules and the settings. They wait for the page's startup, and a page the platform refused
 * (R8.18) asks neither: the read rejects with its refusal. Lazy first-paint endpoints, so the
 * runtime can start them as soon as a register form is mounted, beside its chunk, without the
 * contract's schemas: those check the answers once they arrive (issue 15 item 5).
 */
export function readRegistration(): Promise<RegistrationReads> {
  const merchant = $config.get().merchantCode;
  if (reads?.merchant === merchant) return reads.promise;
  const promise = afterStartup().then(() => {
    const refusal = pageRefusal($startup.get());
    if (refusal) throw new ApiError({ errorCode: refusal, message: errorMessage(refusal) }, 403);
    const client = getClient();
    return Promise.all([client.call(validationRules), client.call(registerSettings)]);
  });
  reads = { merchant, promise };
  // A failed read is asked again next time rather than remembered.
  promise.catch(() => {
    if (reads?.promise === promise) reads = null;
  });
  return promise;
}

/**
 * Starts the register form's reads now (a register widget or the register modal is loading its
 * chunk); the form's `loadRegistration()` takes the same requests, so nothing is sent twice.
 */
export function prefetchRegistration(): void {
  // Its failure is the form's to show, when the form asks.
  readRegistration().catch(() => {});
}

/** Forgets the reads: the settings changed (a refusal named a field the form does not show), or a test starts afresh. */
export function forgetRegistrationReads(): void {
  reads = null;
}
