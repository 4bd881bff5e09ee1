import { gmtOffsetLabel, merchantClock, merchantOffsetMinutes, msToNextSecond } from '@lobbykit/sdk/agent';
import { useEffect, useState } from 'react';
import { useTranslate } from '../ui/use-translate';

/**
 * R2.104, R2.105: the merchant's GMT offset and a clock that turns over with each second. Its own
 * component, so the tick re-renders these few nodes, not the page beside them.
 */
export function AgentClock() {
  const t = useTranslate();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const next = new Date();
      setNow(next);
      timer = setTimeout(tick, msToNextSecond(next));
    };
    timer = setTimeout(tick, msToNextSecond(new Date()));
    return () => clearTimeout(timer);
  }, []);
  const offset = merchantOffsetMinutes(now);
  const clock = merchantClock(now, offset);
  return (
    <p className="lk-ac-clock">
      <span>{t('agentCenter.timeZone', { offset: gmtOffsetLabel(offset) })}</span>
      <span className="lk-sr-only">{t('agentCenter.timeLabel')}</span>
      <time dateTime={clock.iso}>
        {clock.date} {clock.time}
      </time>
    </p>
  );
}
