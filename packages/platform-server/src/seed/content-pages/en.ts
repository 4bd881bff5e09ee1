import type { HelpFacts } from '../help-center/facts';
import type { ContentPageWords } from './index';

const steps = (items: readonly string[]) => `<ol>${items.map((item) => `<li>${item}</li>`).join('')}</ol>`;

/** A merchant's English blog posts and app install guides (R2.103). */
export function englishPages(f: HelpFacts): ContentPageWords[] {
  return [
    {
      section: 'blog',
      key: 'play-responsibly',
      title: 'Five habits of players who keep gaming fun',
      content: `<p>The players who enjoy ${f.brand} the longest treat games as entertainment with a price, like a film or a concert. Five habits keep it that way.</p>
${steps([
  '<strong>Set a budget before you play</strong>, and only deposit what you can spend on fun this week.',
  '<strong>Decide when you stop</strong>: after an hour, or when the budget is gone, whichever comes first.',
  '<strong>Never chase losses.</strong> A losing session is the price of the entertainment, not a debt to win back.',
  '<strong>Keep play and bills apart</strong>: rent, food and school fees never go into a wallet for games.',
  '<strong>Take breaks.</strong> Stand up, drink water, talk to someone who does not play.',
])}
<p>If gaming stops being fun, our help center's responsible gaming page lists the tools we offer and ${f.helpline.name} (${f.helpline.contact}).</p>`,
    },
    {
      section: 'blog',
      key: 'wallet-tips',
      title: `Deposits and withdrawals in ${f.currency}: quick tips`,
      content: `<p>Your ${f.brand} wallet holds ${f.currency}. Deposits arrive through ${f.wallets.join(', ')} or a bank transfer; withdrawals go to an account in your own name.</p>
<ul>
<li>Bind your payout account in the security center before your first withdrawal: it saves a step when it matters.</li>
<li>Keep the receipt of every deposit until the money shows in your balance; support asks for it if a transfer is late.</li>
<li>Set a payment password different from your login password.</li>
</ul>
<p>Questions? Live chat answers around the clock, or write to <a href="mailto:${f.supportMail}">${f.supportMail}</a>.</p>`,
    },
    {
      section: 'guide',
      key: 'ios',
      title: 'Install on iPhone and iPad',
      content: `<p>Add ${f.brand} to your home screen and it opens full screen, like an app, without the App Store.</p>
${steps([
  'Open the site in <strong>Safari</strong> (other browsers on iOS cannot add it to the home screen).',
  'Tap the <strong>Share</strong> button at the bottom of the screen.',
  'Scroll down and tap <strong>Add to Home Screen</strong>, then <strong>Add</strong>.',
  'Open it from the new icon and log in once; it remembers your language.',
])}`,
    },
    {
      section: 'guide',
      key: 'mobileconfig',
      title: 'Install the iOS profile (mobileconfig)',
      content: `<p>The profile puts a ${f.brand} icon on your home screen that always opens the current site address, even when it changes.</p>
${steps([
  'In the side menu, scan or tap the <strong>MOBILECONFIG</strong> QR code with Safari.',
  'Tap <strong>Allow</strong> when iOS asks to download a configuration profile.',
  'Open <strong>Settings</strong>, tap <strong>Profile Downloaded</strong>, then <strong>Install</strong> and enter your passcode.',
  'The icon appears on your home screen. Remove it any time in Settings, General, VPN and Device Management.',
])}
<p>The profile holds a web link only: it cannot read your messages, photos or other apps.</p>`,
    },
    {
      section: 'guide',
      key: 'android',
      title: 'Install on Android',
      content: `<p>The Android app is a small download from the site itself.</p>
${steps([
  'In the side menu, scan or tap the <strong>Android</strong> QR code.',
  'When the download ends, open the file. If Android asks, allow your browser to <strong>install unknown apps</strong> for this one install.',
  'Tap <strong>Install</strong>, then <strong>Open</strong>, and log in once.',
  'Switch the permission off again in Settings if you like: updates are offered inside the app.',
])}
<p>Only install the app from the QR code on this site; copies from elsewhere may not be ours.</p>`,
    },
  ];
}
