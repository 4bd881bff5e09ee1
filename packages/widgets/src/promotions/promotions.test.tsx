import { $modal, $wallet } from '@lobbykit/sdk';
import { endpoints, type FakeAnswer, failure } from '@lobbykit/sdk/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { installDialogs } from '../dialogs/install-dialogs';
import { bodies, platform } from '../testing/fake-api';
import { overlay } from '../testing/overlay';
import { mineFixture, promotionFixture, promotionsOfEveryType } from '../testing/promotion-fixtures';
import { philippines, signIn, startupReady, trialMember } from '../testing/sdk-state';
import { Promotions } from './promotions';

const LIST = endpoints.promotionList;
const DETAIL = endpoints.promotionDetail;
const CLAIM = endpoints.claimPromotion;
const JOIN = endpoints.joinPromotion;
const APPLY = endpoints.applyPromotion;
const BALANCE = endpoints.walletBalance;

const cards = () => within(screen.getByRole('tabpanel')).queryAllByRole('listitem');
const cardOf = (title: string) => screen.getByRole('link', { name: title }).closest('li') as HTMLElement;

beforeAll(() => installDialogs());
beforeEach(() => {
  // The merchant prices in TLB: amounts read ₱.
  startupReady(philippines);
  window.history.replaceState(null, '', '/promotions');
  platform.on(endpoints.unreadCount, { messages: 0, rewards: 0, missions: 0 });
});
afterEach(() => window.history.replaceState(null, '', '/'));

describe('promotions', () => {
  it('R2.18 R3.37 R6.01 a guest sees a skeleton, then every promotion with tabs by type', async () => {
    let answer: (value: FakeAnswer<typeof LIST>) => void = () => {};
    const answered = new Promise<FakeAnswer<typeof LIST>>((resolve) => (answer = resolve));
    platform.on(LIST, () => answered);
    render(<Promotions />);
    expect(screen.getByRole('status').textContent).toBe('Loading the promotions…');
    answer(promotionsOfEveryType());
    const tabs = await screen.findByRole('tablist', { name: 'Promotion types' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['All', 'Newbie', 'Limited', 'Special offer', 'Daily', 'High rebate', 'VIP']);
    expect(cards()).toHaveLength(6);
    // Guests browse without a session: no Authorization went with the list.
    expect(platform.requests[0]?.path).toBe(LIST.path);
    fireEvent.click(within(tabs).getByRole('tab', { name: 'Daily' }));
    expect(within(tabs).getByRole('tab', { name: 'Daily' }).getAttribute('aria-selected')).toBe('true');
    expect(cards()).toHaveLength(1);
    expect(cards()[0]?.textContent).toContain('Daily sign-in');
  });

  it('R3.37 a type without promotions says so and leads back to all of them', async () => {
    platform.on(LIST, [promotionFixture({ type: 'daily' })]);
    render(<Promotions type="vip" />);
    expect(await screen.findByText(/No promotions of this type right now/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'See all promotions' }));
    expect(cards()).toHaveLength(1);
  });

  it('shows the failure in words with a retry that loads again', async () => {
    let fail = true;
    platform.on(LIST, () =>
      fail ? failure('maintenance', { status: 503, message: 'down' }) : [promotionFixture()],
    );
    render(<Promotions />);
    expect((await screen.findByRole('alert')).textContent).toContain('under maintenance');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Weekly turnover bonus' })).toBeTruthy();
  });

  it('R4.75 shows each member status as its button: join, claim and apply act, the rest say the state', async () => {
    signIn();
    const statuses = [
      'join',
      'claim',
      'applying',
      'rejected',
      'issued',
      'claimed',
      'process',
      'signed',
      'joined',
      'closed',
      'comingSoon',
    ] as const;
    platform.on(
      LIST,
      statuses.map((status, index) =>
        promotionFixture({
          id: index + 1,
          title: `Promo ${status}`,
          condition: status === 'rejected' ? { kind: 'manual' } : {},
          mine: mineFixture(status),
        }),
      ),
    );
    render(<Promotions />);
    await screen.findByRole('link', { name: 'Promo join' });
    const shown = Object.fromEntries(
      statuses.map((status) => {
        const card = cardOf(`Promo ${status}`);
        const button = within(card).queryByRole('button');
        return [
          status,
          button ? `button ${button.textContent}` : card.querySelector('[data-status]')?.textContent,
        ];
      }),
    );
    expect(shown).toEqual({
      join: 'button Join',
      claim: 'button Claim',
      applying: '◷Applying',
      rejected: 'button Apply again',
      issued: '✓Issued',
      claimed: '✓Claimed',
      process: '◷In progress',
      signed: '✓Signed in',
      joined: '✓Joined',
      closed: '•Closed',
      comingSoon: '•Coming soon',
    });
  });

  it('R6.01 a guest pressing a promotion button gets the login popup, nothing is sent', async () => {
    platform.on(LIST, [promotionFixture({ condition: { requiresJoin: true } })]);
    render(<Promotions />);
    fireEvent.click(await screen.findByRole('button', { name: 'Join: Weekly turnover bonus' }));
    expect($modal.get()?.name).toBe('login');
    expect(platform.requests.some((call) => call.method === 'POST')).toBe(false);
  });

  it('R6.05 a trial player is asked to register a real account', async () => {
    signIn(trialMember());
    platform.on(LIST, [promotionFixture()]);
    render(<Promotions />);
    fireEvent.click(await screen.findByRole('button', { name: 'Claim: Weekly turnover bonus' }));
    expect(await overlay().findByText('Please register an account first')).toBeTruthy();
  });

  it('R4.75 claiming shows a spinner, then the amount in words; the card turns Claimed and the balance reloads', async () => {
    signIn();
    const claimable = promotionFixture({
      mine: mineFixture('claim', { amount: 100, progress: { done: 5000, required: 5000 } }),
    });
    platform.on(LIST, [claimable]);
    let pay: (value: FakeAnswer<typeof CLAIM>) => void = () => {};
    const paid = new Promise<FakeAnswer<typeof CLAIM>>((resolve) => (pay = resolve));
    platform.on(CLAIM, () => paid);
    platform.on(BALANCE, { balance: 1100, currency: 'TLB', currencySymbol: '₱' });
    render(<Promotions />);
    const button = await screen.findByRole('button', { name: 'Claim: Weekly turnover bonus' });
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    pay({
      amount: 100,
      turnoverAdded: 100,
      balance: 1100,
      promotion: { ...claimable, mine: mineFixture('claimed', { amount: 100 }) },
    });
    expect((await screen.findByRole('status')).textContent).toContain('₱100.00 was added to your balance.');
    expect(cardOf('Weekly turnover bonus').querySelector('[data-status]')?.textContent).toContain('Claimed');
    await waitFor(() => expect($wallet.get().balance).toBe(1100));
    expect(platform.calls(endpoints.walletBalance)).toHaveLength(1);
  });

  it('a refused claim says which rule refused, in words', async () => {
    signIn();
    platform.on(LIST, [promotionFixture({ mine: mineFixture('claim') })]);
    platform.fail(CLAIM, 'conflict', { status: 409, message: 'x', messageKey: 'promotion_already_claimed' });
    render(<Promotions />);
    fireEvent.click(await screen.findByRole('button', { name: 'Claim: Weekly turnover bonus' }));
    expect((await screen.findByRole('alert')).textContent).toContain('You already claimed this bonus.');
  });

  it('joining says so and shows the new state', async () => {
    signIn();
    const promotion = promotionFixture({ condition: { requiresJoin: true }, mine: mineFixture('join') });
    platform.on(LIST, [promotion]);
    platform.on(JOIN, { ...promotion, mine: mineFixture('joined') });
    render(<Promotions />);
    fireEvent.click(await screen.findByRole('button', { name: 'Join: Weekly turnover bonus' }));
    expect((await screen.findByRole('status')).textContent).toContain('You joined Weekly turnover bonus.');
    expect(cardOf('Weekly turnover bonus').querySelector('[data-status]')?.textContent).toContain('Joined');
  });
});

describe('promotion detail', () => {
  it('R2.19 R2.20 a #hash opens that promotion with its terms and progress; the back link returns to the list', async () => {
    signIn();
    window.history.replaceState(null, '', '/promotions#promo-2');
    platform.on(LIST, [
      promotionFixture({ id: 1, title: 'Other' }),
      promotionFixture({
        id: 2,
        title: 'Turnover race',
        mine: mineFixture('process', { progress: { done: 1250, required: 5000 } }),
      }),
    ]);
    render(<Promotions />);
    const heading = await screen.findByRole('heading', { level: 2, name: 'Turnover race' });
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getByText('₱3,750.00 to go')).toBeTruthy();
    expect(await screen.findByText('How it works')).toBeTruthy();
    await waitFor(() => expect(document.activeElement === heading || heading.matches(':focus')).toBe(true));
    fireEvent.click(screen.getByRole('link', { name: /Back to promotions/ }));
    expect(window.location.hash).toBe('');
    expect(await screen.findByRole('tablist')).toBeTruthy();
    expect(cards()).toHaveLength(2);
  });

  it('R2.19 opening a card puts its code in the hash; Back in the browser shows the list again', async () => {
    platform.on(LIST, [promotionFixture({ id: 2, title: 'Turnover race' })]);
    render(<Promotions />);
    fireEvent.click(await screen.findByRole('link', { name: 'Details of Turnover race' }));
    await waitFor(() => expect(window.location.hash).toBe('#promo-2'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Turnover race' })).toBeTruthy();
    window.history.replaceState(null, '', '/promotions');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(await screen.findByRole('tablist')).toBeTruthy();
  });

  it('R2.19 a hash the list does not hold is asked for by code; one that names nothing says so with a way back', async () => {
    window.history.replaceState(null, '', '/promotions#ended-promo');
    platform.on(LIST, [promotionFixture()]);
    platform.on(DETAIL, (query) =>
      query.code === 'ended-promo'
        ? promotionFixture({ id: 9, code: 'ended-promo', title: 'Ended promo', phase: 'closed' })
        : failure('not_found', { status: 404, message: 'x' }),
    );
    const { unmount } = render(<Promotions />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Ended promo' })).toBeTruthy();
    expect(screen.getAllByText('Closed').length).toBeGreaterThan(0);
    unmount();
    window.history.replaceState(null, '', '/promotions#no-such');
    render(<Promotions />);
    expect(await screen.findByText('This promotion is not available any more.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to promotions/ })).toBeTruthy();
  });
});

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];

// happy-dom's `files` cannot be assigned and testing-library's change does not reach preact's
// listener on a file input: define the files and dispatch a native change, as a browser does.
function choose(input: HTMLElement, files: File[]) {
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('the application dialog', () => {
  it("R4.75 a manual promotion's Join opens the form: it asks for a remark and a screenshot (first error each), previews and removes images, sends, and gives focus back", async () => {
    signIn();
    const manual = promotionFixture({
      id: 3,
      title: 'Zalo bonus',
      condition: { kind: 'manual' },
      mine: mineFixture('join'),
    });
    platform.on(LIST, [manual]);
    platform.on(APPLY, {
      id: 1,
      promotionId: 3,
      promotionTitle: 'Zalo bonus',
      status: 'IN_PROCESS',
      remark: 'Added 0917',
      imageCount: 1,
      amount: null,
      rejectReason: null,
      createdAt: '2026-03-01T10:00:00.000Z',
      reviewedAt: null,
    });
    render(<Promotions />);
    // The server's manual promotions start at join: their Join opens the form.
    const opener = await screen.findByRole('button', { name: 'Join: Zalo bonus' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await overlay().findByRole('dialog', { name: 'Apply: Zalo bonus' });
    const form = within(dialog);
    fireEvent.click(form.getByRole('button', { name: 'Send application' }));
    expect(await form.findByText('Write a remark.')).toBeTruthy();
    expect(form.getByText('Add at least one screenshot.')).toBeTruthy();
    const remark = form.getByLabelText('Remark');
    fireEvent.input(remark, { target: { value: 'x'.repeat(141) } });
    expect(await form.findByText('The remark is at most 140 characters.')).toBeTruthy();
    fireEvent.input(remark, { target: { value: 'Added 0917' } });
    const picker = form.getByLabelText('Add screenshots');
    choose(picker, [new File([new Uint8Array([0x47, 0x49, 0x46])], 'fake.png', { type: 'image/png' })]);
    expect(await form.findByText('Only png or jpg images can be added.')).toBeTruthy();
    choose(picker, [new File([new Uint8Array(PNG)], 'shot.png', { type: 'image/png' })]);
    const preview = await form.findByRole('img', { name: 'shot.png' });
    expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    fireEvent.click(form.getByRole('button', { name: 'Remove shot.png' }));
    expect(form.queryByRole('img', { name: 'shot.png' })).toBeNull();
    choose(form.getByLabelText('Add screenshots'), [
      new File([new Uint8Array(PNG)], 'again.png', { type: 'image/png' }),
    ]);
    await form.findByRole('img', { name: 'again.png' });
    fireEvent.click(form.getByRole('button', { name: 'Send application' }));
    expect((await screen.findByRole('status')).textContent).toContain('Your application was sent.');
    await waitFor(() => expect(overlay().queryByRole('dialog')).toBeNull());
    const sent = bodies(endpoints.applyPromotion)[0] as {
      remark: string;
      images: { name: string }[];
    };
    expect(sent.remark).toBe('Added 0917');
    expect(sent.images.map((image) => image.name)).toEqual(['again.png']);
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
