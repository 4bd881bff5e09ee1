import type { memberInfo, ResponseOf } from '@lobbykit/api-client';
import type { MemberRow, MerchantRow } from '../db/schema/index';
import { absoluteImgUrl } from './member-icon';

export type MemberInfo = ResponseOf<typeof memberInfo>;

/** The member info of R3.05 for the caller's own account; an uploaded icon (R7.11) on `baseUrl`. */
export function memberInfoOf(member: MemberRow, merchant: MerchantRow, baseUrl: string): MemberInfo {
  return {
    id: member.id,
    account: member.username,
    username: member.username,
    nickname: member.nickname,
    customerId: member.customerId,
    type: member.type,
    imgUrl: absoluteImgUrl(member.imgUrl, baseUrl),
    merchantCode: merchant.code,
    currency: member.currency,
    firstTimeLogin: member.firstLogin,
    mobileNum: member.mobileNum,
    email: member.email,
    createdAt: member.createdAt.toISOString(),
  };
}
