import {
  cardLabelOf,
  installmentOptions,
  maskCardNumber,
  maskCvv,
  maskExpiry,
  validateCheckoutField,
  type CheckoutField,
  type CheckoutFormValues,
} from '@gym/contracts/checkout/formRules';
import type { CheckoutPlan } from '@gym/contracts/checkout/request';
import { maskCpf, maskPhone } from '@gym/contracts/validation/masks';
import { cardBrandName } from '@gym/contracts/validation/cardBrand';
import type { FormEvent, ReactNode } from 'react';

/** Each field's mask; the CVV's length follows the card's brand (4 digits for an Amex). */
const masks: Partial<Record<CheckoutField, (value: string, values: CheckoutFormValues) => string>> = {
  cpf: maskCpf,
  phone: maskPhone,
  creditCardNumber: maskCardNumber,
  creditCardExpired: maskExpiry,
  creditCardCvv: (value, values) => maskCvv(value, values.creditCardNumber),
};

interface Props {
  readonly plan: CheckoutPlan;
  readonly step: 'personal' | 'payment';
  readonly cardOnPage: boolean;
  readonly values: CheckoutFormValues;
  readonly touched: ReadonlySet<CheckoutField>;
  readonly submitting: boolean;
  onChange(field: keyof CheckoutFormValues, value: string | number): void;
  onTouch(field: CheckoutField): void;
  onFirstFocus(): void;
  onSubmit(): void;
  onBack(): void;
}

export function CheckoutForm(props: Props) {
  const { values, touched, step } = props;
  const field = (
    name: CheckoutField,
    label: string,
    input: {
      type?: string;
      autoComplete?: string;
      inputMode?: 'numeric' | 'email' | 'tel' | 'text';
      placeholder?: string;
    },
  ) => {
    const verdict = touched.has(name) ? validateCheckoutField(name, values[name]) : null;
    const id = `checkout-${name}`;
    return (
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          name={name}
          value={values[name]}
          type={input.type ?? 'text'}
          autoComplete={input.autoComplete}
          inputMode={input.inputMode}
          placeholder={input.placeholder}
          aria-invalid={verdict?.error ? true : undefined}
          aria-describedby={verdict ? `${id}-msg` : undefined}
          onChange={(e) => {
            props.onChange(name, masks[name]?.(e.target.value, values) ?? e.target.value);
            props.onTouch(name);
          }}
          onBlur={() => props.onTouch(name)}
        />
        {verdict?.error ? (
          <small id={`${id}-msg`} className="error">
            {verdict.error}
          </small>
        ) : null}
        {verdict?.hint ? (
          <small id={`${id}-msg`} className="hint">
            {verdict.hint}
          </small>
        ) : null}
      </div>
    );
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onSubmit();
  };
  const brand = cardLabelOf(values.creditCardNumber);
  let body: ReactNode;
  if (step === 'personal') {
    body = (
      <fieldset>
        <legend>Dados pessoais</legend>
        <div className="row">
          {field('firstName', 'Nome', { autoComplete: 'given-name' })}
          {field('lastName', 'Sobrenome', { autoComplete: 'family-name' })}
        </div>
        {field('email', 'E-mail', { type: 'email', autoComplete: 'email', inputMode: 'email' })}
        <div className="row">
          {field('cpf', 'CPF', { inputMode: 'numeric', placeholder: '999.999.999-99' })}
          {field('phone', 'Telefone', {
            type: 'tel',
            autoComplete: 'tel-national',
            inputMode: 'tel',
            placeholder: '(99) 99999-9999',
          })}
        </div>
        <div className="field">
          <label htmlFor="checkout-gender">Gênero</label>
          <select
            id="checkout-gender"
            name="gender"
            value={values.gender}
            onChange={(e) => {
              props.onChange('gender', e.target.value);
              props.onTouch('gender');
            }}
          >
            <option value="">Selecione</option>
            <option value="Feminino">Feminino</option>
            <option value="Masculino">Masculino</option>
          </select>
          {touched.has('gender') && validateCheckoutField('gender', values.gender).error ? (
            <small className="error">{validateCheckoutField('gender', values.gender).error}</small>
          ) : null}
        </div>
      </fieldset>
    );
  } else {
    body = (
      <fieldset>
        <legend>Pagamento</legend>
        {field('creditCardNumber', 'Número do cartão', {
          autoComplete: 'cc-number',
          inputMode: 'numeric',
          placeholder: '9999 9999 9999 9999',
        })}
        <p className="brand" aria-live="polite">
          {brand === 'none' ? '' : `Bandeira: ${cardBrandName(brand)}`}
        </p>
        {field('creditCardName', 'Nome no cartão', { autoComplete: 'cc-name' })}
        <div className="row">
          {field('creditCardExpired', 'Validade', {
            autoComplete: 'cc-exp',
            inputMode: 'numeric',
            placeholder: 'MM/AA',
          })}
          {field('creditCardCvv', 'CVV', {
            autoComplete: 'cc-csc',
            inputMode: 'numeric',
            placeholder: brand === 'american_express' ? '9999' : '999',
          })}
        </div>
        <div className="field">
          <label htmlFor="checkout-installments">Parcelas</label>
          <select
            id="checkout-installments"
            name="installments"
            value={values.installments}
            onChange={(e) => props.onChange('installments', Number(e.target.value))}
          >
            {installmentOptions(props.plan.value, props.plan.installments).map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      </fieldset>
    );
  }
  const last = step === 'payment' || !props.cardOnPage;
  return (
    <form id="checkout-form" className="card" noValidate onSubmit={submit} onFocus={props.onFirstFocus}>
      {body}
      <div className="actions">
        {step === 'payment' ? (
          <button type="button" className="link" onClick={props.onBack}>
            Voltar
          </button>
        ) : null}
        <button type="submit" className="primary" disabled={props.submitting}>
          {last ? (props.cardOnPage ? 'Finalizar compra' : 'Ir para o pagamento') : 'Continuar'}
        </button>
      </div>
    </form>
  );
}
