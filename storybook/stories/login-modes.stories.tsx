import { rememberUsername } from '@lobbykit/sdk';
import { $socialSignIn } from '@lobbykit/sdk/accounts';
import { LobbyKitWidget } from '@lobbykit/sdk/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { LobbyKitParameters } from '../.storybook/preview';
import { submit, tickTerms, type, widgetRoot } from './shadow';

interface LoginModeArgs {
  mode: 'player' | 'agent';
}

const meta: Meta<LoginModeArgs> = {
  title: 'Widgets/Login modes',
  args: { mode: 'player' },
  render: (args) => (
    <div style={{ maxWidth: 480, margin: '0 auto', padding: '32px 16px' }}>
      <LobbyKitWidget name="login" props={{ variant: 'inline', mode: args.mode }} />
    </div>
  ),
};
export default meta;

type Story = StoryObj<LoginModeArgs>;
const lobbykit = (value: LobbyKitParameters) => ({ lobbykit: value });
const smsLogin = { MOBILEVERCODELOGIN3: true };

const switchToSms: Story['play'] = async ({ canvasElement }) => {
  const root = await widgetRoot(canvasElement);
  root.querySelector<HTMLButtonElement>('.lk-login-card__switch')?.click();
};

export const Agent: Story = { name: 'Agent login: idle', args: { mode: 'agent' } };

export const AgentRefusesPlayer: Story = {
  name: "Agent login: 'Non-agents cannot log in'",
  args: { mode: 'agent' },
  parameters: lobbykit({ platform: { login: 'nonAgent' } }),
  play: async ({ canvasElement }) => {
    const root = await widgetRoot(canvasElement);
    type(root, 'username', 'demo01');
    type(root, 'password', 'Demo1234');
    tickTerms(root);
    submit(root);
  },
};

export const AgentBengali: Story = {
  name: 'BN: agent login',
  args: { mode: 'agent' },
  parameters: lobbykit({ language: 'BN', merchant: 'bd' }),
};

export const RememberedUsername: Story = {
  name: 'Remember me: username filled in',
  loaders: [
    async () => {
      rememberUsername('demo01');
      return {};
    },
  ],
};

export const SmsOffered: Story = {
  name: 'SMS login offered (MOBILEVERCODELOGIN3 on)',
  parameters: lobbykit({ modules: smsLogin }),
};

export const SmsForm: Story = {
  name: 'SMS login: idle',
  parameters: lobbykit({ modules: smsLogin }),
  play: switchToSms,
};

export const SmsCodeSent: Story = {
  name: 'SMS login: code sent, countdown',
  parameters: lobbykit({ modules: smsLogin }),
  play: async (context) => {
    await switchToSms(context);
    const root = await widgetRoot(context.canvasElement);
    await new Promise((resolve) => setTimeout(resolve, 300));
    type(root, 'mobileNum', '09171234567');
    root.querySelector<HTMLButtonElement>('.lk-register__send')?.click();
  },
};

export const SmsErrors: Story = {
  name: 'SMS login: number and code missing',
  parameters: lobbykit({ modules: smsLogin }),
  play: async (context) => {
    await switchToSms(context);
    const root = await widgetRoot(context.canvasElement);
    await new Promise((resolve) => setTimeout(resolve, 300));
    tickTerms(root);
    submit(root);
  },
};

export const SmsFilipino: Story = {
  name: 'TY: SMS login',
  parameters: lobbykit({ language: 'TY', modules: smsLogin }),
  play: switchToSms,
};

const logIn: Story['play'] = async ({ canvasElement }) => {
  const root = await widgetRoot(canvasElement);
  type(root, 'username', 'demo01');
  type(root, 'password', 'Demo1234');
  tickTerms(root);
  submit(root);
};

export const NewIpMobile: Story = {
  name: 'New IP: code to the bound mobile (R4.16)',
  parameters: lobbykit({ platform: { login: 'newIpMobile' } }),
  play: logIn,
};

export const NewIpBankName: Story = {
  name: 'New IP: bank account name (R4.16)',
  parameters: lobbykit({ platform: { login: 'newIpName' } }),
  play: logIn,
};

export const NewIpBengali: Story = {
  name: 'BN: new IP check',
  parameters: lobbykit({ language: 'BN', merchant: 'bd', platform: { login: 'newIpMobile' } }),
  play: logIn,
};

const social = { socialProviders: ['google', 'facebook'] as ('google' | 'facebook')[] };

export const SocialOffered: Story = {
  name: 'Google and Facebook offered (R4.14, R4.15)',
  parameters: lobbykit({ platform: social }),
};

export const SocialRefused: Story = {
  name: 'Google sign-in came back refused',
  parameters: lobbykit({ platform: social }),
  beforeEach: () => {
    $socialSignIn.set({ phase: 'failed', message: 'The sign-in could not be completed. Please try again.' });
  },
};

export const SocialLeaving: Story = {
  name: 'Google sign-in: on the way to Google',
  parameters: lobbykit({ platform: social }),
  beforeEach: () => {
    $socialSignIn.set({ phase: 'leaving', provider: 'google' });
  },
};

export const SocialFilipino: Story = {
  name: 'TY: Google and Facebook offered',
  parameters: lobbykit({ language: 'TY', platform: social }),
};

export const SocialBengali: Story = {
  name: 'BN: Google and Facebook offered',
  parameters: lobbykit({ language: 'BN', merchant: 'bd', platform: social }),
};
