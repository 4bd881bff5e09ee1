import { $config, $startup, formatMoney } from '@lobbykit/sdk';
import { createJackpot } from '@lobbykit/sdk/lobby';
import { useCallback, useId, useRef, useState } from 'react';
import { useStore } from '../ui/use-store';
import { useTranslate } from '../ui/use-translate';
import { useCountUp } from './count-up';
import './messages/jackpot-messages';

export interface JackpotProps {
  /** Another heading than 'Progressive jackpot'. */
  title?: string | undefined;
}

/**
 * The cosmetic jackpot counter of the home page (R2.75-R2.78): the sdk's counter, rolled up between
 * its steps. It ticks only while this widget is on the page.
 */
export function Jackpot({ title }: JackpotProps) {
  const t = useTranslate();
  const headingId = useId();
  const [jackpot] = useState(() => createJackpot());
  const target = useStore(jackpot);
  const config = useStore($config);
  const startup = useStore($startup);
  // Startup stores the merchant's currency in the config; until then the permission it came with says it.
  const currency =
    config.currency ?? (startup.phase === 'ready' ? startup.permission?.merchant.currency : null);
  const format = useCallback((amount: number) => formatMoney(amount, currency), [currency]);
  const amountRef = useRef<HTMLParagraphElement>(null);
  // The first render writes the amount; from then on the count-up writes it, a frame at a time.
  const [first] = useState(() => format(target));
  useCountUp(amountRef, target, format);
  return (
    <section className="lk-jackpot" aria-labelledby={headingId}>
      <h2 className="lk-jackpot__title" id={headingId}>
        <svg className="lk-jackpot__coin" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7v10M9.5 9.5h3.8a1.7 1.7 0 0 1 0 3.4h-2.6a1.7 1.7 0 0 0 0 3.4h3.8" />
        </svg>
        {title || t('jackpot.title')}
      </h2>
      <p className="lk-jackpot__amount lk-money" ref={amountRef}>
        {first}
      </p>
      <p className="lk-jackpot__note">{t('jackpot.note')}</p>
    </section>
  );
}
