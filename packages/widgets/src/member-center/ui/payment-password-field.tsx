import { Field } from '../../ui/field';
import { PasswordInput } from '../../ui/password-input';

interface PaymentPasswordFieldProps {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string | null;
}

/** A 6-digit payment password: numeric keypad on phones, digits only, masked with a show toggle. */
export function PaymentPasswordField({ id, label, value, onValue, error }: PaymentPasswordFieldProps) {
  return (
    <Field id={id} label={label} errors={error ?? null}>
      {(control) => (
        <PasswordInput
          {...control}
          name={id}
          value={value}
          autoComplete="new-password"
          onValue={(typed) => onValue(typed.replace(/\D/g, '').slice(0, 6))}
        />
      )}
    </Field>
  );
}
