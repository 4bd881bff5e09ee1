import { startDemoOpenIdProvider } from './demo-provider';

/**
 * `node dist/demo-openid.js`: the local demo provider alone (npm start runs it). PORT and HOST
 * say where it listens; LOBBYKIT_DEMO_REDIRECT_URIS (comma-separated) where it may send people back.
 */
const redirectUris = (process.env.LOBBYKIT_DEMO_REDIRECT_URIS ?? '')
  .split(',')
  .map((uri) => uri.trim())
  .filter(Boolean);
if (redirectUris.length === 0) {
  console.error(
    'LobbyKit demo OpenID provider: LOBBYKIT_DEMO_REDIRECT_URIS names no page to send people back to',
  );
  process.exit(1);
}
const running = await startDemoOpenIdProvider({
  port: Number(process.env.PORT ?? 8790),
  host: process.env.HOST ?? '127.0.0.1',
  redirectUris,
});
console.log(`LobbyKit demo OpenID provider listening on ${running.issuer}`);
const stop = () => void running.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
