import { navigate } from '@lobbykit/sdk';
import { type ComponentType, useRef } from 'react';
import type { MemberCenterPageProps } from '../../../member-center/page-props';
import { useOwnStyles } from '../../../ui/use-own-styles';
import type { AgentCenterPageProps } from '../../page-props';
import { memberCenterSheet } from './member-center-sheet';

interface MemberCenterPageFrameProps extends AgentCenterPageProps {
  page: ComponentType<MemberCenterPageProps>;
}

/**
 * A member-center page shown in the agent center (deposit, withdraw, messages): the same component
 * with the member center's page styles (not its shell's navigation); the page registers its own
 * words. A page it links to that the agent center does not have (the security center, to bind a
 * bank card or set the payment password) opens in the member center.
 */
export function MemberCenterPageFrame({ page: Page, params, go }: MemberCenterPageFrameProps) {
  const ref = useRef<HTMLDivElement>(null);
  useOwnStyles(ref, memberCenterSheet());
  const goFromMemberPage = (name: string, next: Record<string, string> = {}) => {
    if (name === 'depositv2' || name === 'withdraw') go(name === 'depositv2' ? 'deposit' : name, next);
    else navigate(`/member?${new URLSearchParams({ page: name, ...next }).toString()}`);
  };
  return (
    <div ref={ref} className="lk-mc lk-ap-member-page">
      <Page params={params} go={goFromMemberPage} />
    </div>
  );
}
