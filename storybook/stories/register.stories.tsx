import { openModal } from '@lobbykit/sdk';
import { LobbyKitWidget } from '@lobbykit/sdk/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { LobbyKitParameters } from '../.storybook/preview';
import { overlayElement, submit, tickTerms, type, widgetRoot } from './shadow';

interface RegisterArgs {
  variant: 'inline' | 'modal';
  affiliateCode?: string;
}

const meta: Meta<RegisterArgs> = {
  title: 'Widgets/Register',
  args: { variant: 'inline' },
  render: (args) => (
    <div style={{ maxWidth: 480, margin: '0 auto', padding: '32px 16px' }}>
      <LobbyKitWidget
        name="register"
        props={{
          variant: args.variant,
          ...(args.affiliateCode ? { affiliateCode: args.affiliateCode } : {}),
        }}
      />
    </div>
  ),
};
export default meta;

type Story = StoryObj<RegisterArgs>;
const lobbykit = (value: LobbyKitParameters) => ({ lobbykit: value });

const fill = async (canvasElement: HTMLElement, values: Record<string, string> = {}) => {
  const root = await widgetRoot(canvasElement, 'input[name="username"]');
  const all = { username: 'newbie01', password: 'Secret123', confirmPassword: 'Secret123', ...values };
  for (const [name, value] of Object.entries(all)) type(root, name, value);
  return root;
};

// A registration that succeeds sends the page to /; in a story the host keeps the page.
const stayOnStory = () => window.addEventListener('lobbykit:navigate', (event) => event.preventDefault());

export const Idle: Story = {};

export const Loading: Story = {
  name: 'Loading the form',
  parameters: lobbykit({ platform: { register: { form: 'pending' } } }),
};

export const LoadError: Story = {
  name: 'Form could not load',
  parameters: lobbykit({ platform: { register: { form: 'error' } } }),
};

export const EveryField: Story = {
  name: 'Every optional field on',
  parameters: lobbykit({ platform: { register: { form: 'everything' } } }),
};

export const FieldErrors: Story = {
  name: 'Errors: first error per field',
  parameters: lobbykit({ platform: { register: { form: 'everything' } } }),
  play: async ({ canvasElement }) => {
    const root = await fill(canvasElement, {
      username: '9lives',
      confirmPassword: 'Other1234',
      email: 'not-an-email',
      mobileNum: '0812',
      paymentPassword: '12',
    });
    tickTerms(root);
    submit(root);
  },
};

export const TermsUnticked: Story = {
  name: 'Errors: terms unticked',
  play: async ({ canvasElement }) => {
    const root = await fill(canvasElement);
    submit(root);
  },
};

export const InvalidAffiliate: Story = {
  name: 'Errors: invalid invitation code',
  play: async ({ canvasElement }) => {
    const root = await fill(canvasElement, { affiliateCode: 'NOPE99' });
    tickTerms(root);
    submit(root);
  },
};

export const UsernameTaken: Story = {
  name: 'Errors: username taken',
  parameters: lobbykit({ platform: { register: { result: 'taken' } } }),
  play: async ({ canvasElement }) => {
    const root = await fill(canvasElement);
    tickTerms(root);
    submit(root);
  },
};

export const ServerError: Story = {
  name: 'Server error',
  parameters: lobbykit({ platform: { register: { result: 'tooMany' } } }),
  play: async ({ canvasElement }) => {
    const root = await fill(canvasElement);
    tickTerms(root);
    submit(root);
  },
};

export const Registering: Story = {
  name: 'Registering (pending)',
  parameters: lobbykit({ platform: { register: { result: 'pending' } } }),
  play: async ({ canvasElement }) => {
    const root = await fill(canvasElement);
    tickTerms(root);
    submit(root);
  },
};

export const Registered: Story = {
  name: 'Registered and logged in',
  play: async ({ canvasElement }) => {
    stayOnStory();
    const root = await fill(canvasElement);
    tickTerms(root);
    submit(root);
  },
};

export const AffiliatePage: Story = {
  name: 'Affiliate page (code from the props, read-only)',
  args: { affiliateCode: 'AGENT01' },
};

export const Captcha: Story = {
  name: 'Captcha on',
  parameters: lobbykit({ platform: { register: { form: 'captcha' } } }),
};

export const MinimumAge21: Story = {
  name: 'Merchant minimum age 21',
  parameters: lobbykit({ platform: { register: { minimumAge: 21 } } }),
};

export const MobileMode: Story = {
  name: 'Mobile mode with SMS verification',
  parameters: lobbykit({ modules: { MOBILENUMREG3: true, REGMOBVERF3: true } }),
};

export const SmsCountdown: Story = {
  name: 'SMS code sent: countdown',
  parameters: lobbykit({ modules: { MOBILENUMREG3: true, REGMOBVERF3: true } }),
  play: async ({ canvasElement }) => {
    const root = await widgetRoot(canvasElement, 'input[name="mobileNum"]');
    type(root, 'mobileNum', '09171234567');
    root.querySelector<HTMLButtonElement>('.lk-register__send')?.click();
  },
};

export const SmsRefused: Story = {
  name: 'SMS code refused (warning dialog)',
  parameters: lobbykit({
    modules: { MOBILENUMREG3: true, REGMOBVERF3: true },
    platform: { register: { sms: 'refused' } },
  }),
  play: async ({ canvasElement }) => {
    const root = await widgetRoot(canvasElement, 'input[name="mobileNum"]');
    type(root, 'mobileNum', '09171234567');
    root.querySelector<HTMLButtonElement>('.lk-register__send')?.click();
  },
};

export const Bengali: Story = {
  name: 'BN: Bangladesh merchant, mobile mode',
  parameters: lobbykit({ language: 'BN', merchant: 'bd', modules: { MOBILENUMREG3: true } }),
};

export const Filipino: Story = {
  name: 'TY: errors',
  parameters: lobbykit({ language: 'TY' }),
  play: async ({ canvasElement }) => {
    const root = await fill(canvasElement, { username: 'ab', confirmPassword: 'x' });
    tickTerms(root);
    submit(root);
  },
};

export const Popup: Story = {
  name: 'Popup (the register modal from the header)',
  render: () => (
    <div style={{ padding: 16 }}>
      <LobbyKitWidget name="wallet-header" />
    </div>
  ),
  play: async () => {
    openModal('register');
    await overlayElement('[role="dialog"]');
  },
};
