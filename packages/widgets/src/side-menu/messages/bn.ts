import type { DeepStrings } from '@lobbykit/sdk';
import type { en } from './en';

/** Bengali (BN): a chunk of its own, fetched only by pages that speak it. */
export const bn: DeepStrings<typeof en> = {
  label: 'প্রধান মেনু',
  open: 'মেনু খুলুন',
  close: 'মেনু বন্ধ করুন',
  drawer: 'মেনু',
  invite: 'বন্ধুদের আমন্ত্রণ জানান',
  inviteHint: 'একসাথে পুরস্কার জিতুন',
  promotions: 'প্রমোশন',
  games: 'গেম',
  gamesLoading: 'গেমগুলো লোড হচ্ছে…',
  gamesError: 'গেমগুলো লোড করা যায়নি।',
  apps: 'অ্যাপ নিন',
  appsHint: 'ইনস্টল করতে আপনার ফোনের ক্যামেরা দিয়ে স্ক্যান করুন।',
  app: {
    IOS: 'iOS',
    MOBILECONFIG: 'iOS প্রোফাইল',
    Android: 'অ্যান্ড্রয়েড',
  },
  appCode: '{{platform}} অ্যাপ ডাউনলোডের QR কোড',
  appLink: '{{platform}}-এর জন্য ডাউনলোড করুন',
  appGuide: '{{platform}}-এ কীভাবে ইনস্টল করবেন',
  services: 'যোগাযোগ করুন',
  service: {
    LIVECHAT: 'লাইভ চ্যাট',
    TELEGRAM: 'টেলিগ্রাম',
    FACEBOOK: 'মেসেঞ্জার',
    WHATSAPP: 'হোয়াটসঅ্যাপ',
    VIBER: 'ভাইবার',
  },
  channels: 'অফিসিয়াল চ্যানেল',
  pointMall: 'পয়েন্ট মল',
  help: 'সহায়তা কেন্দ্র',
  customerService: 'গ্রাহক সেবা',
  customerServiceHint: 'আমরা ২৪/৭ আছি',
  newTab: '(নতুন ট্যাবে খোলে)',
};
