import type { ResponseOf } from '@lobbykit/api-client';
import type { announcementExecution, announcements } from '@lobbykit/api-client/lobby';
import { atom, computed, map } from 'nanostores';
import type { InferOutput } from 'valibot';

type AnnouncementsValue = ResponseOf<typeof announcements>;
export type Banner = AnnouncementsValue['banners'][number];
export type Notice = AnnouncementsValue['notices'][number];
export type AnnouncementPopup = AnnouncementsValue['popups'][number];
export type AnnouncementExecution = InferOutput<typeof announcementExecution>;

export interface AnnouncementsState {
  banners: Banner[];
  notices: Notice[];
  popups: AnnouncementPopup[];
  /** Which audience the last load asked for (R4.39-R4.41); null before the first load. */
  execution: AnnouncementExecution | null;
  loading: boolean;
  errorCode: string | null;
}

export const $announcements = map<AnnouncementsState>({
  banners: [],
  notices: [],
  popups: [],
  execution: null,
  loading: false,
  errorCode: null,
});

/** The home carousel's banners (R3.09, group w_home). */
export const $homeBanners = computed($announcements, (state) =>
  state.banners.filter((banner) => banner.groupName === 'w_home'),
);

/** The side menu's promotion banners (R2.67, group w_leftmenu). */
export const $leftMenuBanners = computed($announcements, (state) =>
  state.banners.filter((banner) => banner.groupName === 'w_leftmenu'),
);

/** Marquee and notice-bell entries (R3.11). */
export const $notices = computed($announcements, (state) => state.notices);

/** True while the announcement popup should be on screen (R4.37). */
export const $announcementPopupOpen = atom(false);
