/**
 * A browser stand-in for tests: follows the demo provider's redirects with its cookies, signs a
 * demo person in, allows, and stops where the provider sends it back to the site.
 */
export interface ProviderAnswer {
  code: string;
  state: string;
  iss: string | undefined;
}

export async function signInAtDemoProvider(
  authorizationUrl: string,
  redirectUri: string,
  person: { email: string; password: string },
): Promise<ProviderAnswer> {
  const cookies = new Map<string, string>();
  const send = async (url: string, form?: Record<string, string>) => {
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { body: new URLSearchParams(form).toString() } : {}),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    return response;
  };

  let next: string = authorizationUrl;
  let form: Record<string, string> | undefined;
  for (let step = 0; step < 12; step++) {
    const response = await send(next, form);
    form = undefined;
    const location = response.headers.get('location');
    if (location) {
      const target = new URL(location, next);
      if (target.href.startsWith(redirectUri)) {
        const code = target.searchParams.get('code');
        const state = target.searchParams.get('state');
        if (!code || !state) throw new Error(`The provider sent back no code: ${target.search}`);
        return { code, state, iss: target.searchParams.get('iss') ?? undefined };
      }
      next = target.href;
      continue;
    }
    const page = await response.text();
    const action = /action="([^"]+\/(login|confirm))"/.exec(page);
    if (!action) throw new Error(`The provider answered ${response.status}: ${page.slice(0, 300)}`);
    next = new URL(action[1]!, next).href;
    form = action[2] === 'login' ? { email: person.email, password: person.password } : {};
  }
  throw new Error('The provider never sent the browser back');
}
