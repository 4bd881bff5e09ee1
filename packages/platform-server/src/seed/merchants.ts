import type { MerchantSeed } from '../db/seed-writer';
import { registerFieldsFrom, validationRulesFor } from './validation-rules';
import { whitelabelTree } from './whitelabel';

/** Loopback origins on any port: the demo's player site, examples and e2e pages (CORS). */
const loopbackRoutes: MerchantSeed['domainRoutes'] = [
  { origin: 'http://localhost:*', kind: 'main' },
  { origin: 'http://127.0.0.1:*', kind: 'main' },
];

/** Where the demo's links point: `.example` is reserved, so nothing real is ever opened. */
const links = (code: string): Pick<MerchantSeed, 'resources' | 'customerService'> => ({
  resources: [
    { resourceType: 'APP_DOWNLOAD', labelNameEn: 'IOS', url: `https://${code}.lobbykit.example/app/ios` },
    {
      resourceType: 'APP_DOWNLOAD',
      labelNameEn: 'MOBILECONFIG',
      url: `https://${code}.lobbykit.example/app/mobileconfig`,
    },
    {
      resourceType: 'APP_DOWNLOAD',
      labelNameEn: 'Android',
      url: `https://${code}.lobbykit.example/app/android.apk`,
    },
    {
      resourceType: 'SERVICE_LINK',
      labelNameEn: 'LIVECHAT',
      url: `https://${code}.lobbykit.example/support/chat`,
    },
    { resourceType: 'SERVICE_LINK', labelNameEn: 'TELEGRAM', url: `https://t.me/lobbykit_${code}` },
    { resourceType: 'SERVICE_LINK', labelNameEn: 'FACEBOOK', url: `https://facebook.com/lobbykit.${code}` },
    {
      resourceType: 'SERVICE_LINK',
      labelNameEn: 'WHATSAPP',
      url: `https://${code}.lobbykit.example/support/whatsapp`,
    },
    {
      resourceType: 'SERVICE_LINK',
      labelNameEn: 'VIBER',
      url: `https://${code}.lobbykit.example/support/viber`,
    },
    { resourceType: 'SOCIAL', labelNameEn: 'FACEBOOK', url: `https://facebook.com/lobbykit.${code}` },
    { resourceType: 'SOCIAL', labelNameEn: 'TIKTOK', url: `https://tiktok.com/@lobbykit.${code}` },
    { resourceType: 'SOCIAL', labelNameEn: 'YOUTUBE', url: `https://youtube.com/@lobbykit.${code}` },
    { resourceType: 'SOCIAL', labelNameEn: 'TWITTER', url: `https://twitter.com/lobbykit_${code}` },
    { resourceType: 'SOCIAL', labelNameEn: 'INSTAGRAM', url: `https://instagram.com/lobbykit.${code}` },
    { resourceType: 'SOCIAL', labelNameEn: 'VIBER', url: `https://${code}.lobbykit.example/community/viber` },
  ],
  customerService: [
    { csType: 'LIVECHAT', path: `https://${code}.lobbykit.example/support/chat` },
    { csType: 'TELEGRAM', path: `https://t.me/lobbykit_${code}_support` },
    { csType: 'EMAIL', path: `mailto:support@${code}.lobbykit.example` },
  ],
});

const maintenance = {
  maintenanceTitle: 'Scheduled maintenance',
  maintenanceInfo: 'We are upgrading the lobby and will be back shortly. Thank you for your patience.',
};

const phRules = validationRulesFor({ prefix: '09', digits: 11 });
const bdRules = validationRulesFor({ prefix: '01', digits: 11 });

/** The two merchants of spec section 3 (R3.31, R3.32); the Philippines one is the default. */
export const merchantSeeds: MerchantSeed[] = [
  {
    merchant: {
      code: 'ph',
      country: 'PH',
      countryName: 'Philippines',
      currency: 'TLB',
      currencySymbol: '₱',
      langList: ['EN', 'TY'],
      defaultLanguage: 'EN',
      ...maintenance,
      defaultPassword: 'Welcome123',
      passwordExpiryDays: 180,
      mainDomain: 'localhost',
      settings: {
        withdrawalAutoReceiptMinutes: 30,
        isSingle: true,
        gameWallets: [],
        utcOffsetMinutes: 480,
        sharedBankAccount: 'refuse',
      },
    },
    domainRoutes: loopbackRoutes,
    whitelabel: whitelabelTree({ freePlay: true }),
    validationRules: phRules,
    registerSettings: {
      fields: registerFieldsFrom(phRules),
      countryDialingCode: '63',
      mobileDigits: 11,
      mobilePrefix: '09',
      minimumAge: 18,
    },
    ...links('ph'),
  },
  {
    merchant: {
      code: 'bd',
      country: 'BD',
      countryName: 'Bangladesh',
      currency: 'BDT',
      currencySymbol: '৳',
      langList: ['EN', 'BN'],
      defaultLanguage: 'EN',
      ...maintenance,
      defaultPassword: 'Welcome123',
      passwordExpiryDays: 90,
      mainDomain: 'localhost',
      settings: {
        withdrawalAutoReceiptMinutes: 30,
        isSingle: false,
        gameWallets: ['AG', 'PT', 'CQ9', 'SBT', 'KY'],
        utcOffsetMinutes: 360,
        sharedBankAccount: 'refuse',
      },
    },
    domainRoutes: loopbackRoutes,
    whitelabel: whitelabelTree({ freePlay: true }),
    validationRules: bdRules,
    registerSettings: {
      fields: registerFieldsFrom(bdRules),
      countryDialingCode: '880',
      mobileDigits: 11,
      mobilePrefix: '01',
      minimumAge: 18,
    },
    ...links('bd'),
  },
];
