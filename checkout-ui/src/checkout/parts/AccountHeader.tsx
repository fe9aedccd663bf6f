import type { CheckoutAccount } from '@gym/contracts/checkout/request';

/** The gym's logo (or its initial), name and short description. */
export const AccountHeader = ({ account }: { readonly account: CheckoutAccount | null }) => (
  <header className="account">
    {account?.image ? (
      <img src={account.image} alt="" width="56" height="56" />
    ) : (
      <span className="avatar" aria-hidden="true">
        {account?.name.slice(0, 1) ?? ''}
      </span>
    )}
    <div>
      <h1>{account?.name ?? ''}</h1>
      {account?.shortDescription ? <p>{account.shortDescription}</p> : null}
    </div>
  </header>
);
