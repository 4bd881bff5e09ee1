import { claimMission, missionLeaderboard, missionSummary, signInToday } from '@lobbykit/api-client/contract';
import { type Bind, type Call, signedIn } from '../http/bind';
import type { MissionService, MissionView } from '../services/missions/missions';
import { requireRealAccount } from '../services/trial-wall';

const viewOf = (call: Call): MissionView => ({ merchant: call.merchant, language: call.language });
// Trial sessions hit the trial wall like every member feature (R5.40).
const realMember = (call: Call) => requireRealAccount(signedIn(call).member);

/** missionLeaderboard: missions with progress (R7.50), the sign-in task and the leaderboard (R7.51). */
export function missionRoutes(bind: Bind, missions: MissionService): void {
  bind(missionSummary, (_input, call) => missions.summary(viewOf(call), realMember(call)));
  bind(claimMission, (input, call) => missions.claim(viewOf(call), realMember(call), input));
  bind(signInToday, (input, call) => missions.signIn(viewOf(call), realMember(call), input.requestId));
  bind(missionLeaderboard, (input, call) =>
    missions.leaderboard(viewOf(call), realMember(call), input.limitNum),
  );
}
