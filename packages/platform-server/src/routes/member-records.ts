import {
  bettingRecords,
  personalProfit,
  transactionDetail,
  transactionHistory,
} from '@lobbykit/api-client/contract';
import { type Bind, type Call, signedIn } from '../http/bind';
import type { MemberRecordsService } from '../services/member-records';
import { requireRealAccount } from '../services/trial-wall';

const realMember = (call: Call) => requireRealAccount(signedIn(call).member);

/** The betting record, the transaction history and its detail (R7.29), profit and loss. */
export function memberRecordRoutes(bind: Bind, records: MemberRecordsService): void {
  bind(bettingRecords, (input, call) => records.bets(realMember(call), call.merchant, input, call.language));
  bind(transactionHistory, (input, call) => records.transactions(realMember(call), call.merchant, input));
  bind(transactionDetail, (input, call) => records.transaction(realMember(call), input.id, call.language));
  bind(personalProfit, (input, call) => records.profit(realMember(call), call.merchant, input));
}
