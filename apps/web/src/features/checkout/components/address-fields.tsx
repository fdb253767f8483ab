import '@mantine/core/styles/Input.css';
import { NativeSelect, TextInput } from '@mantine/core';
import type { CheckoutAddress } from '@wohnwerk/contract/checkout';
import { useTranslation } from 'react-i18next';
import { useValidationMessage } from '../../../lib/use-validation-message.ts';
import classes from './checkout.module.css';

export type AddressValues = Required<Pick<CheckoutAddress, 'address_1' | 'address_2' | 'city' | 'country' | 'zip'>> & {
  first_name: string;
  last_name: string;
  state: string;
  /** A business customer's company and USt-IdNr. (decision 158); blank is none. */
  company: string;
  vat_id: string;
};
export const emptyAddress: AddressValues = {
  first_name: '',
  last_name: '',
  address_1: '',
  address_2: '',
  city: '',
  state: '',
  country: 'Deutschland',
  zip: '',
  company: '',
  vat_id: '',
};
const countries = ['Deutschland', 'France'];

interface Props {
  prefix: 'shipping' | 'billing';
  values: AddressValues;
  errors: Record<string, string[] | undefined>;
  onChange: (values: AddressValues) => void;
  /** The address the invoice goes to asks for the USt-IdNr. too; a separate shipping address only for the company. */
  billing: boolean;
}

/**
 * The address fields of step 1 (spec §5: everything but the state required, zip 4–6 digits), with
 * the recipient's first and last name a parcel needs (docs/decisions/118), and a business
 * customer's optional company and USt-IdNr. (decision 158).
 */
export function AddressFields({ prefix, values, errors, onChange, billing }: Props) {
  const { t } = useTranslation('checkout');
  const message = useValidationMessage();
  const field = (name: keyof AddressValues) => ({
    id: `${prefix}-${name}`,
    value: values[name],
    error: message(errors[name]?.[0]),
    onChange: (event: { currentTarget: { value: string } }) =>
      onChange({ ...values, [name]: event.currentTarget.value }),
  });
  return (
    <div className={classes.fields}>
      <TextInput
        label={t('address.first_name')}
        required
        autoComplete={`${prefix} given-name`}
        {...field('first_name')}
      />
      <TextInput
        label={t('address.last_name')}
        required
        autoComplete={`${prefix} family-name`}
        {...field('last_name')}
      />
      <TextInput
        label={t('address.address_1')}
        required
        autoComplete={`${prefix} address-line1`}
        {...field('address_1')}
      />
      <TextInput
        label={t('address.address_2')}
        required
        autoComplete={`${prefix} address-line2`}
        {...field('address_2')}
      />
      <TextInput
        label={t('address.zip')}
        required
        inputMode="numeric"
        autoComplete={`${prefix} postal-code`}
        maxLength={6}
        {...field('zip')}
      />
      <TextInput label={t('address.city')} required autoComplete={`${prefix} address-level2`} {...field('city')} />
      <TextInput label={t('address.state')} autoComplete={`${prefix} address-level1`} {...field('state')} />
      <NativeSelect
        label={t('address.country')}
        required
        data={countries}
        autoComplete={`${prefix} country-name`}
        {...field('country')}
      />
      <TextInput
        label={t('address.company')}
        description={billing ? t('address.companyHint') : undefined}
        autoComplete={`${prefix} organization`}
        maxLength={120}
        {...field('company')}
      />
      {billing ? (
        <TextInput
          label={t('address.vat_id')}
          description={t('address.vatIdHint')}
          autoComplete="off"
          maxLength={40}
          {...field('vat_id')}
        />
      ) : null}
    </div>
  );
}
