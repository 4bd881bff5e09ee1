import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { int4Id } from '../fields';
import { PROOF_MAX_COUNT, proofImage } from './proof-images';
import { withdrawalRecord } from './withdrawals';

/** The member answers an approved withdrawal's confirmation: received, or not with 1 to 3 proofs. */
export const confirmWithdrawal = endpoint({
  method: 'POST',
  path: '/wps/relay/PAY_confirmWithdrawal',
  auth: 'member',
  request: v.variant('received', [
    v.strictObject({ id: int4Id, received: v.literal(true) }),
    v.strictObject({
      id: int4Id,
      received: v.literal(false),
      remark: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(140))),
      proofs: v.pipe(
        v.array(proofImage),
        v.minLength(1, 'Attach at least one image'),
        v.maxLength(PROOF_MAX_COUNT, 'At most 3 images'),
      ),
    }),
  ]),
  response: withdrawalRecord,
});
