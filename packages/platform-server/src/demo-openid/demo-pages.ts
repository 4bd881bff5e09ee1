import { escapeHtml } from '../demo-game/escape-html';

/**
 * The demo provider's two pages, plain HTML with no script: sign in, then allow. They stand in for
 * Google's and Facebook's own pages, which are in the provider's language, not the site's.
 */
const STYLE = `
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #10131a;
    color: #e8eaf0; font: 16px/1.5 system-ui, sans-serif; }
  main { width: min(380px, calc(100vw - 32px)); padding: 28px; border-radius: 12px; background: #1b2030; }
  h1 { margin: 0 0 4px; font-size: 22px; }
  p { margin: 0 0 16px; color: #aab2c5; }
  label { display: block; margin: 12px 0 4px; }
  input { box-sizing: border-box; width: 100%; padding: 10px; border-radius: 8px; border: 1px solid #3a4258;
    background: #10131a; color: inherit; font: inherit; }
  .actions { display: flex; gap: 12px; margin-top: 20px; }
  button { flex: 1; padding: 10px; border: 0; border-radius: 8px; font: inherit; cursor: pointer;
    background: #3d7cff; color: #fff; }
  button.secondary { background: #2c3347; }
  .error { color: #ff8a8a; }
  .hint { font-size: 14px; }
`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export function loginPage(options: {
  uid: string;
  provider: string;
  email?: string;
  error?: string;
  hint: string;
}): string {
  const uid = escapeHtml(options.uid);
  return page(
    `Sign in with ${options.provider}`,
    `<h1>Sign in with ${escapeHtml(options.provider)}</h1>
<p>LobbyKit demo provider: it works offline, in place of the real ${escapeHtml(options.provider)}.</p>
${options.error ? `<p class="error" role="alert">${escapeHtml(options.error)}</p>` : ''}
<form method="post" action="/interaction/${uid}/login">
  <label for="email">Email</label>
  <input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(options.email ?? '')}">
  <label for="password">Password</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required>
  <div class="actions"><button type="submit">Sign in</button></div>
</form>
<form method="post" action="/interaction/${uid}/abort"><div class="actions">
  <button class="secondary" type="submit">Cancel</button></div></form>
<p class="hint">${escapeHtml(options.hint)}</p>`,
  );
}

export function consentPage(options: {
  uid: string;
  provider: string;
  name: string;
  scopes: string[];
}): string {
  const uid = escapeHtml(options.uid);
  return page(
    `Allow LobbyKit`,
    `<h1>Allow LobbyKit?</h1>
<p>${escapeHtml(options.name)}, LobbyKit asks ${escapeHtml(options.provider)} for your ${escapeHtml(
      options.scopes.join(', '),
    )}.</p>
<div class="actions">
  <form method="post" action="/interaction/${uid}/abort" style="flex:1;display:flex">
    <button class="secondary" type="submit">Cancel</button></form>
  <form method="post" action="/interaction/${uid}/confirm" style="flex:1;display:flex">
    <button type="submit">Allow</button></form>
</div>`,
  );
}

export function errorPage(message: string): string {
  return page(
    'Sign-in error',
    `<h1>Sign-in error</h1><p class="error" role="alert">${escapeHtml(message)}</p>`,
  );
}
