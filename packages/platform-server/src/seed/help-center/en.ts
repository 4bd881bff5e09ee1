import { type HelpFacts, LIMITS, type TopicWords } from './facts';

const list = (items: readonly string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

/** The English help center of a merchant: what a licensed operator's help pages say. */
export function englishTopics(f: HelpFacts): TopicWords[] {
  const { money } = f;
  return [
    {
      key: 'about',
      title: 'About us',
      content: `<p><strong>${f.brand}</strong> is an online gaming lobby for players in ${f.country}: slots, live casino, fishing, sports, e-sports and lottery from more than thirty licensed game providers, in one account and one ${f.currency} wallet.</p>
<p>Every game runs on its provider's certified random number generator. Balances, bets and payouts are recorded in a ledger that keeps every movement with the balance before and after it, so your history in the member center always adds up.</p>
<p>Our support team answers around the clock through live chat and at <a href="mailto:${f.supportMail}">${f.supportMail}</a>.</p>`,
    },
    {
      key: 'term',
      title: 'Terms and conditions',
      content: `<p>These terms apply to everyone who opens an account with ${f.brand}. By registering you accept them; please read them in full.</p>
<h3>1. Eligibility</h3>
${list([
  'You must be at least <strong>18 years old</strong> and allowed to take part in online gaming where you live.',
  'One account per person, household, device and payment method. Duplicate accounts are closed and their bonuses cancelled.',
  'The details you register (name, mobile number, payout account) must be your own and correct: withdrawals are paid only to an account in the same name.',
])}
<h3>2. Your account</h3>
${list([
  'Keep your password and payment password secret. Bets placed with your login are treated as yours.',
  'We may ask for proof of identity and address before a withdrawal, as anti-money-laundering rules require.',
  'An account without a login for 12 months is dormant; its balance stays yours and is returned on request.',
])}
<h3>3. Deposits and withdrawals</h3>
${list([
  `All amounts are in ${f.currency}. Deposits start at ${money(LIMITS.walletMin)} by e-wallet and ${money(LIMITS.bankMin)} by bank transfer.`,
  `Each deposit must be wagered at least once before it can be withdrawn; withdrawals run from ${money(LIMITS.withdrawMin)} to ${money(LIMITS.withdrawMax)} each.`,
  'We never accept deposits from third parties and may return them to the sender.',
])}
<h3>4. Bonuses</h3>
<p>Each promotion states its own turnover requirement, validity and eligible games. A bonus is credited once per person; abuse (several accounts, collusion, bets placed only to clear a bonus without risk) cancels the bonus and its winnings.</p>
<h3>5. Fair play</h3>
<p>Bots, exploiting a game fault, collusion between players and chargebacks are not allowed. A bet is settled as the game provider records it; if a game malfunctions, its bets and payouts are void.</p>
<h3>6. Changes</h3>
<p>We may update these terms; the version on this page applies, and important changes are announced on the site before they take effect.</p>`,
    },
    {
      key: 'privacy',
      title: 'Privacy policy',
      content: `<p>${f.brand} collects only what it needs to run your account, pay you and keep the games fair.</p>
<h3>What we keep</h3>
${list([
  'Your username, name, mobile number, e-mail and date of birth.',
  'Your deposits, withdrawals, bets and the payout accounts you add.',
  'The device, IP address and time of each login, to protect your account.',
])}
<h3>What we do with it</h3>
${list([
  'Run your account, process payments and answer your questions.',
  'Check your age and identity and prevent fraud and money laundering.',
  'Send you offers, only if you agreed to receive them; you can stop them at any time.',
])}
<p>We never sell your data. We share it only with payment partners to process your transactions, with game providers to settle your bets, and with authorities where the law requires it. Passwords are stored hashed, and all traffic is encrypted.</p>
<p>To see, correct or delete your data, write to <a href="mailto:${f.supportMail}">${f.supportMail}</a>. Records we must keep by law (payments) are kept for five years.</p>`,
    },
    {
      key: 'responsible',
      title: 'Responsible gaming',
      content: `<p><strong>18+ only.</strong> Gaming should be entertainment, never a way to make money or escape problems. ${f.brand} does not accept players under 18 and closes any account found to belong to a minor.</p>
<h3>Stay in control</h3>
${list([
  'Set a budget before you play and stop when it is spent. Never chase losses.',
  'Take breaks, and do not play when you are upset, tired or have been drinking.',
  'Keep track of the time and money you spend: every bet is in your member center.',
])}
<h3>Warning signs</h3>
${list([
  'Spending more than you can afford, or borrowing to play.',
  'Hiding your gaming from family or friends.',
  'Feeling anxious or irritable when you are not playing.',
])}
<h3>Tools and help</h3>
<p>Our support team can set a deposit limit on your account, or close it for a cooling-off period of 24 hours to 6 months or for good; while it is excluded we will not send you offers. Just ask through live chat or <a href="mailto:${f.supportMail}">${f.supportMail}</a>.</p>
<p>If gaming is hurting you or someone close to you, talk to someone: ${f.helpline.name}, <strong>${f.helpline.contact}</strong>, is free and confidential.</p>`,
    },
    {
      key: 'faq',
      title: 'FAQ',
      content: `<h3>How do I deposit?</h3>
<p>Sign in, open <strong>Deposit</strong> in the member center, choose ${f.wallets.join(', ')} or a bank transfer and enter the amount. E-wallet deposits of ${money(LIMITS.walletMin)} to ${money(LIMITS.walletMax)} usually arrive within minutes; bank transfers of ${money(LIMITS.bankMin)} or more once our cashier team confirms them.</p>
<h3>How long does a withdrawal take?</h3>
<p>Most withdrawals are paid within 30 minutes after approval. A first withdrawal, or one to a new payout account, may need a short identity check.</p>
<h3>Why can I not withdraw yet?</h3>
<p>Your deposits must be wagered once, and a bonus by its stated multiple, before a withdrawal. The member center shows how much turnover is still needed.</p>
<h3>How do bonuses work?</h3>
<p>Open <strong>Promotions</strong> to see each offer's rules. Some are credited automatically, others need you to join or apply first. A bonus of ${money(100)} with a 10x requirement needs ${money(1_000)} of valid bets before it can be withdrawn.</p>
<h3>I forgot my password.</h3>
<p>Choose <strong>Forgot password</strong> on the login form and reset it with a code sent to your mobile number or e-mail.</p>
<h3>A game froze during a round.</h3>
<p>Your bet is safe: the round is settled by the game provider, and the result shows in your betting records. If it does not, contact support with the game's name and the time.</p>`,
    },
    {
      key: 'deposit',
      title: 'Deposit guide',
      content: `<ol><li>Sign in and open <strong>Deposit</strong>.</li><li>Choose a channel: ${[...f.wallets, ...f.banks].join(', ')}.</li><li>Enter the amount and follow the channel's instructions; keep the reference number.</li><li>Your balance updates as soon as the payment is confirmed.</li></ol>
<p>E-wallets: ${money(LIMITS.walletMin)} to ${money(LIMITS.walletMax)} per deposit. Bank transfer: ${money(LIMITS.bankMin)} to ${money(LIMITS.bankMax)}. We charge no deposit fees.</p>`,
    },
    {
      key: 'withdraw',
      title: 'Withdrawal guide',
      content: `<ol><li>Add a payout account in your own name under <strong>Security</strong>, and set a payment password.</li><li>Open <strong>Withdraw</strong>, choose the account and enter the amount.</li><li>Confirm with your payment password.</li></ol>
<p>Each withdrawal is ${money(LIMITS.withdrawMin)} to ${money(LIMITS.withdrawMax)}. Most are paid within 30 minutes; you can follow each one in your withdrawal records.</p>`,
    },
  ];
}
