/** How the stand-in platform answers the region list and a member's language in a story. */
export type LocalesScenario = { regions?: 'ok' | 'pending' | 'error' };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The seeded merchants' regions (R3.28), as the reference server answers them. */
export const storyRegions = [
  {
    merchantCode: 'ph',
    country: 'PH',
    countryName: 'Philippines',
    currency: 'TLB',
    currencySymbol: '₱',
    langList: ['EN', 'TY'],
  },
  {
    merchantCode: 'bd',
    country: 'BD',
    countryName: 'Bangladesh',
    currency: 'BDT',
    currencySymbol: '৳',
    langList: ['EN', 'BN'],
  },
];

export async function localesAnswer(
  route: string,
  init: RequestInit | undefined,
  scenario: LocalesScenario,
): Promise<Response | null> {
  if (route === 'GET /wps/system/regions') {
    if (scenario.regions === 'pending') return new Promise<Response>(() => {});
    if (scenario.regions === 'error')
      return json({ success: false, errorCode: 'unknown', message: 'unknown' }, 500);
    return json({ success: true, value: storyRegions });
  }
  if (route === 'PUT /wps/member/language') {
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : {};
    return json({ success: true, value: body });
  }
  return null;
}
