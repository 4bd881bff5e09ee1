// Type tests of the public API (issue 15 item 4): vitest's typecheck runs them with tsc, so a
// `@ts-expect-error` that no longer finds an error fails as well as a wrong expectTypeOf.
import type { ReadableAtom, WritableAtom } from 'nanostores';
import { createElement } from 'react';
import { describe, expectTypeOf, it } from 'vitest';
import type { LoginDetail } from './actions/login';
import type { NavigateDetail } from './actions/navigate';
import {
  $config,
  $session,
  $wallet,
  defineElements,
  type LobbyKitEventDetail,
  mount,
  on,
  type WidgetName,
  type WidgetPropsMap,
} from './host';
import { LobbyKitWidget, type LobbyKitWidgetProps } from './react/index';
import type { LobbyKitGlobal } from './runtime/global';
import type { SessionState } from './stores/session';

// Two widgets as a widget's own file declares them: one whose props are all optional, one with a
// required prop.
declare module './runtime/widget-map' {
  interface WidgetPropsMap {
    'typed-login': { variant?: 'modal' | 'inline'; showRegister?: boolean };
    'typed-card': { gameId: number; label?: string };
  }
}
declare module './runtime/events' {
  interface LobbyKitEvents {
    'typed-card-opened': { gameId: number };
  }
}

declare const element: HTMLElement;
declare const LobbyKit: LobbyKitGlobal;

describe('typed public API (issue 15)', () => {
  it('knows the widgets that declared themselves in WidgetPropsMap', () => {
    expectTypeOf<'typed-login'>().toExtend<WidgetName>();
    expectTypeOf<'typed-card'>().toExtend<WidgetName>();
    expectTypeOf<'no-such-widget'>().not.toExtend<WidgetName>();
    expectTypeOf<WidgetPropsMap['typed-card']>().toEqualTypeOf<{ gameId: number; label?: string }>();
  });

  it('mount takes a known name with its own props, and needs props only when one is required', () => {
    mount('typed-login', element);
    mount('typed-login', element, { variant: 'inline' });
    mount('typed-card', element, { gameId: 7 });
    // @ts-expect-error an unknown widget name
    mount('no-such-widget', element);
    // @ts-expect-error a prop value the widget does not take
    mount('typed-login', element, { variant: 'popup' });
    // @ts-expect-error a prop the widget does not have
    mount('typed-login', element, { colour: 'red' });
    // @ts-expect-error the card's required gameId is missing
    mount('typed-card', element);
    // @ts-expect-error gameId is a number
    mount('typed-card', element, { gameId: '7' });
  });

  it("the loader's LobbyKit(...) command function is typed the same way", () => {
    LobbyKit('init', { apiBase: 'https://api.example.com', merchantCode: 'bd' });
    LobbyKit('mount', 'typed-login', '#login', { showRegister: false });
    LobbyKit.mount('typed-card', element, { gameId: 3 });
    // @ts-expect-error an unknown widget name
    LobbyKit('mount', 'logn', '#login');
    // @ts-expect-error a wrong prop type
    LobbyKit('mount', 'typed-login', '#login', { showRegister: 'no' });
    // @ts-expect-error init needs the API base
    LobbyKit('init', { merchantCode: 'bd' });
    // @ts-expect-error an unknown command
    LobbyKit('mnt', 'typed-login', '#login');
    LobbyKit('on', 'login', (detail) => expectTypeOf(detail).toEqualTypeOf<LobbyKitEventDetail<'login'>>());
    // @ts-expect-error an unknown event
    LobbyKit('on', 'logn', () => {});
  });

  it("a namespace's commands (`brandB.mount`, issue 15 item 3) are typed as the plain ones", () => {
    LobbyKit('brandB.mount', 'typed-login', '#login', { showRegister: false });
    LobbyKit('brand-2.mount', 'typed-card', element, { gameId: 3 });
    // @ts-expect-error an unknown widget name
    LobbyKit('brandB.mount', 'logn', '#login');
    // @ts-expect-error a wrong prop type
    LobbyKit('brandB.mount', 'typed-login', '#login', { showRegister: 'no' });
    // @ts-expect-error the card's required gameId is missing
    LobbyKit('brandB.mount', 'typed-card', '#card');
    expectTypeOf(
      LobbyKit('brandB.on', 'login', (detail) =>
        expectTypeOf(detail).toEqualTypeOf<LobbyKitEventDetail<'login'>>(),
      ),
    ).toEqualTypeOf<() => void>();
    // @ts-expect-error an unknown event
    LobbyKit('brandB.on', 'logn', () => {});
    expectTypeOf(LobbyKit('brandB.logout', { confirm: false })).toEqualTypeOf<Promise<boolean>>();
    LobbyKit('brandB.unmount', '#login');
    LobbyKit('brandB.setLanguage', 'BN');
    LobbyKit('brandB.closeModal');
    // @ts-expect-error a namespace starts with init's `namespace`, not with a command of its own
    LobbyKit('brandB.init', { apiBase: 'https://api.example.com' });
    // @ts-expect-error an unknown command in a namespace
    LobbyKit('brandB.mnt', 'typed-login', '#login');
  });

  it("on() gives each event its own detail, widgets' events included, and refuses unknown events", () => {
    on('login', (detail) => expectTypeOf(detail).toEqualTypeOf<LobbyKitEventDetail<'login'>>());
    on('navigate', (detail, event) => {
      expectTypeOf(detail).toEqualTypeOf<NavigateDetail & { readonly namespace?: string }>();
      expectTypeOf(event).toEqualTypeOf<CustomEvent<LobbyKitEventDetail<'navigate'>>>();
    });
    on('typed-card-opened', (detail) => expectTypeOf(detail.gameId).toBeNumber());
    // @ts-expect-error an unknown event
    on('logged-in', () => {});
    // @ts-expect-error the balance detail has no amount
    on('balance', (detail) => detail.amount);
  });

  it("every event's detail may carry the namespace of the runtime that sent it (issue 15 item 3)", () => {
    const seen = (detail: LobbyKitEventDetail<'login'>) => {
      expectTypeOf(detail.namespace).toEqualTypeOf<string | undefined>();
      expectTypeOf(detail).toExtend<LoginDetail>();
      // @ts-expect-error the namespace is the runtime's, not the listener's to change
      detail.namespace = 'brandC';
    };
    on('login', seen);
    LobbyKit('brandB.on', 'login', seen);
    on('logout', (detail) => expectTypeOf(detail.namespace).toEqualTypeOf<string | undefined>());
    on('typed-card-opened', (detail) => expectTypeOf(detail.namespace).toEqualTypeOf<string | undefined>());
  });

  it('the React adapter checks the name and the props', () => {
    createElement(LobbyKitWidget, { name: 'typed-login' });
    createElement(LobbyKitWidget, { name: 'typed-card', props: { gameId: 1 }, whenVisible: true });
    // @ts-expect-error an unknown widget name
    createElement(LobbyKitWidget, { name: 'no-such-widget' });
    // @ts-expect-error a prop of another widget
    createElement(LobbyKitWidget, { name: 'typed-login', props: { gameId: 1 } });
    // @ts-expect-error the card needs its props
    createElement(LobbyKitWidget, { name: 'typed-card' });
  });

  it("the React adapter and the <lk-*> elements take a brand's namespace (issue 15 item 3)", () => {
    createElement(LobbyKitWidget, { name: 'typed-login', namespace: 'brandB' });
    createElement(LobbyKitWidget, { name: 'typed-card', props: { gameId: 1 }, namespace: 'brandB' });
    expectTypeOf<LobbyKitWidgetProps<'typed-login'>['namespace']>().toEqualTypeOf<string | undefined>();
    // @ts-expect-error a namespace is a name
    createElement(LobbyKitWidget, { name: 'typed-login', namespace: 2 });
    // @ts-expect-error the namespace does not stand in for the card's props
    createElement(LobbyKitWidget, { name: 'typed-card', namespace: 'brandB' });
    expectTypeOf<React.JSX.IntrinsicElements['lk-typed-login']['namespace']>().toEqualTypeOf<
      string | undefined
    >();
  });

  it('<lk-*> elements are JSX intrinsic elements with the widget props as attributes', () => {
    type Elements = React.JSX.IntrinsicElements;
    expectTypeOf<Elements>().toHaveProperty('lk-typed-login');
    expectTypeOf<Elements['lk-typed-login']>().toHaveProperty('show-register');
    expectTypeOf<Elements['lk-typed-card']['game-id']>().toEqualTypeOf<number | `${number}` | undefined>();
    expectTypeOf<Elements['lk-typed-card']['props']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<Elements>().not.toHaveProperty('lk-no-such-widget');
    const login: Elements['lk-typed-login'] = { variant: 'inline', 'show-register': 'false', className: 'x' };
    expectTypeOf(login).toExtend<Elements['lk-typed-login']>();
    // @ts-expect-error a variant the login does not have
    const popup: Elements['lk-typed-login'] = { variant: 'popup' };
    expectTypeOf(popup).not.toBeNever();
  });

  it('hosts get the stores read-only: only sdk actions change them', () => {
    expectTypeOf($session).toEqualTypeOf<ReadableAtom<SessionState>>();
    expectTypeOf($session).not.toExtend<WritableAtom<SessionState>>();
    expectTypeOf($config.get().merchantCode).toBeString();
    // @ts-expect-error read-only for hosts
    $session.set({});
    // @ts-expect-error read-only for hosts
    $wallet.setKey('balance', 1);
  });

  it('the host entry registers the <lk-*> elements: defineElements() takes nothing and answers nothing', () => {
    expectTypeOf(defineElements).toEqualTypeOf<() => void>();
    defineElements();
    // @ts-expect-error the elements are every registered widget's, not a chosen list
    defineElements(['login']);
  });
});
