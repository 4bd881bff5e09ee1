import type { WhitelabelNode } from '@lobbykit/api-client';
import { $startup } from '../stores/startup';

/** Module flags of spec section 3 that decide behaviour. */
export const ModuleFlag = {
  mobileRegister: 'MOBILENUMREG3',
  registerMobileVerification: 'REGMOBVERF3',
  mobilePasswordRegister: 'MOBILENUMPASSREG3',
  freePlay: 'FREEPLAY3',
  forcePasswordChangeOnExpiry: 'PWDEXPFORCECHANGE3',
  verificationCodeLogin: 'MOBILEVERCODELOGIN3',
  /** R4.13: the SMS login's code comes from Firebase. */
  firebaseSmsLogin: 'FIREBASESMSLOGIN3',
} as const;

/** Whether a module is enabled in a whitelabel tree (the permission's by default); absent means off. */
export function isModuleEnabled(modId: string, tree?: readonly WhitelabelNode[]): boolean {
  const nodes = tree ?? permissionTree();
  for (const node of nodes) {
    if (node.modId === modId) return node.enabled;
    if (isModuleEnabled(modId, node.childrenNodes)) return true;
  }
  return false;
}

function permissionTree(): readonly WhitelabelNode[] {
  const state = $startup.get();
  return state.phase === 'ready' && state.permission ? state.permission.info.whitelabel : [];
}
