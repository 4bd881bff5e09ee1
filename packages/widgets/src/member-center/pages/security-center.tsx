import { formatDate, openModal } from '@lobbykit/sdk';
import { loadSecurityOverview } from '@lobbykit/sdk/member-center';
import { type ReactNode, useState } from 'react';
import { Button } from '../../ui/button';
import { ErrorState } from '../../ui/error-state';
import { Skeleton } from '../../ui/skeleton';
import { useTranslate } from '../../ui/use-translate';
import type { MemberCenterPageProps } from '../page-props';
import { BankAccounts } from '../ui/bank-accounts';
import { BindEmailForm } from '../ui/bind-email-form';
import { PaymentPasswordFormView } from '../ui/payment-password-form';
import { useLoad } from '../ui/use-load';

type Section = 'paymentPassword' | 'email' | 'bank';
const SECTIONS: readonly string[] = ['paymentPassword', 'email', 'bank'];

/**
 * securityCenter: the login password (changed through the change-password modal), the payment
 * password (set or change), the bound mobile and email (bind email), and the bank and e-wallet
 * accounts with the bind form. `?section=` opens one section at once (withdraw links here).
 */
export default function SecurityCenterPage({ params }: MemberCenterPageProps) {
  const t = useTranslate();
  const [overview, reload] = useLoad(loadSecurityOverview);
  const [open, setOpen] = useState<Section | null>(
    SECTIONS.includes(params.section ?? '') ? (params.section as Section) : null,
  );

  if (overview.state === 'loading') {
    return (
      <div className="lk-mc-card" aria-busy="true">
        <Skeleton width="40%" height="22px" />
        {[1, 2, 3, 4, 5].map((row) => (
          <Skeleton key={row} height="44px" />
        ))}
      </div>
    );
  }
  if (overview.state === 'error') return <ErrorState message={overview.message} onRetry={reload} />;
  const facts = overview.value;
  const toggle = (section: Section) => setOpen(open === section ? null : section);

  return (
    <section className="lk-mc-card" aria-labelledby="lk-mc-security-title">
      <h2 id="lk-mc-security-title">{t('memberCenter.security.title')}</h2>
      <dl className="lk-mc-rows">
        <Row
          label={t('memberCenter.security.loginPassword')}
          value={
            facts.passwordChangedAt
              ? t('memberCenter.security.lastChanged', { date: formatDate(facts.passwordChangedAt) })
              : t('memberCenter.security.neverChanged')
          }
          action={
            <Button variant="ghost" onClick={() => openModal('changePassword')}>
              {t('memberCenter.security.change')}
            </Button>
          }
        />
        <Row
          label={t('memberCenter.security.paymentPassword')}
          value={
            facts.hasPaymentPassword ? t('memberCenter.security.isSet') : t('memberCenter.security.notSet')
          }
          action={
            <Button
              variant="ghost"
              aria-expanded={open === 'paymentPassword'}
              onClick={() => toggle('paymentPassword')}
            >
              {facts.hasPaymentPassword ? t('memberCenter.security.change') : t('memberCenter.security.set')}
            </Button>
          }
        />
        {open === 'paymentPassword' ? (
          <PaymentPasswordFormView firstTime={!facts.hasPaymentPassword} onSaved={reload} />
        ) : null}
        <Row
          label={t('memberCenter.security.mobile')}
          value={facts.mobileNum ?? t('memberCenter.security.notBound')}
        />
        <Row
          label={t('memberCenter.security.email')}
          value={facts.email ?? t('memberCenter.security.notBound')}
          action={
            <Button variant="ghost" aria-expanded={open === 'email'} onClick={() => toggle('email')}>
              {facts.email ? t('memberCenter.security.change') : t('memberCenter.security.bind')}
            </Button>
          }
        />
        {open === 'email' ? <BindEmailForm onSaved={reload} /> : null}
        <Row
          label={t('memberCenter.security.bankAccounts')}
          value={t('memberCenter.security.accountCount', { count: facts.bankAccountCount })}
          action={
            <Button variant="ghost" aria-expanded={open === 'bank'} onClick={() => toggle('bank')}>
              {t('memberCenter.security.bind')}
            </Button>
          }
        />
      </dl>
      {open === 'bank' ? <BankAccounts onBound={reload} /> : null}
    </section>
  );
}

function Row({ label, value, action }: { label: string; value: string; action?: ReactNode }) {
  return (
    <div className="lk-mc-row">
      <dt>{label}</dt>
      <dd>
        <span>{value}</span>
        {action}
      </dd>
    </div>
  );
}
