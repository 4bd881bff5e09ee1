import * as v from 'valibot';
import { endpoint } from './endpoint';
import { empty, memberType } from './fields';

export const memberInfoValue = v.object({
  id: v.number(),
  account: v.string(),
  username: v.string(),
  nickname: v.nullable(v.string()),
  customerId: v.string(),
  type: memberType,
  imgUrl: v.nullable(v.string()),
  merchantCode: v.string(),
  currency: v.string(),
  firstTimeLogin: v.boolean(),
  mobileNum: v.nullable(v.string()),
  email: v.nullable(v.string()),
  createdAt: v.string(),
});

export const memberInfo = endpoint({
  method: 'GET',
  path: '/wps/member/info',
  auth: 'member',
  request: empty,
  response: memberInfoValue,
});
