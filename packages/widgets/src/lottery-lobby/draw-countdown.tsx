import { useEffect, useState } from 'react';
import { useTranslate } from '../ui/use-translate';
import { timeLeft, twoDigits } from './countdown';

interface DrawCountdownProps {
  nextDrawTime: string;
  /** Called once when the countdown reaches zero: the draw happened, its results are due. */
  onDrawn: () => void;
}

/** Time left to bet on the current issue, ticking each second; hours only when there are some. */
export function DrawCountdown({ nextDrawTime, onDrawn }: DrawCountdownProps) {
  const t = useTranslate();
  const [now, setNow] = useState(() => Date.now());
  const left = timeLeft(nextDrawTime, now);

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    if (!left.done) return;
    // The server opens the draw a moment after its time: ask again shortly after.
    const timer = setTimeout(onDrawn, 3000);
    return () => clearTimeout(timer);
  }, [left.done, onDrawn]);

  if (left.done) return <p className="lk-lotto__drawing">{t('lottery.drawingNow')}</p>;
  const unit = (value: number, label: string) => (
    <span className="lk-lotto__unit">
      <strong>{twoDigits(value)}</strong>
      <span>{label}</span>
    </span>
  );
  return (
    <div className="lk-lotto__countdown" role="timer" aria-label={t('lottery.closesIn')}>
      {left.hours > 0 ? unit(left.hours, t('lottery.hours')) : null}
      {unit(left.minutes, t('lottery.minutes'))}
      {unit(left.seconds, t('lottery.seconds'))}
    </div>
  );
}
