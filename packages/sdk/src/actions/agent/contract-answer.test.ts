import { ErrorCode } from '@lobbykit/api-client';
import { agentSettings, contractList, processDailySalary, processDividend } from '@lobbykit/api-client/agent';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetSessionState } from '../../stores/session';
import { $startup } from '../../stores/startup';
import { type Harness, setUpRuntime } from '../../testing/fake-platform';
import { $agentSettings } from './agent-settings';
import { contractFixture, readyWith, settingsValue, signInAs } from './agent-test-fixtures';
import { answerContract, loadOfferedContracts } from './contract-answer';

let harness: Harness;

beforeEach(() => {
  harness = setUpRuntime({ merchantCode: 'ph' });
  readyWith({ AGENTPOLICY: true });
  signInAs(0, 'tok-player');
  $agentSettings.set({ status: 'off' });
  harness.platform.on(agentSettings, settingsValue({ dailysalinfotype: false }));
});
afterEach(() => {
  resetSessionState();
  $startup.set({ phase: 'loading' });
});

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('contract answers', () => {
  it('R2.38 R6.15 lists the offers that wait for the member, oldest first', async () => {
    harness.platform.on(contractList, {
      list: [contractFixture({ contractId: 12 }), contractFixture({ contractId: 11 })],
      pageNum: 1,
      pageSize: 100,
      totalPages: 1,
      totalCount: 2,
      totals: {},
    });
    const offers = await loadOfferedContracts();
    expect(offers.map((offer) => offer.contractId)).toEqual([11, 12]);
    const query = harness.platform.calls(contractList)[0]?.query;
    expect(query?.get('direction')).toBe('offeredToMe');
    expect(query?.get('status')).toBe('offered');
  });

  it('R4.76 R6.15 R7.57 accepting goes through the kind’s call and leaves the contract accepted', async () => {
    const accepted = contractFixture({ status: 'accepted', answeredAt: '2026-11-24T09:00:00.000Z' });
    harness.platform.on(processDailySalary, { contract: accepted, terminated: [] });
    const outcome = await answerContract(contractFixture(), 'accept');
    expect(outcome).toEqual({ status: 'ok', value: { contract: accepted, terminated: [] } });
    expect(harness.platform.calls(processDailySalary)[0]?.body).toEqual({ action: 'accept', contractId: 11 });
    await settled();
    // The offer flags are read again, so the modal no longer opens for an answered offer.
    expect(harness.platform.calls(agentSettings)).toHaveLength(1);
  });

  it('R4.76 R7.56 rejecting a dividend goes through MCS2_processDividendReq', async () => {
    const dividend = contractFixture({ contractId: 5, kind: 'dividend', period: 'Monthly' });
    harness.platform.on(processDividend, { contract: { ...dividend, status: 'rejected' }, terminated: [] });
    const outcome = await answerContract(dividend, 'reject');
    expect(outcome.status === 'ok' && outcome.value.contract.status).toBe('rejected');
    expect(harness.platform.calls(processDividend)[0]?.body).toEqual({ action: 'reject', contractId: 5 });
  });

  it('an answer to a contract the upline already withdrew is refused in the member’s language', async () => {
    harness.platform.fail(processDailySalary, ErrorCode.contractClosed);
    const outcome = await answerContract(contractFixture(), 'accept');
    expect(outcome.status).toBe('failed');
    expect(outcome.status === 'failed' && outcome.errorCode).toBe('contract_closed');
    expect(outcome.status === 'failed' && outcome.message.length).toBeGreaterThan(0);
  });
});
