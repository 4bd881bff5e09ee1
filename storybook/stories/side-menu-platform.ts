import { $startup, type Permission } from '@lobbykit/sdk';
import { $menus, $sideMenuVisible } from '@lobbykit/sdk/lobby';

/**
 * What the stand-in platform's startup permission carries for the side menu and the footer
 * (R2.59-R2.72): the referral switch, the operator's links and customer service. The preview sets
 * the permission itself (no startup call in a story), so this scenario patches it; the game menus
 * (games-platform.ts) and the w_leftmenu banners (lobby-platform.ts) come over the fake fetch.
 */
export interface SideMenuScenario {
  /** R2.60: REFERRAL switched on (invite friends shows) or off. */
  referral?: boolean;
  /** The operator's app, service and social links and a live chat: all of them, or none. */
  links?: 'all' | 'none';
  /** R2.65, R2.66: the menu's visibility before the story paints (null: the viewport's default). */
  visible?: boolean | null;
}

/** The seeded Philippines merchant's links, as the reference server answers them. */
export const storyResources: Permission['info']['resources'] = {
  APP_DOWNLOAD: [
    { labelNameEn: 'IOS', url: 'https://ph.lobbykit.example/app/ios' },
    { labelNameEn: 'MOBILECONFIG', url: 'https://ph.lobbykit.example/app/profile.mobileconfig' },
    { labelNameEn: 'Android', url: 'https://ph.lobbykit.example/app/lobbykit.apk' },
  ],
  SERVICE_LINK: [
    { labelNameEn: 'LIVECHAT', url: 'https://ph.lobbykit.example/chat' },
    { labelNameEn: 'TELEGRAM', url: 'https://t.me/lobbykit_ph' },
    { labelNameEn: 'FACEBOOK', url: 'https://m.me/lobbykit.ph' },
    { labelNameEn: 'WHATSAPP', url: 'https://wa.me/639170000000' },
    { labelNameEn: 'VIBER', url: 'https://viber.me/lobbykit_ph' },
  ],
  SOCIAL: [
    { labelNameEn: 'FACEBOOK', url: 'https://facebook.com/lobbykit.ph' },
    { labelNameEn: 'TIKTOK', url: 'https://tiktok.com/@lobbykit.ph' },
    { labelNameEn: 'YOUTUBE', url: 'https://youtube.com/@lobbykit' },
    { labelNameEn: 'TWITTER', url: 'https://x.com/lobbykit' },
    { labelNameEn: 'INSTAGRAM', url: 'https://instagram.com/lobbykit.ph' },
    { labelNameEn: 'VIBER', url: 'https://viber.me/lobbykit_channel' },
  ],
};

/** Applies the scenario to the permission the preview set, and resets the menu's shared state. */
export function applySideMenuScenario(scenario: SideMenuScenario): void {
  // Each story loads its own game menus and starts from its own visibility.
  $menus.set(null);
  $sideMenuVisible.set(scenario.visible ?? null);
  const state = $startup.get();
  if (state.phase !== 'ready' || !state.permission) return;
  const info = state.permission.info;
  const links = scenario.links ?? 'all';
  const whitelabel = info.whitelabel.filter((node) => node.modId !== 'REFERRAL');
  whitelabel.push({ modId: 'REFERRAL', enabled: scenario.referral ?? true, childrenNodes: [] });
  $startup.set({
    ...state,
    permission: {
      ...state.permission,
      info: {
        ...info,
        whitelabel,
        resources: links === 'all' ? storyResources : {},
        customerService:
          links === 'all'
            ? [
                { csType: 'LIVECHAT', path: 'https://ph.lobbykit.example/chat' },
                { csType: 'EMAIL', path: 'mailto:support@lobbykit.example' },
              ]
            : [],
      },
    },
  });
}
