/**
 * The stand-in platform's PUT /wps/feedback (R7.19): it stores nothing and answers the feedback as
 * the server would, or a send that never ends, or the hourly limit's 429.
 */
export interface FeedbackScenario {
  send?: 'ok' | 'pending' | 'tooMany';
}

const json = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

let sentCount = 0;

export function feedbackAnswer(
  route: string,
  init: RequestInit | undefined,
  scenario: FeedbackScenario,
): Promise<Response> | undefined {
  if (route !== 'PUT /wps/feedback') return undefined;
  if (scenario.send === 'pending') return new Promise<Response>(() => {});
  if (scenario.send === 'tooMany') {
    return json(
      { success: false, errorCode: 'too_many_requests', message: 'too_many_requests', retryAfter: 3600 },
      429,
    );
  }
  const body = JSON.parse(String(init?.body ?? '{}')) as {
    category: string;
    content: string;
    remark?: string;
    images?: unknown[];
  };
  sentCount += 1;
  return json({
    success: true,
    value: {
      id: sentCount,
      category: body.category,
      content: body.content,
      remark: body.remark ?? '',
      imageCount: body.images?.length ?? 0,
      createdAt: new Date().toISOString(),
    },
  });
}
