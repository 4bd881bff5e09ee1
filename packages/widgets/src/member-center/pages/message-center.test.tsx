import { setDialogs } from '@lobbykit/sdk';
import { $memberCounters } from '@lobbykit/sdk/member-center';
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { calls, ok, route } from '../../testing/fake-api';
import { signIn } from '../../testing/sdk-state';
import { messageFixture, pageOf } from '../ui/records-fixtures';
import MessageCenter from './message-center';

const LIST = 'GET /wps/relay/CSP_messageList' as const;
const MARK = 'POST /wps/relay/CSP_markMessages' as const;
const DELETE = 'DELETE /wps/relay/CSP_deleteMessages' as const;
const props = { params: {}, go: () => undefined };

beforeEach(() => {
  signIn();
  $memberCounters.set({ messages: 2, rewards: 1, missions: 0 });
  route(LIST, () =>
    ok(pageOf([messageFixture(), messageFixture({ id: 9, title: 'Maintenance notice', read: true })])),
  );
});
afterEach(() => setDialogs(null));

describe('messages (messageV2)', () => {
  it('R2.101 opening an unread message shows it, marks it read and the counter drops', async () => {
    route(MARK, () => ok({ unread: 1 }));
    render(<MessageCenter {...props} />);
    expect(await screen.findByText('New')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Welcome to LobbyKit' }));
    expect(screen.getByText(/Your account is ready/)).toBeTruthy();
    await waitFor(() => expect($memberCounters.get().messages).toBe(1));
    expect(calls.find((call) => call.path.endsWith('CSP_markMessages'))?.body).toEqual({
      ids: [8],
      read: true,
    });
    expect(screen.queryByText('New')).toBeNull();
  });

  it('R2.101 marks a read message unread again', async () => {
    route(MARK, () => ok({ unread: 3 }));
    render(<MessageCenter {...props} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Maintenance notice' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mark as unread' }));
    await waitFor(() => expect($memberCounters.get().messages).toBe(3));
    expect(calls.find((call) => call.path.endsWith('CSP_markMessages'))?.body).toEqual({
      ids: [9],
      read: false,
    });
  });

  it('deletes a message after the player confirms, and not before', async () => {
    route(DELETE, () => ok({ unread: 1 }));
    let answer = false;
    setDialogs({ confirm: async () => answer });
    render(<MessageCenter {...props} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Maintenance notice' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await Promise.resolve();
    expect(calls.some((call) => call.path.endsWith('CSP_deleteMessages'))).toBe(false);
    answer = true;
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Maintenance notice')).toBeNull());
    expect(calls.find((call) => call.path.endsWith('CSP_deleteMessages'))?.body).toEqual({ ids: [9] });
  });

  it('filters unread messages', async () => {
    render(<MessageCenter {...props} />);
    await screen.findByText('New');
    fireEvent.click(screen.getByRole('button', { name: 'Unread' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.path.endsWith('CSP_messageList')).at(-1)?.query.status).toBe(
        'unread',
      ),
    );
  });
});
