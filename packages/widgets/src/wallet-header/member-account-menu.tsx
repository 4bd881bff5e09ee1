import { $memberCounters, $vip } from '@lobbykit/sdk/member-badges';
import { useStore } from '../ui/use-store';
import { AccountMenu, type AccountMenuProps } from './account-menu';

/**
 * The account menu of a real member, with the VIP level and the red counters. A component of its
 * own so only a real member's header subscribes to the stores that load them: a trial session never
 * asks for unread messages or a rank (R6.08), and the stores hold nothing for it anyway.
 */
export function MemberAccountMenu(props: Omit<AccountMenuProps, 'badges' | 'isTrial'>) {
  const vip = useStore($vip);
  const counters = useStore($memberCounters);
  return <AccountMenu {...props} badges={{ vip, counters }} />;
}
