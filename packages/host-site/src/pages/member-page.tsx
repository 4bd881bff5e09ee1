import { $session, formatDate } from '@lobbykit/sdk';
import { useLobbyKit } from '@lobbykit/sdk/react';
import { useT } from '../use-t';

/** The member area's overview: who is signed in, from the member info the server answered. */
export function MemberPage() {
  const t = useT();
  const { member } = useLobbyKit($session);
  if (!member) return null;
  const rows: [string, string][] = [
    [t('site.account'), member.account],
    [t('site.nickname'), member.nickname ?? '—'],
    [t('site.customerId'), member.customerId],
    [t('site.currency'), member.currency],
    [t('site.memberSince'), formatDate(member.createdAt)],
  ];
  return (
    <section className="page page--narrow" aria-labelledby="member-title">
      <h1 id="member-title">{t('site.myAccount')}</h1>
      <dl className="facts">
        {rows.map(([label, value]) => (
          <div className="facts__row" key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
