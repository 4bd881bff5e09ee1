import type { HelpFacts } from '../help-center/facts';
import type { ContentPageWords } from './index';

const steps = (items: readonly string[]) => `<ol>${items.map((item) => `<li>${item}</li>`).join('')}</ol>`;

/** Ang blog at mga gabay sa pag-install ng app ng merchant (R2.103), sa Filipino. */
export function filipinoPages(f: HelpFacts): ContentPageWords[] {
  return [
    {
      section: 'blog',
      key: 'play-responsibly',
      title: 'Limang gawi ng mga manlalarong nananatiling masaya sa paglalaro',
      content: `<p>Ang mga manlalarong pinakamatagal na nag-eenjoy sa ${f.brand} ay tinitingnan ang laro bilang libangang may bayad, tulad ng sine o konsiyerto. Limang gawi ang nagpapanatili nito.</p>
${steps([
  '<strong>Magtakda ng budget bago maglaro</strong>, at i-deposit lang ang kayang gastusin sa libangan ngayong linggo.',
  '<strong>Pagpasyahan kung kailan hihinto</strong>: pagkalipas ng isang oras, o kapag ubos na ang budget, alinman ang mauna.',
  '<strong>Huwag habulin ang talo.</strong> Ang talong session ay bayad sa libangan, hindi utang na kailangang bawiin.',
  '<strong>Ihiwalay ang laro sa mga bayarin</strong>: ang upa, pagkain at matrikula ay hindi kailanman napupunta sa wallet ng laro.',
  '<strong>Magpahinga.</strong> Tumayo, uminom ng tubig, makipag-usap sa taong hindi naglalaro.',
])}
<p>Kung hindi na masaya ang paglalaro, nakalista sa pahina ng responsible gaming ng help center ang mga tool namin at ang ${f.helpline.name} (${f.helpline.contact}).</p>`,
    },
    {
      section: 'blog',
      key: 'wallet-tips',
      title: `Deposito at withdrawal sa ${f.currency}: mabilisang tips`,
      content: `<p>Ang iyong ${f.brand} wallet ay may lamang ${f.currency}. Dumarating ang deposito sa pamamagitan ng ${f.wallets.join(', ')} o bank transfer; napupunta ang withdrawal sa account na nasa sarili mong pangalan.</p>
<ul>
<li>I-bind ang iyong payout account sa security center bago ang unang withdrawal: makakatipid ito ng hakbang kapag kailangan.</li>
<li>Itago ang resibo ng bawat deposito hanggang lumabas ang pera sa iyong balanse; hihingin ito ng support kung naantala ang transfer.</li>
<li>Gumamit ng payment password na iba sa iyong login password.</li>
</ul>
<p>May tanong? Sumasagot ang live chat buong araw at gabi, o sumulat sa <a href="mailto:${f.supportMail}">${f.supportMail}</a>.</p>`,
    },
    {
      section: 'guide',
      key: 'ios',
      title: 'I-install sa iPhone at iPad',
      content: `<p>Idagdag ang ${f.brand} sa iyong home screen at bubukas ito nang full screen, parang app, nang walang App Store.</p>
${steps([
  'Buksan ang site sa <strong>Safari</strong> (hindi ito maidadagdag sa home screen ng ibang browser sa iOS).',
  'I-tap ang button na <strong>Share</strong> sa ibaba ng screen.',
  'Mag-scroll pababa at i-tap ang <strong>Add to Home Screen</strong>, pagkatapos ang <strong>Add</strong>.',
  'Buksan ito mula sa bagong icon at mag-log in nang isang beses; tatandaan nito ang iyong wika.',
])}`,
    },
    {
      section: 'guide',
      key: 'mobileconfig',
      title: 'I-install ang iOS profile (mobileconfig)',
      content: `<p>Naglalagay ang profile ng icon ng ${f.brand} sa iyong home screen na laging nagbubukas sa kasalukuyang address ng site, kahit magbago ito.</p>
${steps([
  'Sa side menu, i-scan o i-tap ang QR code na <strong>MOBILECONFIG</strong> gamit ang Safari.',
  'I-tap ang <strong>Allow</strong> kapag nagtanong ang iOS na mag-download ng configuration profile.',
  'Buksan ang <strong>Settings</strong>, i-tap ang <strong>Profile Downloaded</strong>, pagkatapos ang <strong>Install</strong> at ilagay ang iyong passcode.',
  'Lalabas ang icon sa iyong home screen. Maaari itong alisin anumang oras sa Settings, General, VPN and Device Management.',
])}
<p>Web link lang ang laman ng profile: hindi nito mababasa ang iyong mga mensahe, larawan o ibang app.</p>`,
    },
    {
      section: 'guide',
      key: 'android',
      title: 'I-install sa Android',
      content: `<p>Ang Android app ay maliit na download mula mismo sa site.</p>
${steps([
  'Sa side menu, i-scan o i-tap ang QR code na <strong>Android</strong>.',
  'Pagkatapos ng download, buksan ang file. Kung magtanong ang Android, payagan ang iyong browser na <strong>mag-install ng unknown apps</strong> para sa isang install na ito.',
  'I-tap ang <strong>Install</strong>, pagkatapos ang <strong>Open</strong>, at mag-log in nang isang beses.',
  'Maaari mong patayin muli ang pahintulot sa Settings: inaalok ang mga update sa loob ng app.',
])}
<p>I-install lang ang app mula sa QR code sa site na ito; maaaring hindi sa amin ang mga kopya mula sa ibang lugar.</p>`,
    },
  ];
}
