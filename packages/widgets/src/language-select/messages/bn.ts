import type { DeepStrings } from '@lobbykit/sdk';
import type { en } from './en';

/** Bengali (BN): a chunk of its own, fetched only by pages that speak it. */
export const bn: DeepStrings<typeof en> = {
  label: 'ভাষা',
  current: 'ভাষা: {{name}}',
  region: 'অঞ্চল: {{name}}',
  chooseRegion: 'অঞ্চল বেছে নিন',
  regionTitle: 'আপনার অঞ্চল বেছে নিন',
  regionUnknown: 'আপনি কোথায় আছেন তা আমরা বুঝতে পারিনি। যে অঞ্চলে খেলেন সেটি বেছে নিন।',
  regionChoose: 'যে অঞ্চলে খেলেন সেটি বেছে নিন: তার মুদ্রা ও ভাষাগুলো সঙ্গে আসে।',
  regionNote: 'অন্য অঞ্চল বেছে নিলে আপনি সাইন আউট হবেন এবং লবি আবার লোড হবে।',
  currency: 'মুদ্রা: {{currency}}',
  languages: 'ভাষা: {{languages}}',
  currentRegion: 'বর্তমান',
  loadError: 'অঞ্চলগুলো লোড করা যায়নি।',
};
