import { $startup, dialogs, isModuleEnabled, ModuleFlag, playForFree } from '@lobbykit/sdk';
import { useState } from 'react';
import { Button } from '../ui/button';
import { useStore } from '../ui/use-store';
import { useTranslate } from '../ui/use-translate';

/**
 * 'Try for free' for a signed-out visitor, shown only where the merchant's FREEPLAY3 module is on
 * (R6.20). The sdk's `playForFree` opens the trial session; a refusal is said through the dialogs port.
 */
export function FreePlayButton() {
  const t = useTranslate();
  // The flag lives in the permission startup loads: re-read it when startup settles.
  useStore($startup);
  const [busy, setBusy] = useState(false);
  if (!isModuleEnabled(ModuleFlag.freePlay)) return null;

  async function start() {
    setBusy(true);
    const result = await playForFree();
    setBusy(false);
    if (result.status === 'failed') await dialogs().alert(result.message);
  }

  return (
    <Button variant="ghost" className="lk-free-play" loading={busy} onClick={() => void start()}>
      {t('header.tryFree')}
    </Button>
  );
}
