import { MenuItem, type TextFieldProps } from '@mui/material';
import { accountTypeChoiceLabels, accountTypes } from '@gym/contracts/accounts/enums';
import { atuationTypeLabels, atuationTypes, brazilianStates } from '@gym/contracts/accounts/registration';
import { maskCep, maskCpf, maskPhone } from '@gym/contracts/validation/index';
import type { OptionsState } from '../dataProvider/useOptions';
import type { WizardField, WizardValues } from './wizardRules';

export type FieldBinder = (field: WizardField, label: string, extra?: Partial<TextFieldProps>) => React.ReactNode;

const masks: Partial<Record<WizardField, (v: string) => string>> = { phone: maskPhone, cpf: maskCpf, zipcode: maskCep };
export const maskOf = (field: WizardField) => masks[field] ?? ((v: string) => v);

/** A select of categories or subcategories with its loading, empty and error states (spec 000 section 8). */
export function optionSelect(bind: FieldBinder, field: 'category' | 'subcategory', label: string, state: OptionsState) {
  const options = state.status === 'ready' ? state.options : [];
  const placeholder =
    state.status === 'loading' ? 'Carregando...' : options.length === 0 ? 'Nenhuma categoria encontrada!' : 'Selecione';
  return bind(field, label, {
    select: true,
    children: [
      <MenuItem key="" value="" disabled>
        {placeholder}
      </MenuItem>,
      ...options.map((o) => (
        <MenuItem key={o.code} value={o.code}>
          {o.name}
        </MenuItem>
      )),
    ],
  });
}

export const StepOne = ({ bind, passwordHidden }: { bind: FieldBinder; passwordHidden: boolean }) => (
  <>
    {bind('fullName', 'Nome completo', { autoComplete: 'name' })}
    {bind('email', 'E-mail', { type: 'email', autoComplete: 'email' })}
    {bind('phone', 'Telefone', { autoComplete: 'tel', placeholder: '(99) 99999-9999' })}
    {passwordHidden ? null : bind('password', 'Senha', { type: 'password', autoComplete: 'new-password' })}
  </>
);

export const StepTwo = ({
  bind,
  values,
  categories,
  subcategories,
}: {
  bind: FieldBinder;
  values: WizardValues;
  categories: OptionsState;
  subcategories: OptionsState;
}) => (
  <>
    {bind('accountType', 'Tipo de conta', {
      select: true,
      children: accountTypes.map((t) => (
        <MenuItem key={t} value={t}>
          {accountTypeChoiceLabels[t]}
        </MenuItem>
      )),
    })}
    {optionSelect(bind, 'category', 'Área de atuação', categories)}
    {values.category ? optionSelect(bind, 'subcategory', 'Especialidade', subcategories) : null}
    {bind('atuationType', 'Tipo de atuação', {
      select: true,
      children: atuationTypes.map((t) => (
        <MenuItem key={t} value={t}>
          {atuationTypeLabels[t]}
        </MenuItem>
      )),
    })}
    {bind('cref', 'CREF')}
  </>
);

export const StepThree = ({ bind, avatar }: { bind: FieldBinder; avatar: React.ReactNode }) => (
  <>
    {bind('cpf', 'CPF', { placeholder: '999.999.999-99' })}
    {bind('zipcode', 'CEP', { placeholder: '99999-999' })}
    {bind('street', 'Rua')}
    {bind('number', 'Número')}
    {bind('complement', 'Complemento')}
    {bind('neighborhood', 'Bairro')}
    {bind('city', 'Cidade')}
    {bind('state', 'Estado', {
      select: true,
      children: brazilianStates.map((uf) => (
        <MenuItem key={uf} value={uf}>
          {uf}
        </MenuItem>
      )),
    })}
    {avatar}
  </>
);
