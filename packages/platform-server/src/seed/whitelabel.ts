import type { WhitelabelSeed } from '../db/seed-writer';

/**
 * Module flags (R3.34) and menu nodes (R6.20). SMS-based modules start off: the demo has no SMS
 * gateway wired to a phone, and the site hides what a flag turns off.
 */
export function whitelabelTree(options: { freePlay: boolean }): WhitelabelSeed[] {
  return [
    { modId: 'MOBILENUMREG3', enabled: true },
    { modId: 'REGMOBVERF3', enabled: false },
    { modId: 'MOBILENUMPASSREG3', enabled: false },
    { modId: 'FREEPLAY3', enabled: options.freePlay },
    { modId: 'PWDEXPFORCECHANGE3', enabled: true },
    { modId: 'MOBILEVERCODELOGIN3', enabled: false },
    { modId: 'FIREBASESMSLOGIN3', enabled: false },
    {
      modId: 'MENU',
      enabled: true,
      childrenNodes: [
        { modId: 'HOME', enabled: true },
        { modId: 'PROMOTION', enabled: true },
        { modId: 'POINTMALL', enabled: true },
        { modId: 'HELPCENTER', enabled: true },
        { modId: 'REFERRAL', enabled: true },
        { modId: 'VIP', enabled: true },
      ],
    },
    { modId: 'AGENTPOLICY', enabled: true },
  ];
}
