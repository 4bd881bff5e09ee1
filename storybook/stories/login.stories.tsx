import { openModal } from '@lobbykit/sdk';
import { LobbyKitWidget } from '@lobbykit/sdk/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { LobbyKitParameters } from '../.storybook/preview';
import { overlayElement, submit, tickTerms, type, widgetRoot } from './shadow';

interface LoginArgs {
  variant: 'inline' | 'modal';
}

const meta: Meta<LoginArgs> = {
  title: 'Widgets/Login',
  args: { variant: 'inline' },
  render: (args) => (
    <div style={{ maxWidth: 480, margin: '0 auto', padding: '32px 16px' }}>
      <LobbyKitWidget name="login" props={{ variant: args.variant }} />
    </div>
  ),
};
export default meta;

type Story = StoryObj<LoginArgs>;
const lobbykit = (value: LobbyKitParameters) => ({ lobbykit: value });

export const Idle: Story = {};

export const BothFieldsEmpty: Story = {
  name: 'Errors: both fields empty',
  play: async ({ canvasElement }) => {
    const root = await widgetRoot(canvasElement);
    tickTerms(root);
    submit(root);
  },
};

export const FieldErrors: Story = {
  name: 'Errors: first error per field',
  play: async ({ canvasElement }) => {
    const root = await widgetRoot(canvasElement);
    type(root, 'password', 'Demo1234');
    submit(root);
  },
};

export const TermsUnticked: Story = {
  name: 'Errors: terms unticked',
  play: async ({ canvasElement }) => {
    const root = await widgetRoot(canvasElement);
    type(root, 'username', 'demo01');
    type(root, 'password', 'Demo1234');
    submit(root);
  },
};

const fillAndSubmit: Story['play'] = async ({ canvasElement }) => {
  const root = await widgetRoot(canvasElement);
  type(root, 'username', 'demo01');
  type(root, 'password', 'Demo1234');
  tickTerms(root);
  submit(root);
};

export const Loading: Story = {
  parameters: lobbykit({ platform: { login: 'pending' } }),
  play: fillAndSubmit,
};

export const ServerError: Story = {
  name: 'Server error',
  parameters: lobbykit({ platform: { login: 'invalid' } }),
  play: fillAndSubmit,
};

export const Captcha: Story = {
  name: 'Captcha after failures',
  parameters: lobbykit({ platform: { login: 'captcha' } }),
  play: fillAndSubmit,
};

export const Bengali: Story = {
  name: 'BN: idle',
  parameters: lobbykit({ language: 'BN', merchant: 'bd' }),
};

export const BengaliCaptcha: Story = {
  name: 'BN: captcha and server error',
  parameters: lobbykit({ language: 'BN', merchant: 'bd', platform: { login: 'captcha' } }),
  play: fillAndSubmit,
};

export const Filipino: Story = {
  name: 'TY: errors',
  parameters: lobbykit({ language: 'TY' }),
  play: async ({ canvasElement }) => {
    const root = await widgetRoot(canvasElement);
    type(root, 'username', 'demo01');
    tickTerms(root);
    submit(root);
  },
};

export const Popup: Story = {
  name: 'Popup (the login modal)',
  render: () => (
    <div style={{ padding: 16 }}>
      <LobbyKitWidget name="wallet-header" />
    </div>
  ),
  play: async () => {
    openModal('login');
    await overlayElement('[role="dialog"]');
  },
};
