import { openModal } from '@lobbykit/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import type { LobbyKitParameters } from '../.storybook/preview';
import { overlayElement, submit, type } from './shadow';

interface ModalArgs {
  name: 'changePassword' | 'forgotPassword' | 'giftNotice';
  props: Record<string, unknown>;
}

/** Opens a password modal through the sdk, as a forced login, the login form's link or a first login does. */
function OpenModal({ name, props }: ModalArgs) {
  useEffect(() => {
    openModal(name, props);
  }, [name, props]);
  return <div style={{ minHeight: 640 }} />;
}

const meta: Meta<ModalArgs> = {
  title: 'Widgets/Passwords',
  render: (args) => <OpenModal {...args} />,
};
export default meta;

type Story = StoryObj<ModalArgs>;
const lobbykit = (value: LobbyKitParameters) => ({ lobbykit: value });
const forcedDefault = { name: 'changePassword' as const, props: { reason: 'default', forced: true } };
const voluntary = { name: 'changePassword' as const, props: {} };
const forgot = { name: 'forgotPassword' as const, props: {} };
const forgotPhone = { name: 'forgotPassword' as const, props: { mode: 'phone' } };

const form = () => overlayElement('form');
const fillChange = async (values: Record<string, string>) => {
  const root = await form();
  for (const [name, value] of Object.entries(values)) type(root, name, value);
  return root;
};

export const ForcedDefault: Story = {
  name: 'Change: forced by the default password (R4.23, R9.10)',
  args: forcedDefault,
  parameters: lobbykit({ session: 'player' }),
};
export const ForcedExpired: Story = {
  name: 'Change: forced by an expired password (R4.24)',
  args: { name: 'changePassword', props: { reason: 'expired', forced: true } },
  parameters: lobbykit({ session: 'player' }),
};
export const Voluntary: Story = {
  name: 'Change: asked for, can be closed',
  args: voluntary,
  parameters: lobbykit({ session: 'player' }),
};
export const ChangeErrors: Story = {
  name: 'Change errors: first error per field (R5.28-R5.30)',
  args: voluntary,
  parameters: lobbykit({ session: 'player' }),
  play: async () => {
    submit(await fillChange({ newPassword: 'short', confirmNewPassword: 'other' }));
  },
};
export const WrongOldPassword: Story = {
  name: 'Change errors: wrong current password',
  args: voluntary,
  parameters: lobbykit({ session: 'player', platform: { passwords: { change: 'wrongOld' } } }),
  play: async () => {
    submit(
      await fillChange({
        oldPassword: 'Nope1234',
        newPassword: 'Fresh1234',
        confirmNewPassword: 'Fresh1234',
      }),
    );
  },
};
export const Saving: Story = {
  name: 'Change: saving',
  args: voluntary,
  parameters: lobbykit({ session: 'player', platform: { passwords: { change: 'pending' } } }),
  play: async () => {
    submit(
      await fillChange({
        oldPassword: 'Demo1234',
        newPassword: 'Fresh1234',
        confirmNewPassword: 'Fresh1234',
      }),
    );
  },
};
export const ForcedBengali: Story = {
  name: 'BN: change, forced',
  args: forcedDefault,
  parameters: lobbykit({ language: 'BN', merchant: 'bd', session: 'player' }),
};

export const ForgotByEmail: Story = { name: 'Forgot: by e-mail', args: forgot };
export const ForgotEmailErrors: Story = {
  name: 'Forgot errors: username and e-mail required (R5.31)',
  args: forgot,
  play: async () => submit(await form()),
};
export const ForgotEmailUnknown: Story = {
  name: 'Forgot errors: Username/Email does not exist',
  args: forgot,
  parameters: lobbykit({ platform: { passwords: { mail: 'unknown' } } }),
  play: async () => {
    submit(await fillChange({ username: 'nobody', email: 'nobody@example.com' }));
  },
};
export const ForgotByPhone: Story = { name: 'Forgot: by mobile number', args: forgotPhone };
export const ForgotPhoneCodeSent: Story = {
  name: 'Forgot: code sent, counting down (R4.32)',
  args: forgotPhone,
  play: async () => {
    const root = await fillChange({ mobileNum: '09171234567' });
    root.querySelector<HTMLButtonElement>('.lk-passwords__send')?.click();
  },
};
export const ForgotPhoneErrors: Story = {
  name: 'Forgot errors: phone fields (R5.32)',
  args: forgotPhone,
  parameters: lobbykit({ platform: { passwords: { phone: 'wrongCode' } } }),
  play: async () => {
    submit(await fillChange({ mobileNum: '09171234567', verificationCode: '000000', newPassword: 'weak' }));
  },
};
export const ForgotFilipino: Story = {
  name: 'TY: forgot password',
  args: forgot,
  parameters: lobbykit({ language: 'TY' }),
};

export const GiftNotice: Story = {
  name: 'Gift notice (R4.42)',
  args: { name: 'giftNotice', props: {} },
  parameters: lobbykit({ session: 'player' }),
};
export const GiftNoticeBengali: Story = {
  name: 'BN: gift notice',
  args: { name: 'giftNotice', props: {} },
  parameters: lobbykit({ language: 'BN', merchant: 'bd', session: 'player' }),
};
