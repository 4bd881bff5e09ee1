import type { DeepStrings } from '@lobbykit/sdk';
import type { en } from './en';

/** Bengali (BN): a chunk of its own, fetched only by pages that speak it. */
export const bn: DeepStrings<typeof en> = {
  products: 'পণ্যসমূহ',
  help: 'সহায়তা',
  topic: {
    about: 'আমাদের সম্পর্কে',
    terms: 'শর্তাবলি',
    privacy: 'গোপনীয়তা নীতি',
    responsible: 'দায়িত্বশীল গেমিং',
    faq: 'সাধারণ জিজ্ঞাসা',
  },
  contact: 'যোগাযোগ',
  contactEntry: {
    support: 'গ্রাহক সহায়তা',
    feedback: 'মতামত ও অভিযোগ',
    affiliate: 'অ্যাফিলিয়েট সেবা',
  },
  social: 'আমাদের অনুসরণ করুন',
  vendors: 'গেম প্রদানকারী',
  ageMark: 'খেলোয়াড়দের বয়স {{age}} বা তার বেশি হতে হবে',
  ageNote: 'জুয়া আসক্তি তৈরি করতে পারে। দায়িত্বের সাথে এবং শুধু আনন্দের জন্য খেলুন।',
  license:
    'এই সাইটটি তার অঞ্চলে অনলাইন গেমিংয়ের জন্য দেওয়া লাইসেন্সের অধীনে পরিচালিত। ভাগ্যনির্ভর খেলা শুধুমাত্র প্রাপ্তবয়স্কদের জন্য; অ্যাকাউন্টের বয়স ও পরিচয় যাচাই করা হয়।',
  copyright: '© {{year}} LobbyKit। সর্বস্বত্ব সংরক্ষিত।',
  newTab: '(নতুন ট্যাবে খোলে)',
};
