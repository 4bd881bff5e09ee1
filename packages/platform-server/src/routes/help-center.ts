import {
  adminHelpTopics,
  adminUpsertHelpTopic,
  contentPages,
  helpCenter,
} from '@lobbykit/api-client/contract';
import type { Bind } from '../http/bind';
import type { HelpCenterService } from '../services/help-center';

/**
 * The help center (R2.04, R7.18), the blog and app install guides (R2.103), for anyone (R6.01), and
 * the operator's way to write their topics.
 */
export function helpCenterRoutes(bind: Bind, service: HelpCenterService): void {
  bind(helpCenter, (input, call) => service.topics(call.merchant, input.lang ?? call.language), {
    prebuilt: true,
  });
  // R2.103: the blog and the app install guides, the same way.
  bind(
    contentPages,
    (input, call) => service.pages(call.merchant, input.section, input.lang ?? call.language),
    {
      prebuilt: true,
    },
  );
  bind(adminHelpTopics, (input) => service.list(input));
  bind(adminUpsertHelpTopic, (input) => service.upsert(input));
}
