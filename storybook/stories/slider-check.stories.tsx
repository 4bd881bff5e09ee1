import { LobbyKitWidget } from '@lobbykit/sdk/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { LobbyKitParameters } from '../.storybook/preview';
import { type, widgetRoot } from './shadow';
import type { SliderScenario } from './slider-platform';

/**
 * R4.12: the self-hosted slider check, as a player meets it: the SMS login's Send code button asks
 * for it first where the merchant turned it on.
 */
const meta: Meta = {
  title: 'Widgets/Slider check',
  render: () => (
    <div style={{ maxWidth: 480, margin: '0 auto', padding: '32px 16px' }}>
      <LobbyKitWidget name="login" props={{ variant: 'inline' }} />
    </div>
  ),
};
export default meta;

type Story = StoryObj;
const withSlider = (slider: SliderScenario, extra: LobbyKitParameters = {}) => ({
  lobbykit: { modules: { MOBILEVERCODELOGIN3: true }, platform: { slider }, ...extra },
});

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Switches to the SMS login, types the number and presses Send code, which asks for the slider. */
async function pressSendCode(canvas: HTMLElement): Promise<void> {
  const login = await widgetRoot(canvas);
  login.querySelector<HTMLButtonElement>('.lk-login-card__switch')?.click();
  const root = await widgetRoot(canvas, 'input[name="mobileNum"]');
  await wait(300);
  type(root, 'mobileNum', '09171234567');
  root.querySelector<HTMLButtonElement>('.lk-register__send')?.click();
}

/** Presses Send code and waits for the puzzle. */
async function openSlider(canvas: HTMLElement): Promise<HTMLElement> {
  await pressSendCode(canvas);
  const handle = await widgetRoot(canvas, '[role="slider"][aria-valuemax="256"]');
  return handle.querySelector<HTMLElement>('[role="slider"]') as HTMLElement;
}

function press(handle: HTMLElement, key: string, times = 1): void {
  for (let time = 0; time < times; time += 1) {
    handle.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true }));
  }
}

export const Idle: Story = {
  name: 'Idle: the puzzle before the SMS code',
  parameters: withSlider({ answer: 'accepted' }),
  play: async ({ canvasElement }) => {
    await openSlider(canvasElement);
  },
};

export const Dragging: Story = {
  name: 'Dragging: the piece on its way (arrow keys)',
  parameters: withSlider({ answer: 'accepted' }),
  play: async ({ canvasElement }) => {
    const handle = await openSlider(canvasElement);
    await wait(50);
    press(handle, 'PageUp', 4);
  },
};

export const Failed: Story = {
  name: "Failed: 'Please complete verification first' and a new puzzle",
  parameters: withSlider({ answer: 'refused' }),
  play: async ({ canvasElement }) => {
    const handle = await openSlider(canvasElement);
    await wait(50);
    press(handle, 'PageUp', 3);
    await wait(50);
    press(handle, 'Enter');
  },
};

export const Passed: Story = {
  name: 'Passed: verified, the code is on its way',
  parameters: withSlider({ answer: 'accepted' }),
  play: async ({ canvasElement }) => {
    const handle = await openSlider(canvasElement);
    await wait(50);
    press(handle, 'PageUp', 6);
    await wait(50);
    press(handle, 'Enter');
  },
};

export const TooMany: Story = {
  name: 'Too many puzzles: how long until a new one',
  parameters: withSlider({ tooMany: true }),
  play: async ({ canvasElement }) => {
    await pressSendCode(canvasElement);
    await widgetRoot(canvasElement, '.lk-slider--error');
  },
};

export const Bengali: Story = {
  name: 'BN: the puzzle',
  parameters: withSlider({ answer: 'accepted' }, { language: 'BN', merchant: 'bd' }),
  play: async ({ canvasElement }) => {
    await openSlider(canvasElement);
  },
};
