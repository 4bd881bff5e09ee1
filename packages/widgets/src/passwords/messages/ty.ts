import type { DeepStrings } from '@lobbykit/sdk';
import type { en } from './en';

export const ty: DeepStrings<typeof en> = {
  change: {
    title: 'Palitan ang password',
    oldPassword: 'Kasalukuyang password',
    newPassword: 'Bagong password',
    confirmNewPassword: 'Kumpirmahin ang bagong password',
    oldPlaceholder: 'Ilagay ang kasalukuyang password',
    newPlaceholder: 'Maglagay ng bagong password',
    confirmPlaceholder: 'Ilagay muli ang bagong password',
    submit: 'Palitan ang password',
    submitting: 'Sine-save…',
    forcedDefault:
      'Ang account mo ay may password pa na ibinigay sa iyo. Pumili ng sarili mong password para magpatuloy.',
    forcedExpired: 'Nag-expire na ang password mo. Pumili ng bagong password para magpatuloy.',
  },
  forgot: {
    title: 'Nakalimutan ang password',
    tabs: 'Paano i-reset ang password mo',
    byEmail: 'Sa e-mail',
    byPhone: 'Sa mobile number',
    emailIntro:
      'Ilagay ang username at ang e-mail ng account mo. Padadalhan ka namin ng pansamantalang password.',
    phoneIntro: 'Ilagay ang mobile number ng account mo. Padadalhan ka namin ng code sa SMS.',
    username: 'Username',
    email: 'E-mail',
    mobileNum: 'Mobile number',
    verificationCode: 'Verification code',
    newPassword: 'Bagong password',
    usernamePlaceholder: 'Ilagay ang username mo',
    emailPlaceholder: 'pangalan@example.com',
    mobilePlaceholder: 'Ilagay ang mobile number mo',
    codePlaceholder: 'Ilagay ang code na ipinadala namin',
    newPlaceholder: 'Maglagay ng bagong password',
    sendCode: 'Ipadala ang code',
    resendIn: 'Ipadala muli sa {{seconds}} s',
    sendMail: 'Ipadala ang e-mail',
    sending: 'Ipinapadala…',
    reset: 'I-reset at mag-log in',
    resetting: 'Nire-reset…',
    backToLogin: 'Bumalik sa pag-log in',
  },
  gift: {
    title: 'Regalong pagbati',
    body: 'Maligayang pagdating sa lobby! May naghihintay na regalo para sa iyo sa Promotions.',
    claim: 'Tingnan ang regalo ko',
    later: 'Mamaya na',
  },
  in_been_out: 'Naipadala na ang e-mail. Pakitingnan ang iyong mailbox.',
  error: {
    old_password_error: 'Mali ang kasalukuyang password.',
    password_is_default: 'Pumili ng password na iba sa ibinigay sa iyo.',
    password_unchanged: 'Dapat iba ang bagong password sa kasalukuyan.',
    username_email_not_exist: 'Walang ganitong Username/Email',
    mobile_not_registered: 'Walang account na gumagamit ng mobile number na ito.',
  },
};
