import { LobbyKitWidget } from '@lobbykit/sdk/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { LobbyKitParameters } from '../.storybook/preview';
import type { PromotionsScenario } from './promotions-platform';
import { widgetRoot } from './shadow';

const meta: Meta = {
  title: 'Widgets/Promotions',
  render: () => (
    <div style={{ maxWidth: 1280, margin: '0 auto', padding: 16 }}>
      <LobbyKitWidget name="promotions" />
    </div>
  ),
  // Every story starts on the list: a detail story sets its hash and puts the old one back.
  beforeEach() {
    const before = window.location.href;
    window.history.replaceState(null, '', window.location.pathname + window.location.search);
    return () => window.history.replaceState(null, '', before);
  },
};
export default meta;

type Story = StoryObj;
const lobbykit = (value: LobbyKitParameters) => ({ lobbykit: value });
const guest = (promotions: PromotionsScenario = {}, extra: LobbyKitParameters = {}) =>
  lobbykit({ platform: { promotions }, ...extra });
const player = (promotions: PromotionsScenario = {}, extra: LobbyKitParameters = {}) =>
  lobbykit({ session: 'player', platform: { promotions }, ...extra });

/** Opens the promotion a story names, as /promotions#<code> does (R2.19). */
const at = (code: string) => () => {
  window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}#${code}`);
};

export const Guest: Story = { name: 'Guest: one of each type (R3.37, R6.01)', parameters: guest() };
export const Statuses: Story = {
  name: 'Member: every status of R4.75 on a card',
  parameters: player({ list: 'statuses' }),
};
export const Loading: Story = { parameters: guest({ load: 'pending' }) };
export const Empty: Story = { parameters: guest({ load: 'empty' }) };
export const Failed: Story = { name: 'Error', parameters: guest({ load: 'error' }) };
export const Detail: Story = {
  name: 'Detail: turnover in progress (R2.19, R2.20)',
  parameters: player({ list: 'statuses' }),
  beforeEach: at('status-process'),
};
export const DetailClaim: Story = {
  name: 'Detail: ready to claim',
  parameters: player({ list: 'statuses' }),
  beforeEach: at('status-claim'),
};
export const DetailRejected: Story = {
  name: 'Detail: application rejected, apply again',
  parameters: player({ list: 'statuses' }),
  beforeEach: at('status-rejected'),
};
export const DetailNotFound: Story = {
  name: 'Detail: a hash that names nothing',
  parameters: guest(),
  beforeEach: at('no-such-promotion'),
};
export const LoadingDetail: Story = {
  name: 'Detail: loading',
  parameters: guest({ load: 'pending' }),
  beforeEach: at('promo-2'),
};

const press =
  (name: RegExp): Story['play'] =>
  async ({ canvasElement }) => {
    const root = await widgetRoot(canvasElement, '.lk-promo-action');
    const button = [...root.querySelectorAll<HTMLButtonElement>('.lk-promo-action')].find((candidate) =>
      name.test(candidate.getAttribute('aria-label') ?? ''),
    );
    button?.click();
  };

export const Claimed: Story = {
  name: 'Claim: success in words',
  parameters: player({ list: 'statuses' }),
  play: press(/^Claim:/),
};
export const Claiming: Story = {
  name: 'Claim: loading',
  parameters: player({ list: 'statuses', action: 'pending' }),
  play: press(/^Claim:/),
};
export const ClaimRefused: Story = {
  name: 'Claim: refused, the rule in words',
  parameters: player({ list: 'statuses', action: 'refused' }),
  play: press(/^Claim:/),
};
/** Opens "My applications" from the list (a signed-in member's button above the tabs). */
const openApplications: Story['play'] = async ({ canvasElement }) => {
  const root = await widgetRoot(canvasElement, '.lk-promos__mine button');
  root.querySelector<HTMLButtonElement>('.lk-promos__mine button')?.click();
};
export const ApplicationsFilled: Story = {
  name: 'My applications: In process, Approved, Rejected with reason (R4.74)',
  parameters: player({ list: 'statuses' }),
  play: openApplications,
};
export const ApplicationsLoading: Story = {
  name: 'My applications: loading',
  parameters: player({ list: 'statuses', applications: 'pending' }),
  play: openApplications,
};
export const ApplicationsEmpty: Story = {
  name: 'My applications: none yet',
  parameters: player({ list: 'statuses', applications: 'empty' }),
  play: openApplications,
};
export const ApplicationsError: Story = {
  name: 'My applications: error',
  parameters: player({ list: 'statuses', applications: 'error' }),
  play: openApplications,
};
export const GuestPresses: Story = {
  name: 'Guest presses a button: the login popup (R6.01)',
  parameters: guest(),
  play: press(/./),
};
export const ApplyDialog: Story = {
  name: 'Apply dialog (remark and screenshots)',
  parameters: player({ list: 'statuses' }),
  play: press(/^Apply again:/),
};
export const ApplyDialogErrors: Story = {
  name: 'Apply dialog: first error per field',
  parameters: player({ list: 'statuses' }),
  play: async (context) => {
    await press(/^Apply again:/)?.(context);
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const send = document
        .querySelector('lk-overlay')
        ?.shadowRoot?.querySelector<HTMLButtonElement>('.lk-promo-apply button[type="submit"]');
      if (send) {
        send.click();
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  },
};
export const Filipino: Story = {
  name: 'TY: every status',
  parameters: player({ list: 'statuses' }, { language: 'TY' }),
};
export const Bengali: Story = {
  name: 'BN: Bangladesh merchant, every status',
  parameters: player({ list: 'statuses' }, { language: 'BN', merchant: 'bd' }),
};
