/**
 * A partner's React 19 app with LobbyKit from npm: `@lobbykit/widgets` registers every widget (and
 * brings their WidgetPropsMap entries, so names and props are typed), `@lobbykit/sdk/host` configures
 * the runtime and reads its stores, `@lobbykit/sdk/react` mounts widgets the React way and types the
 * `<lk-*>` elements. Each widget renders in its own shadow root with its own renderer: this app's
 * React never renders widget internals.
 */
import '@lobbykit/widgets';
import { defineElements } from '@lobbykit/sdk';
import { configure, startup } from '@lobbykit/sdk/host';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { partnerConfig } from './config';
import './styles.css';

configure({ ...partnerConfig(), merchantCode: 'ph', language: 'EN' });
// `<lk-login>` and the other `<lk-*>` elements, for JSX written as plain tags.
defineElements();
void startup();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
