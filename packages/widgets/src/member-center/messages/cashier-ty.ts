import type { DeepStrings } from '@lobbykit/sdk';
import type { en } from './cashier-en';

/** Filipino. */
export const ty: DeepStrings<typeof en> = {
  amount: {
    label: 'Halaga',
    placeholder: 'Ilagay ang halaga',
    limits: 'Min {{min}} · Max {{max}}',
    quick: 'Mabilisang halaga',
    amount_required: 'Mangyaring ilagay ang halaga.',
    amount_format: 'Maglagay ng numero na may hanggang dalawang decimal.',
    amount_positive: 'Ang halaga ay dapat higit sa zero.',
    amount_min: 'Ang pinakamababa ay {{min}}.',
    amount_max: 'Ang pinakamataas ay {{max}}.',
    amount_balance: 'Mas malaki ang halaga kaysa sa iyong balanse ({{balance}}).',
  },
  status: {
    IN_PROCESS: 'Pinoproseso',
    APPROVED: 'Aprubado',
    REJECTED: 'Tinanggihan',
  },
  server: {
    wrongPaymentPassword: 'Maling payment password. {{count}} subok na lang ang natitira.',
    locked: 'Sobrang daming maling subok. Subukan muli pagkalipas ng {{minutes}} minuto.',
    insufficient_balance: 'Kulang ang iyong balanse para sa halagang ito.',
    turnover_incomplete:
      'Tinanggihan ang withdrawal: ang iyong demo credit at mga bonus ay para sa paglalaro. Laruin muna sa valid na taya ang turnover na nakasaad sa itaas.',
    bank_account_shared:
      'Naka-bind na sa ibang miyembro ang account number na ito. Gumamit ng account na nakapangalan sa iyo.',
    balance_limit: 'Lalampas ang iyong balanse sa maximum na 1,000,000,000.00.',
  },
  records: {
    title: 'Mga kamakailang kahilingan',
    empty: 'Walang kahilingan sa mga araw na ito.',
    date: 'Petsa',
    amount: 'Halaga',
    status: 'Katayuan',
    reference: 'Reference',
    remark: 'Puna: {{remark}}',
    refresh: 'I-refresh',
  },
  withdraw: {
    title: 'Mag-withdraw',
    balance: 'Balanse',
    turnover: 'Kinakailangang turnover',
    turnoverDone: '{{done}} sa {{required}} ang nalaro',
    turnoverPending: 'Maglaro pa ng {{left}} sa valid na taya bago makapag-withdraw.',
    turnoverMet: 'Kumpleto na ang turnover: maaari ka nang mag-withdraw.',
    account: 'Account na tatanggap',
    noAccount: 'Mag-bind muna ng bank o e-wallet account.',
    bindAccount: 'Mag-bind ng account',
    noPaymentPassword: 'Magtakda muna ng payment password.',
    setPaymentPassword: 'Itakda ang payment password',
    locked: 'Naka-lock ang payment password hanggang {{time}}.',
    paymentPassword: 'Payment password',
    submit: 'Mag-withdraw',
    done: 'Pinoproseso ang iyong withdrawal na {{amount}}.',
  },
  confirm: {
    PENDING: 'Naghihintay ng iyong kumpirmasyon',
    RECEIVED: 'Natanggap',
    NOT_RECEIVED: 'Iniulat na hindi natanggap',
    FORCED_RECEIVED: 'Isinara ng customer service bilang natanggap',
    AUTO_RECEIVED: 'Awtomatikong itinuring na natanggap',
  },
  paymentPassword: {
    input_empty: 'Kailangan ang field na ito.',
    payment_password_digits: 'Ang payment password ay 6 na digit.',
    inconsistent_twice: 'Hindi magkatugma ang dalawang password.',
  },
};
