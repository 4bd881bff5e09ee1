import { adminHelpTopics, adminUpsertHelpTopic, helpCenter } from '@lobbykit/api-client/contract';
import type { Bind } from '../http/bind';
import type { HelpCenterService } from '../services/help-center';

/** The help center (R2.04, R7.18), for anyone (R6.01), and the operator's way to write its topics. */
export function helpCenterRoutes(bind: Bind, service: HelpCenterService): void {
  bind(helpCenter, (input, call) => service.topics(call.merchant, input.lang ?? call.language), {
    prebuilt: true,
  });
  bind(adminHelpTopics, (input) => service.list(input));
  bind(adminUpsertHelpTopic, (input) => service.upsert(input));
}
