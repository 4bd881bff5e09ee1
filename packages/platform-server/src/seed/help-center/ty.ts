import { type HelpFacts, LIMITS, type TopicWords } from './facts';

const list = (items: readonly string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

/** Filipino (TY) help center of the Philippines merchant. */
export function filipinoTopics(f: HelpFacts): TopicWords[] {
  const { money } = f;
  return [
    {
      key: 'about',
      title: 'Tungkol sa amin',
      content: `<p>Ang <strong>${f.brand}</strong> ay online gaming lobby para sa mga manlalaro sa Pilipinas: slots, live casino, fishing, sports, e-sports at lottery mula sa mahigit tatlumpung lisensyadong game provider, sa iisang account at iisang ${f.currency} wallet.</p>
<p>Bawat laro ay tumatakbo sa sertipikadong random number generator ng provider nito. Nakatala ang bawat galaw ng iyong balanse, taya at panalo, kaya laging tugma ang iyong kasaysayan sa member center.</p>
<p>Sumasagot ang aming support team araw at gabi sa live chat at sa <a href="mailto:${f.supportMail}">${f.supportMail}</a>.</p>`,
    },
    {
      key: 'term',
      title: 'Mga tuntunin at kundisyon',
      content: `<p>Ang mga tuntuning ito ay para sa lahat ng nagbubukas ng account sa ${f.brand}. Sa pagrehistro, tinatanggap mo ang mga ito; pakibasa nang buo.</p>
<h3>1. Sino ang puwedeng maglaro</h3>
${list([
  'Dapat ay <strong>18 taong gulang pataas</strong> ka at pinapayagang maglaro online kung saan ka nakatira.',
  'Isang account lang bawat tao, sambahayan, device at paraan ng pagbabayad. Isinasara ang dobleng account at kinakansela ang mga bonus nito.',
  'Dapat ay sa iyo at tama ang mga detalyeng inirehistro mo: sa account lang na nasa parehong pangalan ibinibigay ang withdrawal.',
])}
<h3>2. Ang iyong account</h3>
${list([
  'Ilihim ang iyong password at payment password. Ang mga tayang ginawa gamit ang iyong login ay itinuturing na iyo.',
  'Maaari kaming humingi ng patunay ng pagkakakilanlan at tirahan bago ang withdrawal, ayon sa mga patakaran laban sa money laundering.',
])}
<h3>3. Deposito at withdrawal</h3>
${list([
  `Lahat ng halaga ay nasa ${f.currency}. Nagsisimula ang deposito sa ${money(LIMITS.walletMin)} sa e-wallet at ${money(LIMITS.bankMin)} sa bank transfer.`,
  `Kailangang maitaya nang kahit isang beses ang bawat deposito bago ito ma-withdraw; ${money(LIMITS.withdrawMin)} hanggang ${money(LIMITS.withdrawMax)} ang bawat withdrawal.`,
])}
<h3>4. Mga bonus</h3>
<p>May sariling turnover, bisa at mga larong kasali ang bawat promosyon. Isang beses lang bawat tao ang bonus; kinakansela ang bonus at panalo nito kapag inabuso (maraming account, sabwatan).</p>
<h3>5. Patas na laro</h3>
<p>Bawal ang bots, pagsasamantala sa sira ng laro at sabwatan ng mga manlalaro. Kapag nagkaaberya ang laro, walang bisa ang mga taya at panalo nito.</p>`,
    },
    {
      key: 'privacy',
      title: 'Patakaran sa privacy',
      content: `<p>Kinokolekta lang ng ${f.brand} ang kailangan para patakbuhin ang iyong account, bayaran ka at panatilihing patas ang laro.</p>
${list([
  'Ang iyong username, pangalan, mobile number, e-mail at petsa ng kapanganakan.',
  'Ang iyong mga deposito, withdrawal, taya at payout account.',
  'Ang device, IP address at oras ng bawat login, para protektahan ang iyong account.',
])}
<p>Hindi namin ibinebenta ang iyong datos. Ibinabahagi lang ito sa mga payment partner, game provider at awtoridad kapag hinihingi ng batas. Naka-hash ang mga password at naka-encrypt ang lahat ng koneksyon.</p>
<p>Para makita, maitama o mabura ang iyong datos, sumulat sa <a href="mailto:${f.supportMail}">${f.supportMail}</a>.</p>`,
    },
    {
      key: 'responsible',
      title: 'Responsableng paglalaro',
      content: `<p><strong>18+ lamang.</strong> Libangan ang paglalaro, hindi paraan para kumita o takasan ang problema. Hindi tumatanggap ang ${f.brand} ng manlalarong wala pang 18 taong gulang.</p>
${list([
  'Magtakda ng budget bago maglaro at tumigil kapag naubos na. Huwag habulin ang talo.',
  'Magpahinga, at huwag maglaro kapag galit, pagod o nakainom.',
  'Bantayan ang oras at perang ginagastos mo: nasa member center ang bawat taya.',
])}
<p>Maaaring lagyan ng aming support team ng limitasyon sa deposito ang iyong account, o isara ito nang 24 oras hanggang 6 na buwan o tuluyan. Magtanong lang sa live chat o sa <a href="mailto:${f.supportMail}">${f.supportMail}</a>.</p>
<p>Kung nakakasama na ang paglalaro sa iyo o sa mahal mo sa buhay, tumawag sa crisis line ng National Center for Mental Health, <strong>${f.helpline.contact}</strong>: libre at kumpidensyal.</p>`,
    },
    {
      key: 'faq',
      title: 'Mga madalas itanong',
      content: `<h3>Paano mag-deposito?</h3>
<p>Mag-sign in, buksan ang <strong>Deposito</strong> sa member center, pumili ng ${f.wallets.join(', ')} o bank transfer at ilagay ang halaga. Karaniwang dumarating sa loob ng ilang minuto ang e-wallet na deposito na ${money(LIMITS.walletMin)} hanggang ${money(LIMITS.walletMax)}.</p>
<h3>Gaano katagal ang withdrawal?</h3>
<p>Karamihan ay nababayaran sa loob ng 30 minuto matapos maaprubahan.</p>
<h3>Bakit hindi pa ako makapag-withdraw?</h3>
<p>Kailangang maitaya nang isang beses ang deposito, at ang bonus ayon sa nakasaad na multiple. Makikita sa member center ang natitirang turnover.</p>
<h3>Paano gumagana ang bonus?</h3>
<p>Buksan ang <strong>Mga Promosyon</strong> para sa patakaran ng bawat alok. Ang bonus na ${money(100)} na may 10x na turnover ay nangangailangan ng ${money(1_000)} na taya bago ma-withdraw.</p>
<h3>Nakalimutan ko ang password ko.</h3>
<p>Piliin ang <strong>Nakalimutan ang password</strong> sa login at i-reset ito gamit ang code na ipinadala sa iyong mobile o e-mail.</p>`,
    },
    {
      key: 'deposit',
      title: 'Gabay sa deposito',
      content: `<ol><li>Mag-sign in at buksan ang <strong>Deposito</strong>.</li><li>Pumili ng channel: ${[...f.wallets, ...f.banks].join(', ')}.</li><li>Ilagay ang halaga at sundin ang mga tagubilin; itago ang reference number.</li></ol>
<p>E-wallet: ${money(LIMITS.walletMin)} hanggang ${money(LIMITS.walletMax)}. Bank transfer: ${money(LIMITS.bankMin)} hanggang ${money(LIMITS.bankMax)}. Walang bayad ang deposito.</p>`,
    },
    {
      key: 'withdraw',
      title: 'Gabay sa withdrawal',
      content: `<ol><li>Magdagdag ng payout account sa sarili mong pangalan at magtakda ng payment password.</li><li>Buksan ang <strong>Withdraw</strong>, piliin ang account at ilagay ang halaga.</li><li>Kumpirmahin gamit ang payment password.</li></ol>
<p>${money(LIMITS.withdrawMin)} hanggang ${money(LIMITS.withdrawMax)} bawat withdrawal; karamihan ay nababayaran sa loob ng 30 minuto.</p>`,
    },
  ];
}
