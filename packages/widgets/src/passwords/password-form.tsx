import type { FieldError } from '@lobbykit/sdk/accounts';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from '../ui/use-translate';

/** What a password flow of the sdk answers: done, errors by field, or a refusal in words. */
export type PasswordAnswer<Field extends string> =
  | { status: 'ok' | 'sent' }
  | { status: 'invalid'; errors: Partial<Record<Field, FieldError>> }
  | { status: 'failed'; message: string };

/**
 * The state and the submit of the password forms (change, forgot by e-mail, forgot by phone): the
 * values, each field's first error, the form's alert and the busy flag. `submit(send)` sends the
 * values once at a time; an answer after the form closed changes nothing (`alive` says so to the
 * form's own calls), and a throw is the generic error in the alert.
 */
export function usePasswordForm<Field extends string>(initial: Record<Field, string>) {
  const t = useTranslate();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, FieldError>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const set = (name: Field) => (value: string) => setValues((current) => ({ ...current, [name]: value }));

  const submit =
    (send: (values: Record<Field, string>) => Promise<PasswordAnswer<Field>>) => async (event: Event) => {
      event.preventDefault();
      if (busy) return;
      setBusy(true);
      setAlert(null);
      let result: PasswordAnswer<Field>;
      try {
        result = await send(values);
      } catch {
        result = { status: 'failed', message: t('common.error') };
      }
      if (!alive.current) return;
      setBusy(false);
      setErrors(result.status === 'invalid' ? result.errors : {});
      if (result.status === 'failed') setAlert(result.message);
    };

  return { values, set, errors, setErrors, alert, busy, alive, submit };
}

/** The form's alert line: a live region that is always there, with the refusal's words when there is one. */
export function FormAlert({ text }: { text: string | null }) {
  return (
    <div className="lk-login__alert" role="alert">
      {text ? <p className="lk-login__alert-text">{text}</p> : null}
    </div>
  );
}
