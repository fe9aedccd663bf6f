import { endpoints } from '../lib/env';
import { graphqlRequest } from '../lib/graphqlRequest';

export interface CheckoutAppearance {
  readonly label: string | null;
  readonly imageUrl: string | null;
  readonly theme: {
    readonly text: string | null;
    readonly background: string | null;
    readonly primary: string | null;
    readonly primaryText: string | null;
  };
}

const FIELDS = 'label imageUrl theme { text background primary primaryText }';

export const getCheckoutAppearance = () =>
  graphqlRequest<{ checkoutAppearance: CheckoutAppearance }>(
    endpoints.admin,
    `query CheckoutAppearance { checkoutAppearance { ${FIELDS} } }`,
  ).then((d) => d.checkoutAppearance);

export const updateCheckoutAppearance = (input: CheckoutAppearance) =>
  graphqlRequest<{ updateCheckoutAppearance: CheckoutAppearance }>(
    endpoints.admin,
    `mutation UpdateCheckoutAppearance($input: CheckoutAppearanceInput!) { updateCheckoutAppearance(input: $input) { ${FIELDS} } }`,
    { input },
  ).then((d) => d.updateCheckoutAppearance);
