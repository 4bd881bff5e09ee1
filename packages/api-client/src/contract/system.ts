import * as v from 'valibot';
import { endpoint } from './endpoint';
import { empty } from './fields';

/** 0 normal, 1 maintenance, 2 region blocked (spec section 2, startup). */
export const systemStatusCode = v.picklist([0, 1, 2]);

export const location = v.object({ ip: v.string(), countryCode: v.string() });

export const systemStatus = endpoint({
  method: 'GET',
  path: '/wps/system/status',
  request: empty,
  response: v.object({
    status: systemStatusCode,
    /** Operator's maintenance title and info, shown on the status 1 page. */
    title: v.string(),
    info: v.string(),
    location,
  }),
});

/** Module flags of spec section 3 (MOBILENUMREG3 ...), and any other menu node. */
export interface WhitelabelNode {
  modId: string;
  enabled: boolean;
  childrenNodes: WhitelabelNode[];
}
export const whitelabelNode: v.GenericSchema<WhitelabelNode> = v.object({
  modId: v.string(),
  enabled: v.boolean(),
  childrenNodes: v.array(v.lazy(() => whitelabelNode)),
});

export const whitelabel = endpoint({
  method: 'GET',
  path: '/wps/system/whitelabel',
  request: empty,
  response: v.array(whitelabelNode),
});

export const domainRouteEntry = v.object({
  /** An origin such as `https://ph.example.com`, or a loopback pattern `http://localhost:*`. */
  origin: v.string(),
  kind: v.picklist(['main', 'affiliate', 'agent', 'api']),
});

export const domainRoute = endpoint({
  method: 'GET',
  path: '/wps/system/domainRoute',
  request: empty,
  response: v.array(domainRouteEntry),
});

/** A server-supplied rule per field (spec section 5): '*' as acceptedPattern means any. */
export const validationRule = v.object({
  enabled: v.boolean(),
  required: v.boolean(),
  minLength: v.number(),
  maxLength: v.number(),
  acceptedPattern: v.string(),
  patternId: v.string(),
});

export const validationRules = endpoint({
  method: 'GET',
  path: '/wps/system/validation/rules',
  cache: 'session',
  request: empty,
  response: v.record(v.string(), validationRule),
});

/** The registration fields whose presence the operator decides (R5.17, R5.18). */
export const registerFieldNames = [
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
  'affiliateCode',
  'captcha',
  'paymentPassword',
  'verificationCode',
] as const;

export const registerSettingsValue = v.object({
  fields: v.record(v.string(), v.object({ enabled: v.boolean(), required: v.boolean() })),
  countryDialingCode: v.string(),
  /** Digits in a local mobile number, and what it starts with (09 in the Philippines). */
  mobileDigits: v.number(),
  mobilePrefix: v.string(),
  minimumAge: v.number(),
  /** R4.12: the slider check guards SMS codes for someone not logged in. */
  sliderCheck: v.optional(v.boolean()),
});

export const registerSettings = endpoint({
  method: 'GET',
  path: '/wps/system/setting/register',
  request: empty,
  response: registerSettingsValue,
});

export const merchantConfig = v.object({
  merchantCode: v.string(),
  country: v.string(),
  countryName: v.string(),
  currency: v.string(),
  currencySymbol: v.string(),
  langList: v.array(v.string()),
  defaultLanguage: v.string(),
  /** The merchant's time zone as minutes east of UTC: record pages count days in it (ph 480). */
  utcOffsetMinutes: v.optional(v.pipe(v.number(), v.integer(), v.minValue(-720), v.maxValue(840))),
});

export const customerServiceEntry = v.object({ csType: v.string(), path: v.string() });
export const resourceEntry = v.object({ url: v.string(), labelNameEn: v.string() });

/** Everything the site needs at startup (spec section 3, permission response). */
export const permission = endpoint({
  method: 'GET',
  path: '/wps/system/permission',
  request: empty,
  response: v.object({
    location,
    maintenance: v.boolean(),
    regionRestricted: v.boolean(),
    merchant: merchantConfig,
    info: v.object({
      customerService: v.array(customerServiceEntry),
      domainRoute: v.array(domainRouteEntry),
      resources: v.record(v.string(), v.array(resourceEntry)),
      whitelabel: v.array(whitelabelNode),
      register: v.record(v.string(), validationRule),
      mainDomain: v.string(),
      analytics: v.object({ gtagId: v.string() }),
      imageCDNs: v.array(v.string()),
      launchGameCDNs: v.array(v.string()),
    }),
  }),
});
