import '@lobbykit/widgets';
import { closeModal, configure, defineElements, memoryStorage, setLanguage } from '@lobbykit/sdk';
import { forgetRegistration, stopSmsCountdown } from '@lobbykit/sdk/accounts';
import {
  bangladesh,
  member,
  philippines,
  signIn,
  signOut,
  startupReady,
  trialMember,
} from '@lobbykit/widgets/testing';
import type { Preview } from '@storybook/react-vite';
import { fakePlatformFetch, type PlatformScenario, setScenario } from '../stories/fake-platform';

configure({
  apiBase: 'http://platform.story',
  storage: { local: memoryStorage(), session: memoryStorage() },
  fetch: fakePlatformFetch,
});
// `<lk-*>` elements, as the docs' live examples and a page using the custom elements have them.
defineElements();

/** What a story asks of the sdk's stores before it renders. */
export interface LobbyKitParameters {
  language?: 'EN' | 'TY' | 'BN';
  merchant?: 'ph' | 'bd';
  session?: 'signedOut' | 'player' | 'agent' | 'trial';
  /** Whitelabel module flags the permission carries, e.g. `{ FREEPLAY3: true }`. */
  modules?: Record<string, boolean>;
  platform?: PlatformScenario;
}

const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    backgrounds: { disable: true },
    controls: { disable: true },
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: '100vh', background: '#0e1120', color: '#f1f3fb', padding: '0 0 24px' }}>
        <Story />
      </div>
    ),
  ],
  async beforeEach({ parameters }) {
    const lobbykit = (parameters.lobbykit ?? {}) as LobbyKitParameters;
    closeModal();
    // Each story brings its own register settings and a free SMS button.
    forgetRegistration();
    stopSmsCountdown();
    await setLanguage(lobbykit.language ?? 'EN');
    startupReady(lobbykit.merchant === 'bd' ? bangladesh : philippines, lobbykit.modules);
    setScenario(lobbykit.platform ?? {});
    if (lobbykit.session === 'player') signIn(member());
    else if (lobbykit.session === 'trial') signIn(trialMember());
    else if (lobbykit.session === 'agent')
      signIn(member({ type: 1, account: 'agent01', nickname: null }), true);
    else signOut();
  },
};

export default preview;
