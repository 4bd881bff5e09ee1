import { ErrorCode } from '@lobbykit/api-client';
import { sendFeedback } from '@lobbykit/api-client/contract';
import type { FakePlatform } from '@lobbykit/api-client/testing';

/**
 * The stand-in platform's PUT /wps/feedback (R7.19): it stores nothing and answers the feedback as
 * the server would, or a send that never ends, or the hourly limit's 429.
 */
export interface FeedbackScenario {
  send?: 'ok' | 'pending' | 'tooMany';
}

let sentCount = 0;

/** Answers the feedback endpoint on the story's platform. */
export function answerFeedback(platform: FakePlatform, scenario: FeedbackScenario): void {
  if (scenario.send === 'pending') platform.hang(sendFeedback);
  else if (scenario.send === 'tooMany')
    platform.fail(sendFeedback, ErrorCode.tooManyRequests, { retryAfter: 3600 });
  else {
    platform.on(sendFeedback, (input) => {
      sentCount += 1;
      return {
        id: sentCount,
        category: input.category,
        content: input.content,
        remark: input.remark ?? '',
        imageCount: input.images?.length ?? 0,
        createdAt: new Date().toISOString(),
      };
    });
  }
}
