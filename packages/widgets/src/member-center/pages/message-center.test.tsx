import { setDialogs } from '@lobbykit/sdk';
import { $memberCounters } from '@lobbykit/sdk/member-center';
import { endpoints } from '@lobbykit/sdk/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bodies, platform, queries } from '../../testing/fake-api';
import { signIn } from '../../testing/sdk-state';
import { messageFixture, pageOf } from '../ui/records-fixtures';
import MessageCenter from './message-center';

const LIST = endpoints.messageList;
const MARK = endpoints.markMessages;
const DELETE = endpoints.deleteMessages;
const props = { params: {}, go: () => undefined };

beforeEach(() => {
  signIn();
  $memberCounters.set({ messages: 2, rewards: 1, missions: 0 });
  platform.on(
    LIST,
    pageOf([messageFixture(), messageFixture({ id: 9, title: 'Maintenance notice', read: true })]),
  );
});
afterEach(() => setDialogs(null));

describe('messages (messageV2)', () => {
  it('R2.101 opening an unread message shows it, marks it read and the counter drops', async () => {
    platform.on(MARK, { unread: 1 });
    render(<MessageCenter {...props} />);
    expect(await screen.findByText('New')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Welcome to LobbyKit' }));
    expect(screen.getByText(/Your account is ready/)).toBeTruthy();
    await waitFor(() => expect($memberCounters.get().messages).toBe(1));
    expect(bodies(endpoints.markMessages)[0]).toEqual({
      ids: [8],
      read: true,
    });
    expect(screen.queryByText('New')).toBeNull();
  });

  it('R2.101 marks a read message unread again', async () => {
    platform.on(MARK, { unread: 3 });
    render(<MessageCenter {...props} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Maintenance notice' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mark as unread' }));
    await waitFor(() => expect($memberCounters.get().messages).toBe(3));
    expect(bodies(endpoints.markMessages)[0]).toEqual({
      ids: [9],
      read: false,
    });
  });

  it('deletes a message after the player confirms, and not before', async () => {
    platform.on(DELETE, { unread: 1 });
    let answer = false;
    setDialogs({ confirm: async () => answer });
    render(<MessageCenter {...props} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Maintenance notice' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await Promise.resolve();
    expect(platform.calls(endpoints.deleteMessages).length > 0).toBe(false);
    answer = true;
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Maintenance notice')).toBeNull());
    expect(bodies(endpoints.deleteMessages)[0]).toEqual({ ids: [9] });
  });

  it('filters unread messages', async () => {
    render(<MessageCenter {...props} />);
    await screen.findByText('New');
    fireEvent.click(screen.getByRole('button', { name: 'Unread' }));
    await waitFor(() => expect(queries(endpoints.messageList).at(-1)?.status).toBe('unread'));
  });
});
