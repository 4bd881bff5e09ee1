import { $session, formatDate } from '@lobbykit/sdk';
import { useLobbyKit } from '@lobbykit/sdk/react';
import { useT } from '../use-t';

/** The member area's overview: who is signed in, from the member info the server answered. */
export function MemberPage() {
  const t = useT();
  const { member } = useLobbyKit($session);
  if (!member) return null;
  const rows: [string, string][] = [
    [t('account'), member.account],
    [t('nickname'), member.nickname ?? '—'],
    [t('customerId'), member.customerId],
    [t('currency'), member.currency],
    [t('memberSince'), formatDate(member.createdAt)],
  ];
  return (
    <section className="page page--narrow" aria-labelledby="member-title">
      <h1 id="member-title">{t('myAccount')}</h1>
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
