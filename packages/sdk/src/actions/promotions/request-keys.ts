import { failureOf } from '../failure';

// One idempotency key per promotion until the server has answered for good: a claim (or an
// application) retried after a lost answer is the same one, and moves money once.
export const claimKeys = new Map<number, string>();
export const applyKeys = new Map<number, string>();

function keyFor(keys: Map<number, string>, id: number, prefix: string): string {
  let key = keys.get(id);
  if (!key) {
    key = `${prefix}-${id}-${crypto.randomUUID()}`;
    keys.set(id, key);
  }
  return key;
}

/** A refusal the server decided (bad input, conflict, not found): a retry is a new attempt. */
function answeredForGood(error: unknown): boolean {
  const status = failureOf(error).httpStatus;
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}

export async function withKey<T>(
  keys: Map<number, string>,
  id: number,
  prefix: string,
  send: (key: string) => Promise<T>,
): Promise<T> {
  const key = keyFor(keys, id, prefix);
  try {
    const answer = await send(key);
    keys.delete(id);
    return answer;
  } catch (error) {
    if (answeredForGood(error)) keys.delete(id);
    throw error;
  }
}
