import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CHAT_TEXT_MAX, chatRoomList, chatTextProblem, launchChat, sendChatMessage } from './chat';

describe('chat room contract', () => {
  it('R7.52 the live model list is GET /wps/relay/CBS_modelList, R7.53 launch chat POST /wps/relay/CBS_launchChat with value.chatUrl', () => {
    expect(chatRoomList).toMatchObject({ method: 'GET', path: '/wps/relay/CBS_modelList', auth: 'public' });
    expect(launchChat).toMatchObject({ method: 'POST', path: '/wps/relay/CBS_launchChat', auth: 'member' });
    const answer = v.safeParse(launchChat.response, {
      chatUrl: 'http://127.0.0.1:8787/wps/chat/stream?roomId=1',
      room: { id: 1, name: 'Lobby', topic: 'Say hello', language: 'EN' },
      messages: [],
    });
    expect(answer.success).toBe(true);
  });

  it('R2.37 a message is 1 to 500 characters after trimming, markup kept as the text it is', () => {
    expect(chatTextProblem('   ')).toBe('empty');
    expect(chatTextProblem('x'.repeat(CHAT_TEXT_MAX))).toBeUndefined();
    expect(chatTextProblem('x'.repeat(CHAT_TEXT_MAX + 1))).toBe('too_long');
    const parsed = v.parse(sendChatMessage.request, {
      roomId: 1,
      requestId: 'abcdefgh12',
      text: '  <script>alert(1)</script>  ',
    });
    expect(parsed.text).toBe('<script>alert(1)</script>');
    expect(
      v.safeParse(sendChatMessage.request, { roomId: 1, requestId: 'abcdefgh12', text: ' ' }).success,
    ).toBe(false);
  });
});
