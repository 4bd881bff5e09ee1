import { ErrorCode, freePlay, Header } from '@lobbykit/api-client';
import {
  adminFeedback,
  adminFeedbackImages,
  FEEDBACK_PER_HOUR,
  FEEDBACK_WORDS_MAX,
  FEEDBACK_WORDS_MIN,
  PROOF_MAX_BYTES,
  sendFeedback,
} from '@lobbykit/api-client/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, newRequestId } from '../testing/cashier';
import { testPlatformForFile } from '../testing/platform-for-file';
import { encryptedBody } from '../testing/test-client';
import { TEST_ADMIN_KEY } from '../testing/test-platform';

const t = testPlatformForFile();
let token: string;
beforeEach(async () => {
  token = await t.tokenFor('demo01', DEMO_PASSWORD);
});

const PNG_BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2]);
const PNG = `data:image/png;base64,${PNG_BYTES.toString('base64')}`;
const JPG = `data:image/jpeg;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2]).toString('base64')}`;
const GIF_AS_PNG = `data:image/png;base64,${Buffer.from('GIF89a-not-a-png').toString('base64')}`;
const CONTENT = 'The deposit page took a long time to load today';
const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

const send = (body: Record<string, unknown>, as = token) =>
  t.request(sendFeedback.method, sendFeedback.path, {
    token: as,
    body: { requestId: newRequestId(), category: 'suggestion', content: CONTENT, ...body },
  });
const admin = { [Header.adminKey]: TEST_ADMIN_KEY };
const listed = (merchantCode = 'ph') => t.value(adminFeedback, { query: { merchantCode }, headers: admin });
const imagesOf = (id: number) => t.value(adminFeedbackImages, { query: { id: String(id) }, headers: admin });

describe('R7.19 PUT /wps/feedback', () => {
  it('R7.19 stores a member feedback with a png and a jpg, and the operator lists it with its images', async () => {
    const answer = await send({
      category: 'complaint',
      remark: 'call me on 0917',
      images: [
        { name: 'a.png', dataUrl: PNG },
        { name: 'b.jpg', dataUrl: JPG },
      ],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.value).toMatchObject({
      category: 'complaint',
      content: CONTENT,
      remark: 'call me on 0917',
      imageCount: 2,
    });
    const list = await listed();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ account: 'demo01', content: CONTENT, imageCount: 2 });
    expect('images' in list[0]!).toBe(false);
    const { images } = await imagesOf(list[0]!.id);
    expect(images).toEqual([
      { name: 'a.png', dataUrl: PNG },
      { name: 'b.jpg', dataUrl: JPG },
    ]);
    expect(await listed('bd')).toEqual([]);
  });

  it(`R5.38 refuses content under ${FEEDBACK_WORDS_MIN} or over ${FEEDBACK_WORDS_MAX} words, and empty content with 'Please enter content', storing nothing`, async () => {
    const few = await send({ content: words(FEEDBACK_WORDS_MIN - 1) });
    expect(few.status).toBe(400);
    expect(few.body).toMatchObject({ errorCode: ErrorCode.validation, field: 'content' });
    expect(few.body.message).toContain(`between ${FEEDBACK_WORDS_MIN} and ${FEEDBACK_WORDS_MAX} words`);
    expect((await send({ content: words(FEEDBACK_WORDS_MAX + 1) })).status).toBe(400);
    const empty = await send({ content: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('Please enter content');
    expect((await send({ content: words(FEEDBACK_WORDS_MIN) })).status).toBe(200);
    expect((await send({ content: words(FEEDBACK_WORDS_MAX) })).status).toBe(200);
    expect(await listed()).toHaveLength(2);
  });

  it('R5.34 refuses a remark over 140 characters', async () => {
    expect((await send({ remark: 'x'.repeat(141) })).status).toBe(400);
    expect((await send({ remark: 'x'.repeat(140) })).status).toBe(200);
  });

  it('R5.35 R5.36 R5.37 refuses 4 images, a gif labelled png and an image over 5 MB, storing nothing', async () => {
    const four = await send({ images: Array.from({ length: 4 }, () => ({ name: 'a.png', dataUrl: PNG })) });
    expect(four.status).toBe(400);
    const gif = await send({
      images: [
        { name: 'a.png', dataUrl: PNG },
        { name: 'cat.png', dataUrl: GIF_AS_PNG },
      ],
    });
    expect(gif.status).toBe(400);
    expect(gif.body).toMatchObject({ field: 'images.1.dataUrl', messageKey: 'proof_not_image' });
    const large = Buffer.concat([PNG_BYTES, Buffer.alloc(PROOF_MAX_BYTES)]);
    const big = await send({
      images: [{ name: 'big.png', dataUrl: `data:image/png;base64,${large.toString('base64')}` }],
    });
    expect(big.status).toBe(400);
    expect(await listed()).toEqual([]);
  });

  it('R5.40 refuses a trial account with in_need_true_account and an anonymous caller with 401', async () => {
    const free = await t.request('POST', freePlay.path, {
      ip: '198.51.100.78',
      body: await encryptedBody(t.platform, { platform: 'W' }),
    });
    const trial = await send({}, (free.body.value as { token: string }).token);
    expect(trial.status).toBe(403);
    expect(trial.body.errorCode).toBe(ErrorCode.trialAccount);
    const anonymous = await t.request(sendFeedback.method, sendFeedback.path, {
      body: { requestId: newRequestId(), category: 'other', content: CONTENT },
    });
    expect(anonymous.status).toBe(401);
    expect(await listed()).toEqual([]);
  });

  it('R7.19 a replay of the requestId answers the first feedback and stores it once', async () => {
    const requestId = newRequestId();
    const first = await send({ requestId, images: [{ name: 'a.png', dataUrl: PNG }] });
    const again = await send({ requestId, content: 'A different text sent with the same request' });
    expect(again.status).toBe(200);
    expect(again.body.value).toEqual(first.body.value);
    expect(await listed()).toHaveLength(1);
  });

  it('keeps markup and scripts as the text written', async () => {
    const markup = '<script>alert(1)</script> <b>bold</b> words & "quotes" here';
    const answer = await send({ content: markup, remark: '<img src=x onerror=alert(1)>' });
    expect(answer.status).toBe(200);
    const [row] = await listed();
    expect(row!.content).toBe(markup);
    expect(row!.remark).toBe('<img src=x onerror=alert(1)>');
  });

  it(`takes ${FEEDBACK_PER_HOUR} an hour per member, then 429 with retryAfter; a refused one takes no slot`, async () => {
    expect((await send({ content: 'too short' })).status).toBe(400);
    for (let i = 0; i < FEEDBACK_PER_HOUR; i++) expect((await send({})).status).toBe(200);
    const over = await send({});
    expect(over.status).toBe(429);
    expect(over.body.retryAfter).toBeGreaterThan(0);
    expect(await listed()).toHaveLength(FEEDBACK_PER_HOUR);
    // Another member is not held back, and the hour passing frees the slots.
    const other = await t.tokenFor('friend01', 'Demo1234');
    expect((await send({}, other)).status).toBe(200);
    t.clock.advance(60 * 60_000 + 1000);
    expect((await send({})).status).toBe(200);
  });

  it('the operator list needs the admin key', async () => {
    const response = await t.request(adminFeedback.method, adminFeedback.path, {
      query: { merchantCode: 'ph' },
    });
    expect(response.status).toBe(403);
    const images = await t.request(adminFeedbackImages.method, adminFeedbackImages.path, {
      query: { id: '1' },
    });
    expect(images.status).toBe(403);
    const missing = await t.request(adminFeedbackImages.method, adminFeedbackImages.path, {
      query: { id: '999' },
      headers: admin,
    });
    expect(missing.status).toBe(404);
  });
});
