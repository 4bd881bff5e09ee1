import type { ResponseOf } from '@lobbykit/api-client';
import { sendFeedback as feedbackEndpoint } from '@lobbykit/api-client/feedback';
import { failure } from '@lobbykit/api-client/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $modal } from '../stores/modal';
import { type Harness, setUpRuntime } from '../testing/fake-platform';
import { signIn } from '../testing/lobby-fixtures';
import {
  FEEDBACK_LIMITS,
  feedbackFormProblems,
  feedbackWordCount,
  openFeedback,
  sendFeedback,
} from './feedback';
import type { ApplyImage } from './promotions/apply-images';

const image: ApplyImage = {
  name: 'screen.png',
  dataUrl: 'data:image/png;base64,iVBORw0KGgo=',
  bytes: 8,
  type: 'image/png',
};
const CONTENT = 'The deposit page was slow today';
const stored: ResponseOf<typeof feedbackEndpoint> = {
  id: 3,
  category: 'complaint',
  content: CONTENT,
  remark: '',
  imageCount: 1,
  createdAt: '2026-01-15T08:00:00.000Z',
};
const form = { category: 'complaint' as const, content: `  ${CONTENT} `, remark: '', images: [image] };

let harness: Harness;
beforeEach(() => {
  harness = setUpRuntime();
});
afterEach(() => $modal.set(null));

describe('feedback (R7.19)', () => {
  it('R5.38 counts words in EN and BN and checks the bounds; empty content is Please enter content', () => {
    expect(feedbackWordCount('  one two\nthree  ')).toBe(3);
    expect(feedbackWordCount('আমার টাকা জমা হয়নি আজ')).toBe(5);
    expect(feedbackWordCount('— - !')).toBe(0);
    expect(feedbackFormProblems({ content: '  ', remark: '' }).content).toBe('content_empty');
    expect(feedbackFormProblems({ content: 'too few words', remark: '' }).content).toBe('content_words');
    const longest = Array.from({ length: FEEDBACK_LIMITS.wordsMax }, () => 'w').join(' ');
    expect(feedbackFormProblems({ content: longest, remark: '' }).content).toBeNull();
    expect(feedbackFormProblems({ content: `${longest} w`, remark: '' }).content).toBe('content_words');
  });

  it('R5.34 a remark over 140 characters is refused before sending', async () => {
    await signIn(harness);
    const outcome = await sendFeedback({ ...form, remark: 'x'.repeat(141) });
    expect(outcome).toEqual({ status: 'invalid', problems: { content: null, remark: 'remark_too_long' } });
    expect(harness.platform.calls(feedbackEndpoint)).toHaveLength(0);
  });

  it('R7.19 sends PUT /wps/feedback with the trimmed text and the images as data URLs', async () => {
    await signIn(harness);
    harness.platform.on(feedbackEndpoint, stored);
    expect(await sendFeedback(form)).toEqual({ status: 'sent', feedback: stored });
    const [call] = harness.platform.calls(feedbackEndpoint);
    expect(call?.input).toMatchObject({
      category: 'complaint',
      content: CONTENT,
      remark: '',
      images: [{ name: 'screen.png', dataUrl: image.dataUrl }],
    });
    expect(call?.input.requestId).toMatch(/^feedback-/);
  });

  it('a retry after a lost answer sends the same requestId; a new feedback after success a new one', async () => {
    await signIn(harness);
    let first = true;
    harness.platform.on(feedbackEndpoint, () => {
      if (first) {
        first = false;
        return failure('unknown_error', { status: 502 });
      }
      return stored;
    });
    await expect(sendFeedback(form)).rejects.toBeTruthy();
    await sendFeedback(form);
    await sendFeedback(form);
    const ids = harness.platform.calls(feedbackEndpoint).map((call) => call.input.requestId);
    expect(ids[0]).toBe(ids[1]);
    expect(ids[2]).not.toBe(ids[1]);
  });

  it('R7.19 feedback over the hourly allowance says how long the server says to wait, in whole minutes', async () => {
    await signIn(harness);
    harness.platform.fail(feedbackEndpoint, 'too_many_requests', { retryAfter: 1_790 });
    expect(await sendFeedback(form)).toEqual({ status: 'throttled', minutes: 30 });
    harness.platform.fail(feedbackEndpoint, 'too_many_requests', { retryAfter: 4 });
    expect(await sendFeedback(form)).toEqual({ status: 'throttled', minutes: 1 });
    harness.platform.fail(feedbackEndpoint, 'unknown_error');
    await expect(sendFeedback(form)).rejects.toMatchObject({ errorCode: 'unknown_error' });
  });

  it('R5.40 a trial player is refused with in_need_true_account before any request', async () => {
    await signIn(harness, 4);
    await expect(sendFeedback(form)).rejects.toMatchObject({ errorCode: 'in_need_true_account' });
    expect(harness.platform.calls(feedbackEndpoint)).toHaveLength(0);
  });

  it('R2.37 openFeedback opens the feedback modal', () => {
    openFeedback();
    expect($modal.get()).toEqual({ name: 'feedback', props: {} });
  });
});
