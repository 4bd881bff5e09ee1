import * as v from 'valibot';

/** `{ success: false, errorCode, message, ...flags }`: flags such as `captcha: true` ride along. */
export const failureEnvelope = v.looseObject({
  success: v.literal(false),
  errorCode: v.string(),
  message: v.string(),
  /** The request field that failed validation. */
  field: v.optional(v.string()),
  /** A failed login that now needs a captcha. */
  captcha: v.optional(v.boolean()),
  /** Seconds to wait before trying again (429). */
  retryAfter: v.optional(v.number()),
});

export const successEnvelope = v.object({ success: v.literal(true), value: v.unknown() });
export const envelope = v.variant('success', [successEnvelope, failureEnvelope]);

export type FailureEnvelope = v.InferOutput<typeof failureEnvelope>;
export type SuccessEnvelope<T> = { success: true; value: T };

export const ok = <T>(value: T): SuccessEnvelope<T> => ({ success: true, value });
