import { adminCreateAnnouncement, announcements } from '@lobbykit/api-client/contract';
import type { Bind } from '../http/bind';
import { viewerOf } from '../http/viewer';
import type { AnnouncementsService } from '../services/announcements';

/** Banners, marquee notices and popups (R7.48, R7.49), and the operator's way to publish them. */
export function announcementRoutes(bind: Bind, service: AnnouncementsService): void {
  bind(
    announcements,
    (input, call) => service.list(input, call.merchant, viewerOf(call), call.auth !== undefined),
    { optionalAuth: true },
  );
  bind(adminCreateAnnouncement, (input) => service.create(input));
}
