/**
 * English words of the chat room: `t('chatRoom.…')`. TY and BN must have the same keys. The limits
 * are the contract's ({{max}}, {{limit}}, {{seconds}}), never written here.
 */
export const en = {
  title: 'Chat room',
  rooms: 'Rooms',
  roomsIntro: 'Pick a room to chat with other players.',
  noRooms: 'There are no chat rooms yet. Come back later.',
  enter: 'Enter {{name}}',
  back: 'All rooms',
  language_EN: 'English',
  language_TY: 'Filipino',
  language_BN: 'Bengali',
  connecting: 'Connecting…',
  live: 'Live',
  reconnecting: 'Connection lost. Reconnecting…',
  empty: 'No messages yet. Say hello!',
  you: 'You',
  message: 'Message',
  placeholder: 'Write a message and press Enter',
  count: '{{count}} / {{max}}',
  send: 'Send',
  rules: 'Be kind. At most {{limit}} messages every {{seconds}} seconds.',
  empty_text: 'Please enter a message',
  too_long: 'A message is at most {{max}} characters.',
  throttled: 'You are sending messages too fast. Try again in {{seconds}} seconds.',
  signInNeeded: 'Log in to join the chat.',
  signIn: 'Log in',
  retry: 'Try again',
  close: 'Close',
  history: 'Messages in {{name}}',
};
