import { closeModal, openModal, setLanguage } from '@lobbykit/sdk';
import { endpoints } from '@lobbykit/sdk/testing';
import { act, fireEvent, render, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ModalOutlet } from '../modal-outlet/modal-outlet';
import { registerModalView } from '../modal-outlet/modal-views';
import { platform } from '../testing/fake-api';
import { overlay } from '../testing/overlay';
import { philippines, signIn, startupReady, trialMember } from '../testing/sdk-state';
import { feedbackView } from './feedback-view';

const { sendFeedback } = endpoints;
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const MESSAGE = '<b>The deposit</b> page was slow today';

// happy-dom's `files` cannot be assigned: define them and dispatch a native change, as a browser does.
function choose(input: HTMLElement, files: File[]) {
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

const dialog = async () => within(await overlay().findByRole('dialog', { name: 'Feedback and complaints' }));

beforeEach(() => {
  startupReady(philippines);
  registerModalView('feedback', feedbackView);
});
afterEach(async () => {
  act(() => closeModal());
  await setLanguage('EN');
});

describe('feedback modal', () => {
  it('R2.37 R5.38 R5.34 R5.35 shows the first error per field, counts words, previews images and thanks the member (R7.19)', async () => {
    signIn();
    platform.on(sendFeedback, (input) => ({
      id: 1,
      category: input.category,
      content: MESSAGE,
      remark: '',
      imageCount: 1,
      createdAt: '2026-03-01T10:00:00.000Z',
    }));
    render(<ModalOutlet />);
    act(() => openModal('feedback'));
    const form = await dialog();
    fireEvent.click(form.getByRole('button', { name: 'Send' }));
    expect(await form.findByText('Please enter content')).toBeTruthy();
    const content = form.getByLabelText('Your message');
    fireEvent.input(content, { target: { value: 'too few words' } });
    expect(await form.findByText('Feedback content must be between 5 and 300 words')).toBeTruthy();
    expect(form.getByText('3 / 300 words')).toBeTruthy();
    fireEvent.input(content, { target: { value: MESSAGE } });
    await waitFor(() => expect(form.queryByText(/must be between/)).toBeNull());
    fireEvent.input(form.getByLabelText('Remark (optional)'), { target: { value: 'x'.repeat(141) } });
    expect(await form.findByText('The remark is at most 140 characters.')).toBeTruthy();
    fireEvent.input(form.getByLabelText('Remark (optional)'), { target: { value: '' } });
    fireEvent.click(form.getByLabelText('Complaint'));
    const picker = form.getByLabelText('Add images');
    choose(picker, [new File([new Uint8Array([0x47, 0x49, 0x46])], 'fake.png', { type: 'image/png' })]);
    expect(await form.findByText('Only png or jpg images can be added.')).toBeTruthy();
    choose(picker, [new File([new Uint8Array(PNG)], 'shot.png', { type: 'image/png' })]);
    const preview = await form.findByRole('img', { name: 'shot.png' });
    expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    fireEvent.click(form.getByRole('button', { name: 'Send' }));
    expect(await form.findByText('Thank you! Your feedback was sent.')).toBeTruthy();
    const sent = platform.calls(sendFeedback)[0]?.input;
    expect(sent?.category).toBe('complaint');
    expect(sent?.content).toBe(MESSAGE);
    expect(sent?.images.map((image) => image.name)).toEqual(['shot.png']);
    // The markup travelled as the text typed.
    expect(sent?.content).toContain('<b>');
  });

  it("R7.19 over the hourly allowance names the server's wait, in the player's language", async () => {
    signIn();
    platform.fail(sendFeedback, 'too_many_requests', { message: 'slow', retryAfter: 1_790 });
    render(<ModalOutlet />);
    act(() => openModal('feedback'));
    const form = await dialog();
    fireEvent.input(form.getByLabelText('Your message'), { target: { value: MESSAGE } });
    fireEvent.click(form.getByRole('button', { name: 'Send' }));
    const alert = await form.findByRole('alert');
    expect(alert.textContent).toBe('You have sent a lot of feedback this hour. Please try again in 30 min.');
    expect(alert.textContent).not.toContain('5 minutes');
    await act(() => setLanguage('BN'));
    const send = form.getAllByRole('button').find((button) => button.getAttribute('type') === 'submit');
    fireEvent.click(send!);
    await waitFor(() => expect(form.getByRole('alert').textContent).toContain('30 মিনিট পরে'));
  });

  it('asks a guest to log in and tells a trial player to register (R5.40), sending nothing', async () => {
    render(<ModalOutlet />);
    act(() => openModal('feedback'));
    const guest = await dialog();
    expect(guest.getByText('Log in to send feedback.')).toBeTruthy();
    fireEvent.click(guest.getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(overlay().queryByRole('dialog', { name: 'Feedback and complaints' })).toBeNull(),
    );
    signIn(trialMember());
    act(() => openModal('feedback'));
    const trial = await dialog();
    expect(trial.queryByRole('textbox')).toBeNull();
    expect(platform.calls(sendFeedback)).toEqual([]);
  });
});
